/**
 * The address a notification opens: a path on this site, or `fallback`. A path starting
 * with `//` or `/\` is another site's address to the URL parser, so it is refused, and the
 * result is checked to stay on `origin`.
 */
export function sameSitePath(url: unknown, origin: string, fallback = "/app"): string {
  if (typeof url !== "string" || !url.startsWith("/") || /^\/[/\\]/.test(url)) return fallback;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin
      ? `${resolved.pathname}${resolved.search}${resolved.hash}`
      : fallback;
  } catch {
    return fallback;
  }
}
