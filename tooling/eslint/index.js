import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * tRPC's internals move between releases: code uses its public entry points (types may
 * still name what a declaration needs). See docs/upgrading.md. Every config that sets
 * `no-restricted-imports` again (boundaries.js) keeps this entry: a later setting of a rule
 * replaces the earlier one's options.
 */
export const TRPC_INTERNALS = {
  name: "@trpc/server/unstable-core-do-not-import",
  message: "Use @trpc/server or @trpc/server/http (public entry points).",
  allowTypeImports: true,
};

/** Shared flat config: recommended JS + TypeScript rules, syntax only (fast). */
export const base = tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "playwright-report/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [TRPC_INTERNALS] }],
      // Kysely: a transaction's callback names its parameter `db`, shadowing the pool, so
      // code inside the transaction cannot reach the pool by mistake (on the embedded
      // database, whose pool has one connection, that would wait forever).
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name='execute'][callee.object.callee.property.name='transaction'] > :function:not([params.0.name='db'])",
          message:
            "Name a transaction's callback parameter `db`: `db.transaction().execute(async (db) => ...)`.",
        },
      ],
    },
  },
  // Plain JavaScript modules are the build, bench and start scripts: they run in Node.
  { files: ["**/*.mjs", "**/*.cjs"], languageOptions: { globals: globals.node } },
);

/**
 * typescript-eslint's type-checked rules (decision 181), for a package whose TypeScript files
 * are all in a tsconfig.json: each file is checked with the program of the tsconfig.json
 * nearest to it (the project service). `tsconfigRootDir` is the package's folder.
 */
export function typeChecked(tsconfigRootDir) {
  return tseslint.config(
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
      rules: {
        // A promise nobody awaits loses its error: await it, or `void` it with a reason.
        "@typescript-eslint/no-floating-promises": "error",
        // An async function where a callback's result is ignored (an event handler, forEach).
        "@typescript-eslint/no-misused-promises": "error",
        // Off: `async` on a function with no `await` is how an implementation of a
        // promise-returning interface (Kysely's driver, a notification handler) turns a throw
        // into a rejection; removing it would change that.
        "@typescript-eslint/require-await": "off",
        // Off for now, not cheap (decision 181): tRPC's own types hand `any` to our adapter
        // (`RootConfig<any>`, a transformer's `deserialize`), and tests read JSON bodies as
        // `any` and check them with expect().
        "@typescript-eslint/no-unsafe-argument": "off",
        "@typescript-eslint/no-unsafe-assignment": "off",
        "@typescript-eslint/no-unsafe-call": "off",
        "@typescript-eslint/no-unsafe-member-access": "off",
        "@typescript-eslint/no-unsafe-return": "off",
      },
    },
    // Plain JavaScript (config files, scripts) is not in a tsconfig.json.
    { files: ["**/*.js", "**/*.mjs", "**/*.cjs"], ...syntaxOnly },
  );
}

/** For files outside every tsconfig.json: the syntax-only rules of `base`. */
export const syntaxOnly = tseslint.configs.disableTypeChecked;

export default base;
