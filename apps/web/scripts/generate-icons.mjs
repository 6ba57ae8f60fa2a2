// Renders public/icons/icon.svg to the PNG icons of the web manifest.
// Run: node scripts/generate-icons.mjs  (needs Chromium; CHROMIUM_PATH overrides /usr/bin/chromium)
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const iconsDir = fileURLToPath(new URL("../public/icons/", import.meta.url));
const svg = await readFile(`${iconsDir}icon.svg`, "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  for (const { size, name, padding } of [
    { size: 192, name: "icon-192.png", padding: 0 },
    { size: 512, name: "icon-512.png", padding: 0 },
    // Maskable: the artwork stays inside the 80% safe zone.
    { size: 512, name: "icon-maskable-512.png", padding: 0.12 },
  ]) {
    await page.setViewportSize({ width: size, height: size });
    const inner = Math.round(size * (1 - padding * 2));
    await page.setContent(
      `<body style="margin:0;background:#fff1f2;display:grid;place-items:center;width:${size}px;height:${size}px">` +
        `<div style="width:${inner}px;height:${inner}px">${svg.replace("<svg ", '<svg width="100%" height="100%" ')}</div></body>`,
    );
    await page.screenshot({ path: `${iconsDir}${name}`, omitBackground: false });
    console.log(`wrote public/icons/${name}`);
  }
} finally {
  await browser.close();
}
