import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, resolve } from "node:path";
import fastifyStatic, { type SetHeadersResponse } from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendCompressed } from "./server-pages.js";
import { fileInLocale, SOURCE_LOCALE, type Locale } from "@tandem/i18n";
import { requestLocale, withLocale } from "./locale.js";
import { chosenTheme, withTheme } from "./theme.js";

/** Content-hashed files of the build (Vite's `assets/name-HASH.ext`): never change, cache for a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/**
 * HTML, the manifest and the service worker (sw.js): always revalidated, so a new build is
 * seen on the next load and the worker's update check always reaches the server.
 */
export const REVALIDATE_CACHE = "no-cache";
/** Other public files (icons, reward pictures): keep their names across builds; a day. */
export const PUBLIC_FILE_CACHE = "public, max-age=86400";

/** The build writes `.br` and `.gz` siblings of these (apps/web/scripts/postbuild.mjs). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/i;
const HASHED_ASSET = /(?:^|\/)assets\/[^/]+-[\w-]{8,}\.[a-z0-9]+$/i;

/** The Cache-Control of a file of the built web app, by its path (without a .br/.gz suffix). */
export function cacheControlFor(path: string): string {
  const normalized = path.replaceAll("\\", "/");
  if (/\.(?:html|webmanifest)$/i.test(normalized) || /(?:^|\/)sw\.js$/.test(normalized)) {
    return REVALIDATE_CACHE;
  }
  if (HASHED_ASSET.test(normalized)) return IMMUTABLE_CACHE;
  return PUBLIC_FILE_CACHE;
}

function setWebHeaders(res: SetHeadersResponse, sentPath: string): void {
  // With a precompressed sibling chosen, `sentPath` is `x.js.br`: the policy is x.js's.
  const path = sentPath.replace(/\.(?:br|gz)$/, "");
  res.setHeader("cache-control", cacheControlFor(path));
  // A page is written in the theme its cookie chose (theme.ts), and in its language (locale.ts).
  if (/\.html$/i.test(path)) res.setHeader("vary", "accept-encoding, accept-language, cookie");
  else if (COMPRESSIBLE.test(path)) res.setHeader("vary", "accept-encoding");
}

/** The prerendered landing page (apps/web/scripts/prerender.mjs), one per language (decision 306). */
const LANDING_FILE = "landing.html";
/** The single-page app's shell with its first paint, one per language (decision 348). */
const APP_FILE = "index.html";

/** The app's own page for a path: the prerendered landing page at "/", the single-page app elsewhere. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** A built page's text, read again after a rebuild (as the static files are). */
function pageReader(webDist: string): (file: string) => string {
  const read = new Map<string, { html: string; mtimeMs: number }>();
  return (file) => {
    const path = resolve(webDist, file);
    const { mtimeMs } = statSync(path);
    let page = read.get(file);
    if (page?.mtimeMs !== mtimeMs) {
      page = { html: readFileSync(path, "utf8"), mtimeMs };
      read.set(file, page);
    }
    return page.html;
  };
}

/**
 * Serves the built web app from `webDist`: precompressed brotli or gzip by the request's
 * Accept-Encoding, immutable caching for hashed files, `no-cache` for HTML, never a source
 * map. `GET /` is the prerendered landing page in the request's language (`landing.es.html`;
 * `landing.html` in English, or when the build has no page in that language), sent as built,
 * precompressed, unless a theme is chosen; the app's shell likewise (`index.es.html`).
 * Returns how to send the single-page app's shell, for the not-found handler's page paths.
 */
export async function registerWebApp(
  fastify: FastifyInstance,
  webDist: string,
): Promise<SendPage | null> {
  if (!existsSync(resolve(webDist, APP_FILE))) return null;
  await fastify.register(fastifyStatic, {
    root: webDist,
    // Files are looked up per request, so a rebuilt app is served without a restart.
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Source maps stay on the server (they are written for debugging, never referenced).
    allowedPath: (pathname) => !pathname.endsWith(".map") && !basename(pathname).startsWith("."),
    setHeaders: setWebHeaders,
  });
  const readPage = pageReader(webDist);
  /**
   * The file as built (written in `fileLocale`), or written in the theme chosen in Profile and
   * the request's language.
   */
  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    fileLocale: Locale = SOURCE_LOCALE,
  ) => {
    const theme = chosenTheme(request);
    const locale = requestLocale(request);
    if (!theme && locale === fileLocale) return reply.type("text/html").sendFile(file);
    sendCompressed(
      request,
      reply.type("text/html; charset=utf-8"),
      withTheme(withLocale(readPage(file), locale), theme),
      REVALIDATE_CACHE,
    );
    return reply;
  };
  /** `file` as built in the request's language (`landing.es.html`), else in English. */
  const sendInLocale = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const locale = requestLocale(request);
    const translated = fileInLocale(file, locale);
    if (existsSync(resolve(webDist, translated)))
      return sendPage(request, reply, translated, locale);
    return sendPage(request, reply, file);
  };
  // The app's first paint is in the page's language too (decision 348).
  const sendApp: SendPage = (request, reply) => sendInLocale(request, reply, APP_FILE);
  fastify.get("/", (request, reply) =>
    existsSync(resolve(webDist, LANDING_FILE))
      ? sendInLocale(request, reply, LANDING_FILE)
      : sendApp(request, reply),
  );
  return sendApp;
}
