// The waitlist domain: the one public procedure.
export { joinWaitlist } from "./join.js";
