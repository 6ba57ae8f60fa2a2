import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helpers.js";

const t = useTestApp();

describe("a page opened at another name of this machine", () => {
  it("is sent to the same path at PUBLIC_URL", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/app/rewards?tab=mine",
      headers: { host: "127.0.0.1:3000", "sec-fetch-mode": "navigate" },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("http://localhost:3000/app/rewards?tab=mine");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("leaves API calls, and pages at PUBLIC_URL's own name, where they are", async () => {
    const api = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { host: "127.0.0.1:3000", "sec-fetch-mode": "cors" },
    });
    expect(api.statusCode).toBe(200);
    const page = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { host: "localhost:3000", accept: "text/html" },
    });
    expect(page.statusCode).toBe(200);
  });
});
