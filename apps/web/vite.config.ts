import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const api = { target: "http://localhost:3000", changeOrigin: false };
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { "/api": api, "/trpc": api },
  },
  build: {
    outDir: "dist",
    // Maps are written for debugging but not referenced from the scripts, and the server
    // never serves them (docs/pages.md).
    sourcemap: "hidden",
    // index.html: the single-page app (every path but "/"); landing.html: the public page,
    // prerendered by scripts/postbuild.mjs from the `--ssr` build of src/landing/prerender.tsx.
    ...(isSsrBuild
      ? {}
      : { rollupOptions: { input: { app: page("index.html"), landing: page("landing.html") } } }),
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    testTimeout: 20_000,
  },
}));
