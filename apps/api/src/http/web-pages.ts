import { resolve } from "node:path";
import { shownName } from "@tandem/api-contract/server";
import type { AnyTRPCRouter } from "@trpc/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Env } from "../env.js";
import type { RequestContext } from "@tandem/api-contract";
import { httpError, sendError } from "./errors.js";
import { isApiPath } from "./security-headers.js";
import { loadServerPages } from "./server-pages.js";
import { registerWebApp } from "./web-app.js";

/** Longer addresses are refused (400), by the router (build-app.ts) or here. */
export const MAX_ADDRESS_LENGTH = 2048;
export const ADDRESS_TOO_LONG = "This address is too long.";

/**
 * The web app's files and pages (the server-rendered ones when the build has a renderer), and
 * the answer for every address nothing else took: the single-page app for a page path, a 404
 * in JSON otherwise.
 */
export async function registerWebPages(
  fastify: FastifyInstance,
  {
    env,
    router,
    createContext,
    liveEventCursor,
  }: {
    env: Env;
    router: AnyTRPCRouter;
    createContext: (request: FastifyRequest) => Promise<RequestContext>;
    /** Where the person's live event stream stands now (services/events/stream.ts). */
    liveEventCursor: (userId: string) => Promise<number>;
  },
): Promise<void> {
  const webDist = env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : null;
  const sendApp = webDist ? await registerWebApp(fastify, webDist) : null;
  const serverPages =
    webDist && sendApp && env.SERVER_RENDERED_PAGES
      ? await loadServerPages(webDist, router, createContext, liveEventCursor)
      : null;

  // Each rendered page's exact path has a route, so it is not first looked up as a file
  // (the static files' wildcard: a stat for each precompressed name, per request); any other
  // spelling of it (a trailing slash) still reaches the handler below.
  if (serverPages && sendApp) {
    for (const path of serverPages.paths) {
      fastify.get(path, { exposeHeadRoute: false }, async (request, reply) =>
        (await serverPages.send(request, reply)) ? reply : sendApp(request, reply),
      );
    }
  }

  fastify.setNotFoundHandler(async (request, reply) => {
    // The single-page app owns every other page path (its router shows '404 Page Not Found');
    // a missing file (a stale script, an image) stays a 404 rather than becoming HTML.
    const path = request.url.split("?")[0] ?? "";
    const isPagePath = !isApiPath(path) && !/\.[a-z0-9]+$/i.test(path);
    if (request.method === "GET" && isPagePath && sendApp) {
      if (serverPages && (await serverPages.send(request, reply))) return reply;
      return sendApp(request, reply);
    }
    // Never the address back in full: a long one is refused as the router refuses it, and
    // the 404 names only its start.
    if (path.length > MAX_ADDRESS_LENGTH)
      return sendError(request, reply, httpError(400, ADDRESS_TOO_LONG));
    return sendError(
      request,
      reply,
      httpError(404, `No route for ${request.method} ${shownName(path)}`),
    );
  });
}
