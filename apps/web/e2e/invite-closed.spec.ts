import { expect } from "@playwright/test";
import type { PartnerInvite } from "@tandem/api-contract";
import { api, signedInPage, test, uniqueEmail } from "./support.js";

// A replaced invite link (decision 256): whoever opens it is told it no longer works, and not
// whose it was.
test("a replaced invite link says it no longer works and names nobody", async ({ browser }) => {
  const kim = await signedInPage(browser, uniqueEmail("closed-kim"), "/api/health", {
    firstName: "Kimberly",
  });
  const old = await api<PartnerInvite>(kim, "POST", "/api/pair/invite");
  expect(old.status).toBe(200);
  expect((await api(kim, "POST", "/api/pair/invite/new")).status).toBe(200);

  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(old.body.path);
  await expect(
    stranger.getByRole("heading", { name: "This invite link no longer works" }),
  ).toBeVisible();
  await expect(stranger.getByText("Kimberly")).toHaveCount(0);
  await stranger.screenshot({ path: "/work/shots/trust/invite-closed.png" });
  await stranger.context().close();
  await kim.context().close();
});
