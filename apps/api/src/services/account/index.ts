// The account domain (`account.*` procedures): a person's own data, downloaded or deleted.
export { exportAccount, EXPORT_LOADERS } from "./export.js";
export { deleteAccount } from "./delete.js";
export { dismissAccountNotices, getAccountNotices } from "./notices.js";
