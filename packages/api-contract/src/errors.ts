import type { ZodError } from "zod";

/** A validation failure as the API reports it: each failing field named with its message. */
export function describeZodError(error: ZodError): {
  message: string;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "input";
    fields[path] ??= issue.message;
  }
  const detail = Object.entries(fields)
    .map(([path, text]) => `${path}: ${text}`)
    .join("; ");
  return { message: `Invalid input: ${detail}`, fields };
}
