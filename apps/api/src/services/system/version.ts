import { readFileSync } from "node:fs";

let version: string | undefined;

/** This server's version: apps/api/package.json's "version", read once. */
export function serverVersion(): string {
  version ??= (
    JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
      version: string;
    }
  ).version;
  return version;
}
