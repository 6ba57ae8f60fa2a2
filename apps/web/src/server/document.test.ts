import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  APP_SHELL,
  serverRenderedDocument,
  PAGE_STATE_SLOT,
  scriptJson,
  SHARED_HEAD,
  SHARED_HEAD_SLOT,
  START_PRELOAD,
} from "./document.js";

const shell =
  `<head>${START_PRELOAD[0]}<link rel="modulepreload" href="/assets/start.js">${START_PRELOAD[1]}</head>` +
  `<body><div id="root">${APP_SHELL[0]}<div>spinner</div>${APP_SHELL[1]}</div>${PAGE_STATE_SLOT}</body>`;

describe("serverRenderedDocument", () => {
  it("puts the page in #root and its data after it, without the shell's preload links", () => {
    const queries = { mutations: [], queries: [] };
    const html = serverRenderedDocument(shell, {
      html: "<p>Home</p>",
      queries,
      liveEventsFrom: "42",
    });
    expect(html).toContain('<div id="root"><p>Home</p></div>');
    expect(html).not.toContain("spinner");
    expect(html).not.toContain("modulepreload");
    const json = /<script type="application\/json" id="page-state">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({ queries, liveEventsFrom: "42" });
  });

  it("keeps data that looks like markup inside the script element", () => {
    const queries = { mutations: [], queries: [], note: "</script><script>alert(1)</script>" };
    const html = serverRenderedDocument(shell, { html: "", queries, liveEventsFrom: "0" });
    expect(html).not.toContain("</script><script>");
    expect(scriptJson({ a: "</script><!--", b: "\u2028\u2029" })).toBe(
      '{"a":"\\u003c/script>\\u003c!--","b":"\\u2028\\u2029"}',
    );
  });

  it("refuses a shell without its slots", () => {
    expect(() =>
      serverRenderedDocument("<div id=root></div>", {
        html: "",
        queries: { mutations: [], queries: [] },
        liveEventsFrom: "0",
      }),
    ).toThrow(/slot/);
  });
});

const webRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

describe("the pages' shared head", () => {
  it.each(["index.html", "landing.html"])(
    "%s takes it from one place and declares only its title",
    (file) => {
      const html = readFileSync(join(webRoot, file), "utf8");
      const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
      expect(head.split(SHARED_HEAD_SLOT)).toHaveLength(2);
      expect(head).not.toMatch(/<meta|<link/);
      expect(head).toMatch(/<title>Tandem[^<]*<\/title>/);
    },
  );

  it("starts with the character set and names the icon, manifest and description", () => {
    expect(SHARED_HEAD.startsWith('<meta charset="UTF-8" />')).toBe(true);
    for (const part of ['rel="icon"', 'rel="manifest"', 'name="description"', 'name="viewport"']) {
      expect(SHARED_HEAD).toContain(part);
    }
  });
});
