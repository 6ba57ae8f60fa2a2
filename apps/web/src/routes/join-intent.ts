/**
 * "Accept invite" pressed before signing in: remembered in this browser for an hour, so the
 * invite page can pair the person when they come back signed in (the sign-in link may open
 * in another tab). Only our own button writes it: a link alone never pairs anyone.
 */
const KEY = "tandem.acceptedInvite";
const VALID_MS = 60 * 60 * 1000;

export function rememberAcceptedInvite(token: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the person taps "Pair with ..." once more instead.
  }
}

export function hasAcceptedInvite(token: string): boolean {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "null") as {
      token?: unknown;
      at?: unknown;
    } | null;
    return (
      saved?.token === token && typeof saved.at === "number" && Date.now() - saved.at < VALID_MS
    );
  } catch {
    return false;
  }
}

export function forgetAcceptedInvite(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
