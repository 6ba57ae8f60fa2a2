// The app build takes React Router's production files instead of the development build its
// package exports (docs/upgrading.md): they must still be there, exporting the same names.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const fromDom = createRequire(createRequire(import.meta.url).resolve("react-router-dom"));
const development = dirname(fromDom.resolve("react-router"));
const production = join(development, "..", "production");

describe("React Router's production build", () => {
  it.each([
    ["react-router", "index.mjs"],
    ["react-router/dom", "dom-export.mjs"],
  ])("%s: %s exports what the package's own entry exports", async (entry, file) => {
    const own = (await import(pathToFileURL(fromDom.resolve(entry)).href)) as object;
    const built = (await import(pathToFileURL(join(production, file)).href)) as object;
    expect(Object.keys(built).sort()).toEqual(Object.keys(own).sort());
  });
});
