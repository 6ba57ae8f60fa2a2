// After `vite build --ssr` (dist-server/: the landing page's prerenderer, and the signed-in
// pages' renderer that the API server calls per request) and `vite build` (the app, whose
// pages are prerendered by the build itself: scripts/prerender.mjs): brotli- and
// gzip-compresses every text file of dist/ once, so the server sends them without
// compressing per request (apps/api/src/http/web-app.ts). Usage: node scripts/postbuild.mjs
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = join(web, "dist");

/** Below this, a compressed copy saves less than a packet: the server sends the file as is. */
const MIN_BYTES = 512;
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/i;

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

function precompress() {
  let files = 0;
  for (const path of textFiles(dist)) {
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
    files++;
  }
  return files;
}

const count = precompress();
const landings = readdirSync(dist)
  .filter((name) => /^landing(?:\.\w+)?\.html$/.test(name))
  .map((name) => `${name} (${statSync(join(dist, name)).size} bytes)`);
console.log(`postbuild: ${landings.join(", ")} prerendered; ${count} files precompressed`);
