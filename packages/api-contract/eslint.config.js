import { base, syntaxOnly, typeChecked } from "@tandem/eslint-config";

export default [
  ...base,
  ...typeChecked(import.meta.dirname),
  // Compiled by test/pack.test.ts against the packed package (wrong.ts must fail to compile),
  // not part of this package's tsconfig: syntax rules only.
  { files: ["test/consumer/**"], ...syntaxOnly },
];
