import { createHash } from "node:crypto";
import type { AuthUser } from "@tandem/api-contract";
import { RATE_LIMITS, SIGN_IN_CODE_TRIES } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, PUBLIC_URL, uniqueEmail, useTestApp, type TestContext } from "../../test/helpers.js";
import { hashToken } from "./tokens.js";

// A client address of this file's own and room for many links: other files' sign-ins are
// not limited by these (the per-client limit has its own test file).
const OWN_CLIENT = "192.0.2.65";
const ctx = useTestApp({ SIGN_IN_LINKS_PER_CLIENT: "1000" });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };

type Injected = Awaited<ReturnType<TestContext["app"]["inject"]>>;

function cookieOf(response: Injected, name: string): string | undefined {
  const raw = response.headers["set-cookie"];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return all.find((c) => c.startsWith(`${name}=`));
}

/** One browser asking for a sign-in e-mail: its cookie, and the link and code the page shows. */
interface Asked {
  email: string;
  /** The browser's "I asked" cookie, as a Cookie header. */
  cookie: string;
  code: string;
  linkPath: string;
  token: string;
  page: Injected;
}

async function ask(email: string, returnTo = "/app/quiz"): Promise<Asked> {
  const posted = await ctx.app.inject({
    method: "POST",
    url: "/api/login/email",
    remoteAddress: OWN_CLIENT,
    headers: FORM,
    payload: form({ email, returnTo }),
  });
  expect(posted).toHaveStatus(303);
  const setCookie = cookieOf(posted, "tandem_sign_in_asked");
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  expect(setCookie).toMatch(/Path=\/api\/login(;|$)/);
  expect(setCookie).toMatch(/Max-Age=900/);
  const cookie = setCookie!.split(";")[0]!;
  const page = await ctx.app.inject({ method: "GET", url: String(posted.headers.location) });
  expect(page).toHaveStatus(200);
  const code = /data-dev-code>(\d+)</.exec(page.body)?.[1];
  const link = /href="[^"]*(\/api\/login\/verify\?token=([\w-]+))"/.exec(page.body);
  if (!code || !link) throw new Error(`no code or link on the page:\n${page.body}`);
  return { email, cookie, code, linkPath: link[1]!, token: link[2]!, page };
}

function typeCode(
  asked: Pick<Asked, "email">,
  code: string,
  cookie?: string,
  extraHeaders: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/login/code",
    headers: { ...FORM, ...(cookie ? { cookie } : {}), ...extraHeaders },
    payload: form({ code, to: asked.email, returnTo: "/app/ignored" }),
  });
}

const rowOf = (asked: Asked) =>
  ctx.db
    .selectFrom("signInTokens")
    .selectAll()
    .where("tokenHash", "=", hashToken(asked.token))
    .executeTakeFirstOrThrow();

const accountsOf = async (email: string) =>
  (await ctx.db.selectFrom("users").select("id").where("email", "=", email).execute()).length;

/** A code that is not this request's. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** Nothing signed in and nothing made: no session cookie, no account. */
async function expectNothingChanged(response: Injected, email: string) {
  expect(cookieOf(response, "tandem_session")).toBeUndefined();
  expect(await accountsOf(email)).toBe(0);
}

describe("sign-in by the code in the e-mail", () => {
  it("signs in the browser that asked, and uses the link up with it", async () => {
    const asked = await ask(uniqueEmail("code"));
    expect(asked.code).toMatch(/^\d{6}$/);
    expect(asked.page.body).toContain('autocomplete="one-time-code"');
    expect(asked.page.body).toContain('inputmode="numeric"');
    expect(asked.page.body).toContain('<form method="post" action="/api/login/code"');

    // Typed as a person may copy it, with a space in the middle.
    const typed = `${asked.code.slice(0, 3)} ${asked.code.slice(3)}`;
    const signedIn = await typeCode(asked, typed, asked.cookie);
    expect(signedIn).toHaveStatus(302);
    expect(signedIn.headers.location).toBe("/app/quiz"); // the request's, not the form's
    expect(cookieOf(signedIn, "tandem_sign_in_asked")).toMatch(/^tandem_sign_in_asked=;/);
    const session = cookieOf(signedIn, "tandem_session")!.split(";")[0]!;
    const me = await call<AuthUser>(ctx.app, "GET", "/api/auth/user", {
      headers: { cookie: session },
    });
    expect(me).toHaveStatus(200);
    expect(me.body.email).toBe(asked.email);

    const row = await rowOf(asked);
    expect(row.usedAt).not.toBeNull();
    expect(row.codeTries).toBe(0);
    // The link of the same e-mail no longer signs in.
    const link = await ctx.app.inject({ method: "GET", url: asked.linkPath });
    expect(link).toHaveStatus(400);
    expect(link.body).toContain("This sign-in link is invalid or has expired.");
  });

  it("stores the code only hashed, salted with the asking browser's secret", async () => {
    const asked = await ask(uniqueEmail("stored"));
    const row = await rowOf(asked);
    const secret = asked.cookie.slice("tandem_sign_in_asked=".length);
    const sha = (text: string) => createHash("sha256").update(text).digest("hex");
    expect(row.browserHash).toBe(sha(secret));
    expect(row.codeHash).toBe(sha(`${secret}:${asked.code}`));
    expect(JSON.stringify(row)).not.toContain(asked.code);
    expect(row.codeHash).not.toBe(sha(asked.code));
    expect(row.codeTries).toBe(0);
  });

  it("refuses the code once the link was used (another device), in words", async () => {
    const asked = await ask(uniqueEmail("link-first"));
    const page = await ctx.app.inject({ method: "GET", url: asked.linkPath });
    expect(page).toHaveStatus(200);
    const linkUsed = await ctx.app.inject({
      method: "POST",
      url: "/api/login/verify",
      headers: FORM,
      payload: form({ token: asked.token }),
    });
    expect(linkUsed).toHaveStatus(302);

    const refused = await typeCode(asked, asked.code, asked.cookie);
    expect(refused).toHaveStatus(400);
    expect(refused.body).toContain("This code has been used");
    expect(refused.body).toContain(
      "If you opened the link on another device, you&#39;re signed in there.",
    );
    expect(refused.body).toContain("Ask for a new e-mail");
    expect(cookieOf(refused, "tandem_session")).toBeUndefined();
  });

  it("works only in the browser that asked: another one is told what to do", async () => {
    const email = uniqueEmail("elsewhere");
    const asked = await ask(email);
    for (const cookie of [undefined, "tandem_sign_in_asked=not-a-secret-of-any-request"]) {
      const refused = await typeCode(asked, asked.code, cookie);
      expect(refused).toHaveStatus(400);
      expect(refused.body).toContain("Type the code where you asked for it");
      expect(refused.body).toContain("open the link in the e-mail, which works on any device");
      expect(refused.body).toContain(
        `href="/api/login?returnTo=%2Fapp%2Fignored&amp;email=${encodeURIComponent(email)}"`,
      );
      await expectNothingChanged(refused, email);
    }
    expect((await rowOf(asked)).codeTries).toBe(0);

    // A second browser that asked for its own e-mail: the first e-mail's code is not its code.
    const second = await ask(email);
    const crossed = await typeCode(second, asked.code, second.cookie);
    expect(crossed).toHaveStatus(400);
    expect(crossed.body).toContain("That code is not right.");
    await expectNothingChanged(crossed, email);
    // Both requests stay usable where they were asked for.
    expect(await typeCode(asked, asked.code, asked.cookie)).toHaveStatus(302);
    expect(await typeCode(second, second.code, second.cookie)).toHaveStatus(302);
  });

  it("says how many tries are left after a wrong code, and changes nothing else", async () => {
    const email = uniqueEmail("wrong");
    const asked = await ask(email);
    const refused = await typeCode(asked, wrongCode(asked.code), asked.cookie);
    expect(refused).toHaveStatus(400);
    expect(refused.body).toContain(
      "That code is not right. Check it against the newest e-mail and try again (4 tries left).",
    );
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain('name="code"'); // the form again, to try once more
    await expectNothingChanged(refused, email);
    const row = await rowOf(asked);
    expect(row.codeTries).toBe(1);
    expect(row.usedAt).toBeNull();
    expect(await typeCode(asked, asked.code, asked.cookie)).toHaveStatus(302);
    // The right code gave its try back.
    expect((await rowOf(asked)).codeTries).toBe(1);
  });

  it(`kills the request, link too, after ${SIGN_IN_CODE_TRIES} wrong codes`, async () => {
    const email = uniqueEmail("tries");
    const asked = await ask(email);
    const left: string[] = [];
    for (let i = 0; i < SIGN_IN_CODE_TRIES; i++) {
      const refused = await typeCode(asked, wrongCode(asked.code), asked.cookie);
      expect(refused).toHaveStatus(400);
      left.push(/\((\d+ tr[a-z]+ left)\)/.exec(refused.body)?.[1] ?? "none");
      if (i === SIGN_IN_CODE_TRIES - 1) {
        expect(refused.body).toContain("Too many wrong codes");
        expect(refused.body).toContain("this sign-in has stopped working, its link too");
      }
    }
    expect(left).toEqual(["4 tries left", "3 tries left", "2 tries left", "1 try left", "none"]);
    const right = await typeCode(asked, asked.code, asked.cookie);
    expect(right).toHaveStatus(400);
    expect(right.body).toContain("Too many wrong codes");
    await expectNothingChanged(right, email);
    expect((await rowOf(asked)).codeTries).toBe(SIGN_IN_CODE_TRIES);
    const link = await ctx.app.inject({ method: "GET", url: asked.linkPath });
    expect(link).toHaveStatus(400);
  });

  it(`takes no more than ${SIGN_IN_CODE_TRIES} wrong codes sent at once`, async () => {
    const email = uniqueEmail("parallel");
    const asked = await ask(email);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(asked.code) + 1 + i) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(guesses.map((g) => typeCode(asked, g, asked.cookie)));
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    const told = answers.map((a) =>
      a.body.includes("Too many wrong codes") ? "dead" : /\((\d) tr/.exec(a.body)?.[1],
    );
    // Each of the first four heard a different count; every other one was refused.
    expect(told.filter((t) => t !== "dead").sort()).toEqual(["1", "2", "3", "4"]);
    expect(told.filter((t) => t === "dead")).toHaveLength(guesses.length - 4);
    expect((await rowOf(asked)).codeTries).toBe(SIGN_IN_CODE_TRIES);
    await expectNothingChanged(answers[0]!, email);
    expect(await typeCode(asked, asked.code, asked.cookie)).toHaveStatus(400);
  });

  it("refuses an expired code in words", async () => {
    const email = uniqueEmail("expired");
    const asked = await ask(email);
    await ctx.db
      .updateTable("signInTokens")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("tokenHash", "=", hashToken(asked.token))
      .execute();
    const refused = await typeCode(asked, asked.code, asked.cookie);
    expect(refused).toHaveStatus(400);
    expect(refused.body).toContain("This code has expired");
    expect(refused.body).toContain("Codes and links work for 15 minutes. Ask for a new e-mail.");
    await expectNothingChanged(refused, email);
    expect((await rowOf(asked)).codeTries).toBe(0);
  });

  it.each([
    ["empty", ""],
    ["too short", "12345"],
    ["too long", "1234567"],
    ["not digits", "12345a"],
  ])("asks again for a code that is %s, counting no try", async (_label, code) => {
    const email = uniqueEmail("format");
    const asked = await ask(email);
    const refused = await typeCode(asked, code, asked.cookie);
    expect(refused).toHaveStatus(400);
    expect(refused.body).toContain("Enter the 6-digit code from the e-mail.");
    expect(refused.body).toContain("Check your e-mail");
    await expectNothingChanged(refused, email);
    expect((await rowOf(asked)).codeTries).toBe(0);
  });

  it("tells someone who signed in by the code that it did its job (Back)", async () => {
    const asked = await ask(uniqueEmail("back"));
    const signedIn = await typeCode(asked, asked.code, asked.cookie);
    const session = cookieOf(signedIn, "tandem_session")!.split(";")[0]!;
    const cookie = `${asked.cookie}; ${session}`;
    const again = await typeCode(asked, asked.code, cookie);
    expect(again).toHaveStatus(200);
    expect(again.body).toContain("<h1>You&#39;re signed in</h1>");
    expect(again.body).toContain("This sign-in code has done its job");
    expect(cookieOf(again, "tandem_session")).toBeUndefined();
    const page = await ctx.app.inject({
      method: "GET",
      url: `/api/login/email?to=${encodeURIComponent(asked.email)}&returnTo=/app/quiz`,
      headers: { cookie: session },
    });
    expect(page).toHaveStatus(200);
    expect(page.body).toContain('<a class="btn btn-primary" href="/app/quiz">Continue</a>');
  });

  it("changes the address with the old one filled in, saying what asking again does", async () => {
    const asked = await ask(uniqueEmail("change"));
    const href = /href="([^"]+)">Wrong address\? Change it</.exec(asked.page.body)?.[1];
    expect(href).toBeDefined();
    const page = await ctx.app.inject({ method: "GET", url: href!.replaceAll("&amp;", "&") });
    expect(page).toHaveStatus(200);
    expect(page.body).toContain(`value="${asked.email}"`);
    expect(page.body).toContain('<input type="hidden" name="returnTo" value="/app/quiz">');
    const note =
      "Asking again? A new e-mail has a new code: the code in an earlier one then stops working on this device.";
    expect(page.body).toContain(note);
    // Back from "Check your e-mail" (the page without the address): the cookie says it.
    const back = await ctx.app.inject({
      method: "GET",
      url: "/api/login?returnTo=/app/quiz",
      headers: { cookie: asked.cookie },
    });
    expect(back.body).toContain(note);
    const fresh = await ctx.app.inject({ method: "GET", url: "/api/login?returnTo=/app/quiz" });
    expect(fresh.body).not.toContain(note);
    // And so it does: the browser asks again, and only the new code works here.
    const newer = await ask(asked.email);
    const old = await typeCode(asked, asked.code, newer.cookie);
    expect(old).toHaveStatus(400);
    expect(old.body).toContain("Check it against the newest e-mail");
    expect(await typeCode(newer, newer.code, newer.cookie)).toHaveStatus(302);
  });

  it(`limits the codes typed for one address to ${RATE_LIMITS.signInCodesPerAddress.limit} a day`, async () => {
    const email = uniqueEmail("address-limit");
    const limit = RATE_LIMITS.signInCodesPerAddress.limit;
    let typed = 0;
    let asked = await ask(email);
    while (typed < limit) {
      if ((await rowOf(asked)).codeTries === SIGN_IN_CODE_TRIES - 1) {
        // Keep each request alive (its last try unspent) and ask anew, as a guesser would.
        asked = await ask(email);
      }
      expect(await typeCode(asked, wrongCode(asked.code), asked.cookie)).toHaveStatus(400);
      typed++;
    }
    const before = await rowOf(asked);
    const refused = await typeCode(asked, asked.code, asked.cookie);
    expect(refused).toHaveStatus(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    expect(refused.body).toContain(
      "Too many codes were typed for this address. Open the link in the e-mail instead",
    );
    await expectNothingChanged(refused, email);
    expect((await rowOf(asked)).codeTries).toBe(before.codeTries);
    // The link still works: the limit is on guessing, not on the person.
    const confirmed = await ctx.app.inject({
      method: "POST",
      url: "/api/login/verify",
      headers: FORM,
      payload: form({ token: asked.token }),
    });
    expect(confirmed).toHaveStatus(302);
  });

  it("refuses a code posted from another site", async () => {
    const email = uniqueEmail("csrf");
    const asked = await ask(email);
    const forged = await typeCode(asked, asked.code, asked.cookie, {
      origin: "https://evil.example",
    });
    expect(forged).toHaveStatus(403);
    await expectNothingChanged(forged, email);
    expect((await rowOf(asked)).usedAt).toBeNull();
    const same = await typeCode(asked, asked.code, asked.cookie, { origin: PUBLIC_URL });
    expect(same).toHaveStatus(302);
  });

  it("sends a form without an address back to the sign-in page", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/login/code",
      headers: FORM,
      payload: form({ code: "123456", returnTo: "/app/quiz" }),
    });
    expect(response).toHaveStatus(303);
    expect(response.headers.location).toBe("/api/login?returnTo=%2Fapp%2Fquiz");
  });
});
