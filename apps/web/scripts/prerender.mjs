// The landing page's HTML and the app's first paint, written into the built pages from the
// `--ssr` build's prerenderer (dist-server/prerender.js). Run by the app build itself
// (vite.config.ts) before the service worker's file list is made, so the worker stores the
// pages as they are sent.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const escapeText = (text) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * Writes the prerendered landing page in each language (dist/landing.html, landing.es.html:
 * decision 306) and the app's first paint in each language (index.html, index.es.html).
 */
export async function prerenderPages(dist, ssr) {
  const { renderLanding, renderAppShell, APP_SHELL, LOCALES, SOURCE_LOCALE, fileInLocale } =
    await import(pathToFileURL(join(ssr, "prerender.js")).href);
  const source = join(dist, "landing.html");
  const html = readFileSync(source, "utf8");
  if (!html.includes("<!--landing-->")) throw new Error(`${source} has no <!--landing--> slot`);
  // English first: the page of the source language is rendered before any catalogue is loaded.
  for (const locale of [SOURCE_LOCALE, ...LOCALES.filter((l) => l !== SOURCE_LOCALE)]) {
    const { title, page, templates } = await renderLanding(locale);
    writeFileSync(
      join(dist, fileInLocale("landing.html", locale)),
      html
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
        .replace("<!--landing-->", () => page)
        .replace("<!--templates-->", () => templates),
    );
  }
  // The app's first paint, one page per language too (index.html, index.es.html): the server
  // sends the request's, the service worker the device's (decision 348).
  const app = join(dist, "index.html");
  const shell = readFileSync(app, "utf8");
  if (!shell.includes(APP_SHELL[0])) throw new Error(`${app} has no ${APP_SHELL[0]} slot`);
  for (const locale of [SOURCE_LOCALE, ...LOCALES.filter((l) => l !== SOURCE_LOCALE)]) {
    const paint = await renderAppShell(locale);
    writeFileSync(
      join(dist, fileInLocale("index.html", locale)),
      shell
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
        .replace(APP_SHELL[0], () => `${APP_SHELL[0]}${paint}${APP_SHELL[1]}`),
    );
  }
}
