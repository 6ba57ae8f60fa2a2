import { expect, type Page } from "@playwright/test";
import { expectToast, test, uniqueEmail } from "./support.js";

/** The compressed bytes of every script the page downloads while it loads. */
async function scriptBytes(page: Page, path: string): Promise<{ files: string[]; bytes: number }> {
  const scripts: Promise<number>[] = [];
  const files: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    files.push(new URL(response.url()).pathname);
    scripts.push(
      response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize),
    );
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return { files, bytes: (await Promise.all(scripts)).reduce((a, b) => a + b, 0) };
}

test("the landing page arrives as HTML with its content, compressed and revalidated", async ({
  request,
}) => {
  const response = await request.get("/", { headers: { "accept-encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const html = await response.text();
  for (const text of [
    "Join the Waitlist",
    "Daily Connection",
    "Smart Discovery",
    "Join Waitlist",
  ]) {
    expect(html).toContain(text);
  }
  expect(html).toMatch(/<form[^>]*aria-labelledby/);
  // No inline script (a strict Content-Security-Policy allows only the page's own files); a
  // JSON data block is not run, so the policy does not concern it.
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>/);
  expect(html).not.toMatch(/ style="/);
});

test("the landing page reads without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Tandem" })).toBeVisible();
  await expect(page.getByText("Join the Waitlist")).toBeVisible();
  await expect(page.getByLabel("Email address")).toBeVisible();
  await context.close();
});

test("the landing page ships a few kilobytes of script, and its form works from the keyboard", async ({
  page,
}) => {
  const { files, bytes } = await scriptBytes(page, "/");
  // Goal: at most 60 KB of compressed JavaScript; the page's own script is about 2 KB.
  expect(bytes).toBeLessThan(60 * 1024);
  expect(files.length).toBeGreaterThan(0);
  await expect(page.getByRole("tab", { name: "Email" })).toHaveAttribute("aria-selected", "true");

  // The chosen tab is the list's one Tab stop; the arrow keys move between tabs.
  await page.getByRole("tab", { name: "Email" }).focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tab", { name: "Email" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Phone" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Phone" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Phone number")).toBeVisible();
  await expect(page.getByLabel("Email address")).toBeHidden();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByLabel("Email address")).toBeVisible();

  await page.getByLabel("Email address").fill(uniqueEmail("landing"));
  await page.getByLabel("Email address").press("Enter");
  await expectToast(page, "Welcome to the waitlist!");
  await expect(page.getByRole("status").getByText("You're on the list!")).toBeVisible();
});

test("hashed files are cached for a year and source maps are not served", async ({
  page,
  request,
}) => {
  const { files } = await scriptBytes(page, "/");
  // The page's own script: its small shared chunks (under 512 bytes) are sent uncompressed, and
  // which file answers first varies.
  const entry = files.find((file) => /\/assets\/landing-[^/]+\.js$/.test(file))!;
  expect(entry).toBeDefined();
  const script = await request.get(entry, { headers: { "accept-encoding": "gzip" } });
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(script.headers()["content-encoding"]).toBe("gzip");
  expect(await script.text()).not.toContain("sourceMappingURL");
  expect((await request.get(`${entry}.map`)).status()).toBe(404);
});
