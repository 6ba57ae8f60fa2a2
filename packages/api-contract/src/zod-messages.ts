import { z } from "zod";

const EXPECTED: Record<string, string> = {
  string: "text",
  object: "an object",
  array: "a list",
  int: "a whole number",
};

/** The words for a value not given, on every field that needs one. */
export const REQUIRED_MESSAGE = "Required.";

/** A key a client made up, cut to a length a message can carry. */
export const shortKey = (key: string) => (key.length > 40 ? `${key.slice(0, 40)}…` : key);

/**
 * zod's issues in words a person reads next to a field: zod 4's error map, used for every
 * issue whose schema gives no message of its own. Undefined leaves zod's own words (an
 * issue we have no better sentence for).
 */
export const zodIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null
        ? REQUIRED_MESSAGE
        : `Must be ${EXPECTED[issue.expected] ?? `a ${issue.expected}`}.`;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? REQUIRED_MESSAGE
          : `Use at least ${issue.minimum} characters.`;
      if (issue.origin === "array") return `Choose at least ${issue.minimum}.`;
      return `Must be at least ${issue.minimum}.`;
    case "too_big":
      if (issue.origin === "string") return `Use at most ${issue.maximum} characters.`;
      if (issue.origin === "array") return `Choose at most ${issue.maximum}.`;
      return `Must be at most ${issue.maximum}.`;
    case "invalid_value":
      // A choice not made (a gender, an age group) is missing, like any other value.
      if (issue.input === undefined || issue.input === null) return REQUIRED_MESSAGE;
      return issue.values.length <= 8
        ? `Choose one of: ${issue.values.map(String).join(", ")}.`
        : "This value is not allowed.";
    case "unrecognized_keys":
      return `Not expected here: ${issue.keys.slice(0, 5).map(shortKey).join(", ")}.`;
    case "invalid_format":
      return issue.format === "email"
        ? "Enter a valid e-mail address."
        : "The format is not valid.";
    default:
      return undefined;
  }
};

/**
 * Words zod's issues with `zodIssueMessage` in this process (zod's global configuration):
 * the API's validation errors (`describeZodError`) read them. Building the router calls it.
 */
export function applyZodMessages(): void {
  z.config({ customError: zodIssueMessage });
}
