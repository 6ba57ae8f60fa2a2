// The landing page's HTML and the app's first paint, written into the built pages from the
// `--ssr` build's prerenderer (dist-server/prerender.js). Run by the app build itself
// (vite.config.ts) before the service worker's file list is made, so the worker stores the
// pages as they are sent.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** Writes the prerendered landing page into dist/landing.html and the app's first paint into index.html. */
export async function prerenderPages(dist, ssr) {
  const { renderLanding, renderAppShell, APP_SHELL } = await import(
    pathToFileURL(join(ssr, "prerender.js")).href
  );
  const { page, templates } = renderLanding();
  const file = join(dist, "landing.html");
  const html = readFileSync(file, "utf8");
  if (!html.includes("<!--landing-->")) throw new Error(`${file} has no <!--landing--> slot`);
  writeFileSync(file, html.replace("<!--landing-->", page).replace("<!--templates-->", templates));
  const app = join(dist, "index.html");
  const shell = readFileSync(app, "utf8");
  if (!shell.includes(APP_SHELL[0])) throw new Error(`${app} has no ${APP_SHELL[0]} slot`);
  writeFileSync(
    app,
    shell.replace(APP_SHELL[0], `${APP_SHELL[0]}${renderAppShell()}${APP_SHELL[1]}`),
  );
}
