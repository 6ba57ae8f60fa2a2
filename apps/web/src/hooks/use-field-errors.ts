import { useState } from "react";
import { describeError } from "../lib/errors.js";

/**
 * The server's message per field after a failed save (`describeError(e).fields`), for a form
 * to show under each field; editing a field clears its message.
 */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  return {
    errors,
    // Keys of fields this form does not have are never read.
    show: (error: unknown) =>
      setErrors(describeError(error).fields as Partial<Record<Field, string>>),
    clear: (field: Field) =>
      setErrors((current) => {
        if (current[field] === undefined) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      }),
    reset: () => setErrors({}),
  };
}
