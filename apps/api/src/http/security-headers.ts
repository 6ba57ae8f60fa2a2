import helmet from "helmet";
import type { FastifyInstance } from "fastify";

/**
 * The app's Content-Security-Policy. No inline script anywhere (the built app loads its
 * modules from /assets; a prerendered page must do the same), so script-src is 'self'
 * alone. Inline style stays allowed: components set style attributes. Images may come from
 * https (reward pictures, profile pictures from a sign-in provider).
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[] | null> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    // Over plain http (a local server) there is nothing to upgrade to.
    "upgrade-insecure-requests": https ? [] : null,
  };
}

/** Whether a request's path is the API's: its answers are personal and never cached. */
export const isApiPath = (url: string) =>
  url === "/api" || url.startsWith("/api/") || url.startsWith("/api?") || url.startsWith("/trpc");

/**
 * Security headers on every answer, the app's and the API's (decision 006): the CSP above with
 * frame-ancestors 'none' and X-Frame-Options DENY (no clickjacking of Redeem, End
 * Relationship or admin toggles), nosniff, Referrer-Policy same-origin, HSTS only when
 * PUBLIC_URL is https, and `Cache-Control: no-store` on every API answer (personal data).
 * Routes that send their own headers (the sign-in pages' stricter CSP) keep theirs.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const headers = securityHeaders(new URL(publicUrl).protocol === "https:");
  app.addHook("onRequest", (request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of headers) response.setHeader(name, value);
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isApiPath(request.url) && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
    done(null, payload);
  });
}

/**
 * What helmet sets, worked out once: with no nonce the headers are the same on every
 * answer, and helmet's chain of middlewares (and @fastify/helmet before it, which rebuilt
 * them, parsing the CSP) cost about 5% of a signed-in read's CPU (docs/scaling.md).
 */
function securityHeaders(https: boolean): [string, string][] {
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    // Cross-origin images (https reward and profile pictures) must keep loading.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  });
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  let failed: unknown;
  applyHelmet({} as never, response as never, (error?: unknown) => {
    failed = error;
  });
  if (failed || headers.length === 0) throw new Error("helmet set no headers", { cause: failed });
  return headers;
}
