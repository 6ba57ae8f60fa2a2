import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** Shared flat config: recommended JS + TypeScript rules, no type-aware rules (fast). */
export default tseslint.config(
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
      // tRPC's internals move between releases: code uses its public entry points (types
      // may still name what a declaration needs). See docs/upgrading.md.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@trpc/server/unstable-core-do-not-import",
              message: "Use @trpc/server or @trpc/server/http (public entry points).",
              allowTypeImports: true,
            },
          ],
        },
      ],
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
);
