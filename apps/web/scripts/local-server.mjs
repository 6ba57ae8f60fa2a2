// The built app on a free port, for the measuring scripts (measure-js.mjs, lighthouse.mjs):
// the API serving apps/web/dist, an in-memory embedded database and the demo accounts.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * Starts `apps/api/dist/server.js` (after `pnpm build`) and waits until it answers; `checkout`:
 * another checkout's build (profile-load.mjs compares two).
 */
export async function startLocalServer(port, checkout = root) {
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["apps/api/dist/server.js"], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_URL: "",
      DATA_DIR: "memory://",
      DEMO_DATA: "true",
      WEB_DIST_DIR: "apps/web/dist",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) {
        return {
          origin,
          stop: async () => {
            server.kill();
            await exited;
          },
        };
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error("the server did not start");
}

/**
 * Signs in through the server's own pages (a loopback server without SMTP shows the sign-in
 * link on the page), as apps/api/bench/lib/sign-in.ts does. Returns the session cookie.
 */
export async function signIn(origin, email) {
  const form = (fields) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  // The form answers with a redirect to "Check your e-mail" at an address of its own.
  const sent = await fetch(`${origin}/api/login/email`, form({ email, returnTo: "/app" }));
  const location = sent.headers.get("location");
  const page = location ? await (await fetch(new URL(location, origin))).text() : await sent.text();
  const link = /href="([^"]+)">Open sign-in link/.exec(page)?.[1]?.replace(/&amp;/g, "&");
  if (!link) throw new Error(`no sign-in link for ${email}`);
  const confirm = await (await fetch(link)).text();
  const token = /name="token" value="([^"]+)"/.exec(confirm)?.[1];
  if (!token) throw new Error("no token on the confirmation page");
  const verified = await fetch(`${origin}/api/login/verify`, form({ token }));
  const cookie = verified.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error(`signing in as ${email} answered ${verified.status}`);
  return cookie;
}
