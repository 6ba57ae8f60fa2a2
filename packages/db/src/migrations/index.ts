import type { Migration } from "kysely";
import * as initial from "./2026_11_21_2340_initial.js";

/** Every migration, by name. Listed statically so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  "2026_11_21_2340_initial": initial,
};
