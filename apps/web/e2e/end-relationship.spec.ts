import { expect } from "@playwright/test";
import type { PairCode } from "@tandem/api-contract";
import { api, expectToast, signedInPage, test, uniqueEmail } from "./support.js";

test("ending a relationship from the profile returns both partners to 'Not paired yet'", async ({
  browser,
}) => {
  const a = await signedInPage(browser, uniqueEmail("end-a"));
  const b = await signedInPage(browser, uniqueEmail("end-b"));
  const generated = await api<PairCode>(a, "POST", "/api/pair/generate");
  expect(generated.status).toBe(200);
  expect((await api(b, "POST", "/api/pair/use", { code: generated.body.code })).status).toBe(200);

  await b.goto("/app");
  await expect(b.getByText("Paired with")).toBeVisible();

  await a.goto("/app/profile");
  await expect(a.getByText("Paired with Partner")).toBeVisible();
  await a.getByRole("button", { name: "End Relationship" }).click();
  const dialog = a.getByRole("dialog");
  // The partner is told, and it can be undone (decision 237; the undo has its own journey).
  await expect(dialog.getByText(/ is told that you ended it\.$/)).toBeVisible();

  // Cancel keeps the couple.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(a.getByText("Paired with Partner")).toBeVisible();

  await a.getByRole("button", { name: "End Relationship" }).click();
  // The page reloads a second after ending (the spec's delay): wait for it before moving on.
  const reloaded = a.waitForEvent("load");
  await a.getByRole("dialog").getByRole("button", { name: "End Relationship" }).click();
  await expectToast(a, "Relationship Ended");
  await reloaded;
  await expect(a.getByText("Paired with Partner")).toBeHidden();

  await a.goto("/app");
  await expect(a.getByText("Not paired yet")).toBeVisible();
  await b.reload();
  await expect(b.getByText("Not paired yet")).toBeVisible();
  await expect(b.getByRole("button", { name: "Pair Now" })).toBeVisible();
});
