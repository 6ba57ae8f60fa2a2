import { ADMIN_PANEL_PATH, APP_HOME_PATH, type UserRole } from "@tandem/api-contract";

const DEFAULT_RETURN_TO = APP_HOME_PATH;

const PLACEHOLDER_ORIGIN = "http://return-to.invalid";

/**
 * Where to send the browser after sign-in: only a path on this site. Anything that could
 * leave it ("//host", "/\host", "https://host", control characters a browser strips, so
 * "/\t/host" becomes "//host") falls back to /app. The answer is percent-encoded, ready
 * for a Location header.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000)
    return DEFAULT_RETURN_TO;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return DEFAULT_RETURN_TO;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_RETURN_TO;
  // "/.//host" resolves to the path "//host", which a browser reads as another site: the
  // answer itself must be a path that stays here, whatever dot segments led to it.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\"))
    return DEFAULT_RETURN_TO;
  if (new URL(path, PLACEHOLDER_ORIGIN).origin !== PLACEHOLDER_ORIGIN) return DEFAULT_RETURN_TO;
  return path;
}

/**
 * Where a sign-in lands: the page asked for (`safeReturnTo`'s answer), except that staff
 * asking for the app's home land on the admin panel, their work, rather than on the
 * user-type choice.
 */
export function landingPath(role: UserRole, returnTo: string): string {
  return role === "admin" && returnTo === APP_HOME_PATH ? ADMIN_PANEL_PATH : returnTo;
}
