import { createContext, useContext } from "react";

/**
 * What this device remembers in cookies (decisions 263, 303, 372): not the session, but
 * choices and "seen" marks the server must know to draw a page as the browser will show it.
 */

const SECONDS_PER_DAY = 86_400;

/** The value of cookie `name` in this browser, or undefined. */
export function readCookie(name: string): string | undefined {
  return new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];
}

/** Sets cookie `name` for the whole site for `days` (0: removes it). */
export function writeCookie(name: string, value: string, days: number): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${value}; Path=/; Max-Age=${Math.round(days * SECONDS_PER_DAY)}; SameSite=Lax${secure}`;
}

/** The request's cookies while the server draws a page (render-page.tsx); none in the browser. */
export const RequestCookiesContext = createContext<Readonly<
  Record<string, string | undefined>
> | null>(null);

/**
 * Cookie `name` as a render sees it: the request's on the server, and the browser's own in the
 * browser, also while it hydrates the server's HTML (the same cookie the server was sent), so
 * both draw the same. For a `useSyncExternalStore`'s server snapshot.
 */
export function useCookieAsRendered(name: string): () => string | undefined {
  const request = useContext(RequestCookiesContext);
  return () => (request ? request[name] : readCookie(name));
}
