import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // test/*.test-d.ts are type tests: `vitest run` type-checks them (with tsc) as tests.
    typecheck: { enabled: true, include: ["test/**/*.test-d.ts"], tsconfig: "test/tsconfig.json" },
  },
});
