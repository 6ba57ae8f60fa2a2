import { createDb } from "@tandem/db";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { buildApp } from "../src/build-app.js";
import { testEnv } from "./helpers.js";

describe("sign-in links per client address", () => {
  it("refuses a client more links than SIGN_IN_LINKS_PER_CLIENT in a link's lifetime", async () => {
    const db = createDb({ connectionString: testDatabaseUrl(), max: 2 });
    const app = await buildApp({ db, env: testEnv({ SIGN_IN_LINKS_PER_CLIENT: "2" }) });
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const askForLink = (n: number) =>
      app.inject({
        method: "POST",
        url: "/api/login/email",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `email=${encodeURIComponent(`per-client-${remoteAddress}-${n}@example.test`)}`,
        remoteAddress,
      });
    try {
      // Asked for: answered with a redirect to "Check your e-mail".
      expect(await askForLink(1)).toHaveStatus(303);
      expect(await askForLink(2)).toHaveStatus(303);
      const third = await askForLink(3);
      expect(third).toHaveStatus(429);
      expect(third.body).toContain("Too many sign-in links were asked for.");
      expect(testEnv().SIGN_IN_LINKS_PER_CLIENT).toBe(30);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
