// Inlined by the bundler: the built server carries the version it was built with.
import packageJson from "../../../package.json" with { type: "json" };

/** This server's version: apps/api/package.json's "version". */
export function serverVersion(): string {
  return packageJson.version;
}
