import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { callTRPCProcedure, type AnyTRPCRouter } from "@trpc/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { RequestContext } from "@tandem/api-contract";
import { acceptedLanguages, type Locale } from "@tandem/i18n";
import { requestLocale, withLocale } from "./locale.js";
import { chosenTheme, withTheme } from "./theme.js";

/**
 * The web build's renderer of signed-in pages (apps/web/src/server/render-page.tsx, built to
 * dist-server/ beside dist/). Declared here by shape: the API does not depend on the web app.
 */
interface PageRenderer {
  /** The paths it draws (without a trailing slash). */
  SERVER_RENDERED_PATHS?: readonly string[];
  /** The page path of a request's address when the renderer draws it, else null. */
  serverRenderedPath(url: string): string | null;
  renderPage(
    /** The request's path and query. */
    url: string,
    call: (path: string, input: unknown) => Promise<unknown>,
    options: {
      shell: string;
      liveEventsFrom: string;
      locale: Locale;
      languages: readonly string[];
      /** What the device remembers that changes the page (a prompt's "seen" mark). */
      cookies: Readonly<Record<string, string | undefined>>;
    },
  ): Promise<{ document: string } | { redirect: string } | null>;
}

/** Private to the person: never stored by a browser or a proxy. */
export const SERVER_PAGE_CACHE = "private, no-store";

export interface ServerPages {
  /** The paths the renderer draws, each given a route of its own (app.ts). */
  paths: readonly string[];
  /** Sends the page at the request path rendered with the person's data; false when it is not rendered here. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/**
 * Signed-in pages rendered on the server (docs/pages.md): the HTML carries the screen and its
 * data, so a phone shows it without first running the app, asking who is signed in and
 * fetching the screen's data. Null when the web build has no renderer (`pnpm dev`, an API-only
 * server). Whatever goes wrong here falls back to the single-page app's shell.
 */
export async function loadServerPages(
  webDist: string,
  router: AnyTRPCRouter,
  createContext: (request: FastifyRequest) => Promise<RequestContext>,
  /** Where the person's live event stream stands now (services/events/stream.ts). */
  liveEventCursor: (userId: string) => Promise<number>,
): Promise<ServerPages | null> {
  const rendererFile = resolve(webDist, "..", "dist-server", "render-page.js");
  const shellFile = resolve(webDist, "index.html");
  if (!existsSync(rendererFile) || !existsSync(shellFile)) return null;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as PageRenderer;
  let shell = { html: "", mtimeMs: -1 };
  const readShell = () => {
    // Read again after a rebuild, as the static files are.
    const { mtimeMs } = statSync(shellFile);
    if (mtimeMs !== shell.mtimeMs) shell = { html: readFileSync(shellFile, "utf8"), mtimeMs };
    return shell.html;
  };

  return {
    paths: renderer.SERVER_RENDERED_PATHS ?? [],
    async send(request, reply) {
      const path = renderer.serverRenderedPath(request.url);
      if (path === null) return false;
      // A failed session lookup (the database away) leaves the shell to say so, as before.
      const ctx = await createContext(request).catch(() => null);
      if (!ctx?.viewer) return false;
      const call = async (procedure: string, input: unknown) =>
        // As the wire carries it: JSON, dates as strings.
        JSON.parse(
          JSON.stringify(
            await callTRPCProcedure({
              router,
              path: procedure,
              type: "query",
              ctx,
              getRawInput: async () => input,
              signal: undefined,
              batchIndex: 0,
            }),
          ),
        ) as unknown;
      let page: Awaited<ReturnType<PageRenderer["renderPage"]>>;
      const locale = requestLocale(request);
      try {
        // Read before the page's data: the app's live stream starts from here, so whatever
        // happens between drawing and the app running is replayed, not missed.
        const liveEventsFrom = String(await liveEventCursor(ctx.viewer.id));
        page = await renderer.renderPage(request.url, call, {
          shell: readShell(),
          liveEventsFrom,
          locale,
          languages: acceptedLanguages(request.headers["accept-language"]),
          cookies: request.cookies,
        });
      } catch (error) {
        request.log.warn({ err: error, path }, "server rendering failed; sending the app's shell");
        return false;
      }
      if (!page) return false;
      if ("redirect" in page) {
        // One of the app's own paths (a user who has not chosen a type yet, at /app).
        if (!/^\/(?!\/)/.test(page.redirect)) return false;
        void reply.header("cache-control", SERVER_PAGE_CACHE).redirect(page.redirect, 302);
        return true;
      }
      sendCompressed(
        request,
        reply.type("text/html; charset=utf-8"),
        withTheme(withLocale(page.document, locale), chosenTheme(request)),
      );
      return true;
    },
  };
}

/**
 * Brotli or gzip by Accept-Encoding: the page is made per request. Brotli at quality 3 told
 * the page's length (decision 216): a quarter of quality 5's CPU, 4 to 13% more bytes, every
 * page still well inside a connection's first round trip.
 */
const PAGE_BROTLI_QUALITY = 3;

export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  cacheControl = SERVER_PAGE_CACHE,
): void {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  // The page is written in the request's language and its cookie's theme (locale.ts, theme.ts).
  reply
    .header("cache-control", cacheControl)
    .header("vary", "accept-encoding, accept-language, cookie");
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    });
    void reply.header("content-encoding", "br").send(body);
  } else if (/\bgzip\b/.test(accepted)) {
    void reply.header("content-encoding", "gzip").send(gzipSync(html, { level: 6 }));
  } else {
    void reply.send(html);
  }
}
