import { z, type ZodError } from "zod";
import { shortKey } from "./zod-messages.js";
import { API_TOKEN_ERROR_REASONS } from "./api-tokens/schemas.js";
import { CHAT_ERROR_REASONS } from "./chat/schemas.js";
import { COUPLES_ERROR_REASONS } from "./couples/schemas.js";
import { MATCHING_ERROR_REASONS } from "./matching/schemas.js";
import { MODERATION_ERROR_REASONS } from "./moderation/schemas.js";
import { QUIZ_ERROR_REASONS } from "./quiz/schemas.js";
import { REWARD_ERROR_REASONS } from "./rewards/schemas.js";
import { GOAL_ERROR_REASONS } from "./rewards/goal.js";
import { VOUCHER_ERROR_REASONS } from "./vouchers/schemas.js";
import { WEBHOOK_ERROR_REASONS } from "./webhooks/schemas.js";
import { PUSH_ERROR_REASONS } from "./push/schemas.js";
import { USER_ERROR_REASONS } from "./users/schemas.js";

/** The error codes the API answers with, and the HTTP status of each. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** An idempotency key sent again with a different action or input (decision 140). */
export const IDEMPOTENCY_ERROR_REASONS = ["IDEMPOTENCY_KEY_REUSED"] as const;

/** Why a call failed, for the errors a client branches on (each domain names its own). */
export const ERROR_REASONS = [
  ...IDEMPOTENCY_ERROR_REASONS,
  ...USER_ERROR_REASONS,
  ...COUPLES_ERROR_REASONS,
  ...MATCHING_ERROR_REASONS,
  ...QUIZ_ERROR_REASONS,
  ...MODERATION_ERROR_REASONS,
  ...CHAT_ERROR_REASONS,
  ...API_TOKEN_ERROR_REASONS,
  ...PUSH_ERROR_REASONS,
  ...REWARD_ERROR_REASONS,
  ...GOAL_ERROR_REASONS,
  ...VOUCHER_ERROR_REASONS,
  ...WEBHOOK_ERROR_REASONS,
] as const;
export const ErrorReasonSchema = z.enum(ERROR_REASONS);
export type ErrorReason = z.infer<typeof ErrorReasonSchema>;

/**
 * Every error the API answers, over REST as the JSON body and over tRPC as the error's
 * `message` plus `data`: the same fields either way.
 */
export const ApiErrorSchema = z.object({
  /** A sentence a person can read; never a driver's text or a field's code name. */
  message: z.string(),
  code: z.string(),
  /** For input a person typed: a message per field, by dotted path ("phoneNumber"). */
  fields: z.record(z.string(), z.string()).optional(),
  reason: ErrorReasonSchema.optional(),
  /** Given with unexpected errors, so support can find the request in the logs. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** "phoneNumber" -> "Phone number", "profile.ageGroup" -> "Age group". */
export function fieldLabel(path: string): string {
  const last =
    path
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .pop() || "input";
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .replace(/\b(url|id)\b/g, (acronym) => acronym.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A validation failure as the API reports it: a message per failing field (the first issue
 * of each), and one sentence naming the fields by their labels. The issues' own messages
 * are used as they are: worded by zodIssueMessage (applyZodMessages) or by the schema.
 */
export function describeZodError(error: ZodError): {
  message: string;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  for (const issue of flattenUnions(error.issues)) {
    if (issue.code === "unrecognized_keys") {
      // A client's own key names are echoed shortened and at most five (found by fuzzing).
      for (const key of issue.keys.slice(0, 5))
        fields[[...issue.path, shortKey(key)].join(".")] ??= "Not expected here.";
      continue;
    }
    const path = issue.path.map(String).join(".") || "input";
    fields[path] ??= issue.message;
  }
  return { message: validationSummary(fields), fields };
}

/** The words a validation summary is made of, in one language. */
export interface ValidationWords {
  /** A field's name for a person, from its dotted path. */
  label: (path: string) => string;
  /** The summary's opening when several fields failed. */
  checkFields: (count: number) => string;
}

const ENGLISH_VALIDATION_WORDS: ValidationWords = {
  label: fieldLabel,
  checkFields: (count) => `Please check ${count} fields.`,
};

/**
 * The one sentence of a validation failure: "Label: message" for one field, else "Please
 * check N fields." followed by each field's. A server translating the answer builds it again
 * from the translated fields with its language's words.
 */
export function validationSummary(
  fields: Record<string, string>,
  words: ValidationWords = ENGLISH_VALIDATION_WORDS,
): string {
  const entries = Object.entries(fields);
  const sentence = (path: string, text: string) =>
    path === "input"
      ? text
      : `${words.label(path)}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return entries.length === 1
    ? sentence(...entries[0]!)
    : `${words.checkFields(entries.length)} ${entries.map(([p, t]) => sentence(p, t)).join(" ")}`;
}

type Issue = ZodError["issues"][number];

/** Unrecognised keys in a union's branch mostly mean "the other branch was meant". */
const branchCost = (issues: Issue[]) =>
  issues.reduce((cost, issue) => cost + (issue.code === "unrecognized_keys" ? 3 : 1), 0);

/**
 * A union that matched no branch reports each branch's issues; a person needs those of the
 * branch they most likely meant (the one that failed least), at their full path.
 */
function flattenUnions(issues: Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== "invalid_union" || issue.errors.length === 0) return [issue];
    const closest = issue.errors.reduce((best, branch) =>
      branchCost(branch) < branchCost(best) ? branch : best,
    );
    return flattenUnions(
      closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })),
    );
  });
}

/** The answer to an unexpected failure: nothing of the cause, the request id to quote. */
export const UNEXPECTED_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";
