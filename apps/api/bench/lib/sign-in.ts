/**
 * Signs in through the server's own pages (a loopback server without SMTP shows the link on
 * the page), as a newcomer would: works the same on Postgres and on the embedded database.
 * Returns the `name=value` of the session cookie.
 */
export async function signIn(origin: string, email: string): Promise<string> {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(fields),
    redirect: "manual" as const,
  });
  // The form answers 303 to "Check your e-mail" at an address of its own.
  const sent = await fetch(`${origin}/api/login/email`, form({ email, returnTo: "/app" }));
  const location = sent.headers.get("location");
  const page = location ? await (await fetch(new URL(location, origin))).text() : await sent.text();
  const link = /href="([^"]+)">Open sign-in link/.exec(page)?.[1]?.replace(/&amp;/g, "&");
  if (!link) throw new Error(`no sign-in link for ${email}:\n${page}`);
  const confirm = await (await fetch(link)).text();
  const token = /name="token" value="([^"]+)"/.exec(confirm)?.[1];
  if (!token) throw new Error(`no token on the confirmation page:\n${confirm}`);
  const verified = await fetch(`${origin}/api/login/verify`, form({ token }));
  const cookie = verified.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error(`signing in as ${email} answered ${verified.status}`);
  return cookie;
}
