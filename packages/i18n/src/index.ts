export * from "./locales.js";
export * from "./message.js";
export * from "./copy.js";
export * from "./format.js";
export * from "./catalogue-problems.js";
