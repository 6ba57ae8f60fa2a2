import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { SHARED_HEAD, SHARED_HEAD_SLOT, START_PRELOAD } from "./src/server/document.js";

/** The workspace's packages are read from their TypeScript sources (package.json `exports`). */
const SOURCE_CONDITION = "@tandem/source";
const api = { target: "http://localhost:3000", changeOrigin: false };
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * A fingerprint of the contract's sources: the app's reads kept on a device for offline use
 * are dropped when the shape of the data may have changed (src/lib/query-persistence.ts).
 */
function contractHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts")) hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(page("../../packages/api-contract/src"));
  return hash.digest("hex").slice(0, 12);
}

/** Both pages' common head, from one place (src/server/document.ts), in dev and at build. */
function sharedHead(): Plugin {
  return {
    name: "tandem:shared-head",
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        if (!html.includes(SHARED_HEAD_SLOT)) throw new Error(`no ${SHARED_HEAD_SLOT} in a page`);
        return html.replace(SHARED_HEAD_SLOT, SHARED_HEAD);
      },
    },
  };
}

/**
 * The app's entry loads the app itself (src/start.tsx) with a dynamic import (src/main.tsx).
 * For the single-page app's shell its code is fetched from the start: index.html lists it and
 * its static imports as modulepreload links, between START_PRELOAD's markers. A page the
 * server drew leaves them out: it shows without scripts, which then load after it is painted.
 */
function preloadStartChunk(): Plugin {
  return {
    name: "tandem:preload-start-chunk",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const start = chunk.dynamicImports
          .map((file) => bundle[file])
          .find((c) => c?.type === "chunk" && c.facadeModuleId?.endsWith("/src/start.tsx"));
        if (start?.type !== "chunk") return html;
        const files = new Set([start.fileName, ...start.imports]);
        for (const already of [chunk.fileName, ...chunk.imports]) files.delete(already);
        const links = [...files]
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join("");
        return html.replace("</head>", `${START_PRELOAD[0]}${links}${START_PRELOAD[1]}</head>`);
      },
    },
  };
}

/**
 * The built pages as they are sent: the landing page's HTML and the app's first paint, from
 * the `--ssr` build (run first, `pnpm build`). Written before the service worker's file list
 * is made (closeBundle, ahead of vite-plugin-pwa's), so the worker keeps these very pages.
 */
function prerenderPages(): Plugin {
  return {
    name: "tandem:prerender-pages",
    apply: "build",
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler() {
        // @ts-expect-error: a plain ES module of the build's scripts, without types.
        const { prerenderPages: write } = (await import("./scripts/prerender.mjs")) as {
          prerenderPages: (dist: string, ssr: string) => Promise<void>;
        };
        await write(page("dist"), page("dist-server"));
      },
    },
  };
}

/**
 * React and tRPC's client each in one chunk of their own, whichever screens and lazy parts
 * share them: left to the bundler, each new lazy part that shares a piece of them can cut
 * them into more, smaller files, which every first load then fetches (docs/pages.md).
 */
const VENDOR_CHUNKS = [
  { name: "react", test: /node_modules[\\/]\.pnpm[\\/]react@/ },
  { name: "trpc-client", test: /node_modules[\\/]\.pnpm[\\/]@trpc\+(client|server)@/ },
  {
    name: "ui",
    test: /packages[\\/]ui[\\/]src[\\/](avatar|badge|button|card|cn|progress|spinner|use-toast)\./,
  },
];

/**
 * The service worker (docs/offline.md): src/sw/sw.ts with the list of every file of the
 * build (the shell, each screen's code, styles, icons), built to dist/sw.js. The app registers
 * it after load (src/lib/service-worker.ts); the manifest is public/manifest.webmanifest.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: "injectManifest",
    srcDir: "src/sw",
    filename: "sw.ts",
    injectRegister: false,
    manifest: false,
    integration: { closeBundleOrder: "post" },
    injectManifest: {
      globPatterns: ["**/*.{js,css,html,svg}", "manifest.webmanifest", "icons/icon-192.png"],
      // The worker itself, and files for debugging only.
      globIgnores: ["sw.js", "**/*.map"],
      // The app's largest chunk is well under this; a file above it would be a mistake.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      minify: true,
      sourcemap: false,
    },
  });

/**
 * In the server build (and the renderer's tests, which run as it does), the app's modules get
 * React Router with links drawn without their per-link hooks: src/server/server-links.tsx.
 */
function serverLinks(): Plugin {
  const links = page("src/server/server-links.tsx");
  const src = page("src/");
  return {
    name: "tandem:server-links",
    enforce: "pre",
    resolveId(id, importer, options) {
      if (id !== "react-router-dom" || !options?.ssr || !importer) return null;
      const from = importer.split("?")[0] ?? "";
      return from !== links && from.startsWith(src) ? links : null;
    },
  };
}

/**
 * React Router's package exports only its development build, warnings included (a known
 * upstream issue, remix-run/react-router#12532): the app build takes the production build the
 * package ships beside it. Off with REACT_ROUTER_DEVELOPMENT_BUILD=1 (docs/upgrading.md).
 */
function reactRouterProductionBuild(): Plugin {
  const fromDom = createRequire(createRequire(import.meta.url).resolve("react-router-dom"));
  const dist = join(dirname(fromDom.resolve("react-router")), "..", "production");
  const files: Record<string, string> = {
    "react-router": join(dist, "index.mjs"),
    "react-router/dom": join(dist, "dom-export.mjs"),
  };
  return {
    name: "tandem:react-router-production",
    apply: (config, { command }) =>
      command === "build" && !config.build?.ssr && !process.env.REACT_ROUTER_DEVELOPMENT_BUILD,
    enforce: "pre",
    resolveId: (id) => files[id] ?? null,
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    serverLinks(),
    reactRouterProductionBuild(),
    tailwindcss(),
    sharedHead(),
    preloadStartChunk(),
    ...(isSsrBuild ? [] : [prerenderPages(), serviceWorker()]),
  ],
  define: { "import.meta.env.VITE_CONTRACT_HASH": JSON.stringify(contractHash()) },
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  server: {
    port: 5173,
    proxy: { "/api": api, "/trpc": api },
  },
  build: {
    // The server build renders HTML; the files of public/ are the app build's to serve.
    copyPublicDir: !isSsrBuild,
    outDir: "dist",
    // Maps are written for debugging but not referenced from the scripts, and the server
    // never serves them (docs/pages.md).
    sourcemap: "hidden",
    // index.html: the single-page app (every path but "/"); landing.html: the public page,
    // prerendered by scripts/postbuild.mjs. The `--ssr` build (dist-server/) holds that
    // prerenderer and the signed-in pages' renderer the API server calls (src/server/).
    rollupOptions: {
      input: (isSsrBuild
        ? {
            prerender: page("src/landing/prerender.tsx"),
            "render-page": page("src/server/render-page.tsx"),
          }
        : { app: page("index.html"), landing: page("landing.html") }) as Record<string, string>,
      ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: VENDOR_CHUNKS } } }),
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // A test that asserts nothing fails: it could not have caught anything.
    expect: { requireAssertions: true },
    testTimeout: 20_000,
    // One file per core: jsdom's setup and the renders are the files' time, and vitest's
    // default (the cores less one) ran one at a time on two cores.
    maxWorkers: availableParallelism(),
  },
}));
