import { base } from "@tandem/eslint-config";

// The root's own scripts (`npm start`, `npm test`, the bench's and the contract's); each
// package lints its files with its own eslint.config.js.
export default base;
