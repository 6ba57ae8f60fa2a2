import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContextOptions, type Page } from "@playwright/test";

/** The smallest tappable size (CSS px), Apple's 44 pt (WCAG 2.5.5's enhanced target size). */
export const MIN_TARGET = 44;

/** The ways a person enlarges the app that every screen must survive (WCAG 1.4.4, 1.4.10). */
export const ENLARGEMENTS = {
  /** 200 % browser zoom on a 390 px phone: a 195 CSS px wide viewport. */
  "zoom 200%": { viewport: { width: 195, height: 422 }, deviceScaleFactor: 4 },
  /** The text at 200 % (the phone's large-text setting): the root font at 200 %. */
  "text 200%": { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
} satisfies Record<string, BrowserContextOptions>;
export type Enlargement = keyof typeof ENLARGEMENTS;

/** Makes the page's root font 200 %, before any of its own styles apply. */
export async function textAt200(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const apply = () => {
      const style = document.createElement("style");
      style.textContent = "html { font-size: 200% !important; }";
      document.head.append(style);
    };
    if (document.head) apply();
    else document.addEventListener("DOMContentLoaded", apply, { once: true });
  });
}

/** Waits until the screen has drawn its content (no skeleton, no pending lazy chunk). */
export async function settled(page: Page): Promise<void> {
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready);
}

export interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** Elements whose right edge passes the viewport's (for the failure message). */
  widest: string[];
}

/**
 * The page's width against the viewport's: a page that reflows has no sideways scroll. On
 * overflow, names the innermost elements whose hiding ends it (for the failure message).
 */
export async function horizontalOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const root = document.documentElement;
    const scrollWidth = root.scrollWidth;
    const widest: string[] = [];
    if (scrollWidth > innerWidth) {
      const culprits = [...document.body.querySelectorAll<HTMLElement>("*")].filter((el) => {
        const before = el.style.display;
        el.style.display = "none";
        const fits = root.scrollWidth <= innerWidth;
        el.style.display = before;
        return fits;
      });
      for (const el of culprits.filter((el) => !culprits.some((c) => c !== el && el.contains(c)))) {
        const text = (el.textContent ?? "").trim().slice(0, 30);
        widest.push(`${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${text}"`);
      }
    }
    return { scrollWidth, innerWidth, widest: widest.slice(0, 4) };
  });
}

/**
 * What is wrong with the tab bar's labels: overlapping or cut ones, a tab without a name, and
 * labels shown (or hidden, icons alone) against `labels` (decision 275).
 */
export async function tabLabelProblems(
  page: Page,
  labels: "shown" | "icons alone",
): Promise<string[]> {
  return page.evaluate((expected) => {
    const problems: string[] = [];
    const links = [...document.querySelectorAll("nav[data-tab-bar] a")];
    const spans = links.map((link) => link.querySelector("[data-tab-label]"));
    const shown = spans.filter(
      (label): label is Element =>
        label !== null &&
        label.getBoundingClientRect().width > 1 &&
        getComputedStyle(label).position !== "absolute",
    );
    const want = expected === "shown" ? links.length : 0;
    if (shown.length !== want) problems.push(`${shown.length} of ${links.length} labels shown`);
    for (const [i, label] of shown.entries()) {
      const box = label.getBoundingClientRect();
      if (label.scrollWidth > Math.ceil(box.width) + 1)
        problems.push(`"${label.textContent}" is cut`);
      const next = shown[i + 1]?.getBoundingClientRect();
      if (next && next.left < box.right - 0.5) {
        problems.push(`"${label.textContent}" overlaps "${shown[i + 1]!.textContent}"`);
      }
    }
    for (const link of links) {
      const name = link.getAttribute("aria-label") ?? link.textContent ?? "";
      if (!name.trim()) problems.push("a tab without a name");
    }
    return problems;
  }, labels);
}

/** Accessibility rule violations axe finds on the page (WCAG 2.x A and AA). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/**
 * Every visible tappable thing smaller than 44 x 44 CSS px: its box, or the box of its
 * hit area (a ::before / ::after that pads it, decision 277). Links inside a sentence are
 * excepted, as WCAG 2.5.8 does: their size is the line's.
 */
export async function smallTargets(page: Page, min = MIN_TARGET): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="switch"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';
    const inSentence = (el: Element) => {
      if (el.tagName !== "A") return false;
      const parent = el.parentElement;
      if (!parent) return false;
      const text = [...parent.childNodes]
        .filter((node) => node !== el && node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      return text.length > 0 && getComputedStyle(el).display === "inline";
    };
    const hitArea = (el: Element) => {
      const box = el.getBoundingClientRect();
      let { left, top, right, bottom } = box;
      for (const pseudo of ["::before", "::after"]) {
        const style = getComputedStyle(el, pseudo);
        if (style.content === "none" || style.position !== "absolute") continue;
        const px = (v: string) => (v.endsWith("px") ? parseFloat(v) : 0);
        left = Math.min(left, box.left + px(style.left));
        top = Math.min(top, box.top + px(style.top));
        right = Math.max(right, box.right - px(style.right));
        bottom = Math.max(bottom, box.bottom - px(style.bottom));
      }
      return { width: right - left, height: bottom - top };
    };
    const offenders: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest("[inert], [aria-hidden='true']")) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
      // An input drawn as a switch or a hidden file picker: its label is what is tapped.
      if (
        el instanceof HTMLInputElement &&
        (style.opacity === "0" || el.classList.contains("sr-only"))
      )
        continue;
      if (el.classList.contains("sr-only") && !el.matches(":focus")) continue;
      if (inSentence(el)) continue;
      const area = hitArea(el);
      if (area.width + 0.5 < min || area.height + 0.5 < min) {
        const name =
          el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 30) ?? el.tagName;
        offenders.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(area.width)}x${Math.round(area.height)}`,
        );
      }
    }
    return offenders;
  }, min);
}

/** The focused element's box against the top of what stays fixed at the bottom (tab bar, actions). */
export async function focusObscured(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const bars = [...document.querySelectorAll("nav[data-tab-bar], [data-deck-actions]")];
    if (bars.some((bar) => bar.contains(focused))) return null;
    const barTop = Math.min(
      ...bars.map((bar) => bar.getBoundingClientRect().top),
      window.innerHeight,
    );
    if (box.bottom <= barTop + 0.5 && box.top >= -0.5) return null;
    // Taller than the room above the bars (a whole tab panel): its start must show.
    if (box.height > barTop && box.top >= -0.5 && box.top < barTop) return null;
    return `"${(focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40)}" ends at ${Math.round(box.bottom)}, the bars start at ${Math.round(barTop)}`;
  });
}

/** Once the screen has stopped loading: axe (every rule) finds nothing; `where` names it. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`),
    where,
  ).toEqual([]);
}

/** A screenshot taker: `<SHOTS_DIR>/<prefix><name>.png` when SHOTS_DIR is set, else nothing. */
export function screenshots(prefix: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.SHOTS_DIR;
  return async (page: Page, name: string): Promise<void> => {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${prefix}${name}.png`, ...options });
  };
}
