import { expect, type Page } from "@playwright/test";
import type { Reward } from "@tandem/api-contract";
import {
  ADMIN_EMAIL,
  api,
  cameraJpeg,
  expectToast,
  signedInPage,
  signIn,
  test,
  uniqueEmail,
} from "./support.js";

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
};

const run = Date.now().toString(36).toUpperCase();

async function createReward(page: Page, title: string): Promise<Reward> {
  const created = await api<Reward>(page, "POST", "/api/admin/rewards", {
    title,
    description: "A board of three cheeses",
    pointsCost: 40,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** A couple's member living in `town`. */
async function coupleIn(page: Page, town: string) {
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  expect((await api(page, "POST", "/api/user/location", { location: town })).status).toBe(200);
}

test("staff upload a reward image, edit the reward to one town; only that town's couples see it", async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_EMAIL, "/app/admin");
  const title = `Cheese board ${run}`;
  const everywhere = `Picnic ${run}`;
  await createReward(page, title);
  await createReward(page, everywhere);
  await page.reload();

  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("Shown in every town")).toBeVisible();
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const form = page.getByRole("form", { name: `Edit ${title}` });
  await expect(form.getByLabel(/Title/)).toHaveValue(title);

  // The image goes through the photo pipeline; the preview shows what was stored.
  await form.getByLabel("Upload an image").setInputFiles({
    name: "cheese.jpg",
    mimeType: "image/jpeg",
    buffer: await cameraJpeg(page),
  });
  const preview = form.getByLabel("Preview of the reward image").locator("img");
  await expect(preview).toHaveAttribute("src", /^\/api\/reward-images\/[0-9a-f-]{36}\/large$/);
  await expect(form.getByLabel("Or an image address")).toHaveValue(/^\/api\/reward-images\//);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
  // The town field offers the gazetteer's towns as staff type.
  const city = form.getByLabel(/City/);
  await city.fill("Lyo");
  const towns = page.locator(`datalist[id="${await city.getAttribute("list")}"] option`);
  await expect(towns.first()).toHaveAttribute("value", "Lyon, France");
  await city.fill("Lyon");
  await form.getByLabel(/Description/).fill("A board of three cheeses from the market");
  await form.scrollIntoViewIfNeeded();
  await shot(page, "reward-edit-form");

  // A town the gazetteer does not know is refused under the field.
  await form.getByLabel(/City/).fill("Nowhereville Flats");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText(/No town of that name/)).toBeVisible();
  await form.getByLabel(/City/).fill("Lyon");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Reward saved");

  const saved = page.getByRole("article", { name: title });
  await expect(saved.getByText("Only for couples in Lyon, France")).toBeVisible();
  await expect(saved.getByText("A board of three cheeses from the market")).toBeVisible();
  await expect(saved.locator("img")).toHaveAttribute("src", /^\/api\/reward-images\//);
  await saved.scrollIntoViewIfNeeded();
  await shot(page, "reward-edited-card");

  // A couple in Lyon sees it, with its image; a couple in Porto sees only the other one.
  const lyon = await signedInPage(browser, uniqueEmail("lyon"), "/app");
  await coupleIn(lyon, "Lyon, France");
  await lyon.goto("/app/rewards");
  const seen = lyon.getByRole("article", { name: title });
  await expect(seen).toBeVisible();
  await expect
    .poll(() => seen.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await seen.scrollIntoViewIfNeeded();
  await shot(lyon, "rewards-in-lyon");

  const porto = await signedInPage(browser, uniqueEmail("porto"), "/app");
  await coupleIn(porto, "Porto, Portugal");
  await porto.goto("/app/rewards");
  await expect(porto.getByRole("article", { name: everywhere })).toBeVisible();
  await expect(porto.getByRole("article", { name: title })).toHaveCount(0);
  await shot(porto, "rewards-in-porto");
  await lyon.context().close();
  await porto.context().close();
});
