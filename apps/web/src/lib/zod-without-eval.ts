// zod compiles a faster parser for object schemas with `new Function` unless told not to,
// and probes for it (a `Function("")` call) when the first object schema is built. The app's
// Content-Security-Policy refuses eval, so in the browser the probe only makes the browser
// log a CSP issue (Lighthouse's "inspector-issues": best practices 96 on Discover). zod reads
// its settings from this global, which `z.config` writes: set here, before any zod code loads,
// it needs no zod in the page's first script. The server keeps zod's compiled parsers.

type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

/** Tells zod, before it loads, to parse without compiling code. */
export function parseZodWithoutEval(): void {
  const global = globalThis as ZodGlobal;
  (global.__zod_globalConfig ??= {}).jitless = true;
}
