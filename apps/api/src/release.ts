import { buildSchema } from "@tandem/db";
import apiPackage from "../package.json" with { type: "json" };

/**
 * What this build is (decision 320): the release version (apps/api's package.json, which
 * changesets bumps together with apps/web's) and the schema its migrations lead to (the last
 * migration's name). Bundled into the build, so a running process reports what it was built
 * from, whatever is on disk later.
 */
export const RELEASE = { version: apiPackage.version, schema: buildSchema() } as const;
