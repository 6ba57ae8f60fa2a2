import type { z } from "zod";

/**
 * What a service receives for a procedure's input: the schema's output, after validation,
 * defaults and transforms (the contract's `Handler` hands over the same type).
 */
export type Parsed<S extends z.ZodType> = z.output<S>;
