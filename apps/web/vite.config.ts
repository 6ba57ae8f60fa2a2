import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const api = { target: "http://localhost:3000", changeOrigin: false };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { "/api": api, "/trpc": api },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare things: let unused zod schemas and the router
        // definition drop out of the bundle (the web app mostly needs its constants and types).
        moduleSideEffects: (id: string) => !id.includes("/packages/api-contract/"),
      },
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
