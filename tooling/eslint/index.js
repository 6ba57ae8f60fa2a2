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
