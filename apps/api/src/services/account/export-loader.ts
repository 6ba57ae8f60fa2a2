import type { AccountExportPart } from "@tandem/api-contract";
import type { Db } from "@tandem/db";

/** Reads one part of "Download my data" for the person. */
export type Loader = (db: Db, userId: string) => Promise<unknown>;

/** Loaders for some of the contract's parts (export.ts puts them together, all parts present). */
export type Loaders = Partial<Record<AccountExportPart, Loader>>;
