import { z } from "zod";
import { Id, IsoDateTime, optionalText, requiredText } from "../common.js";

/**
 * API tokens: how another team's service calls Tandem without a person. Staff create one in
 * the admin panel with a name, scopes and an expiry; its secret is shown once and stored
 * only as its SHA-256. It is sent as `Authorization: Bearer <secret>` over tRPC and REST.
 */

/** Every secret starts with this, so a token is recognised (and never taken for a cookie). */
export const API_TOKEN_PREFIX = "tdm_";

/** The header that carries a token: `Authorization: Bearer tdm_...`. */
export const API_TOKEN_HEADER = "authorization";

/**
 * The fixed list of scopes. A token reaches exactly the procedures whose `meta.scope` is one
 * of its scopes, and nothing else: never a person's own data (profile, chat, matching,
 * account), never a look-up of a person, never the audit log, never tokens themselves.
 */
export const API_TOKEN_SCOPES = [
  "rewards:read",
  "rewards:write",
  "waitlist:read",
  "moderation:read",
  "vouchers:redeem",
  "insights:read",
] as const;
export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, "Not a scope of API tokens.");
export type ApiTokenScope = z.infer<typeof ApiTokenScopeSchema>;

/** What each scope lets a token do, as staff read it when they choose (and in the README). */
export const API_TOKEN_SCOPE_DESCRIPTIONS: Record<ApiTokenScope, string> = {
  "rewards:read": "Read the reward catalogue, inactive rewards included.",
  "rewards:write": "Add rewards and switch them on or off.",
  "waitlist:read": "Read the waitlist: its e-mail addresses and phone numbers.",
  "moderation:read":
    "Read the report queue: who reported whom (e-mail, name) and the chat excerpt of a report.",
  "vouchers:redeem":
    "A partner's till: check and use the vouchers of one brand's rewards, nothing else.",
  "insights:read":
    "Read the Insights figures (aggregates only, small counts hidden); each read is audited.",
};

/** The one scope a partner brand's token has, and the only one bound to a brand (decision 331). */
export const PARTNER_TOKEN_SCOPE = "vouchers:redeem" satisfies ApiTokenScope;

/** The expiries staff choose from, in days. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

/** Calls one token may make per window, shared by every process (429 past it). */
export const API_TOKEN_RATE_LIMIT = { limit: 120, windowSeconds: 60 } as const;

/** A token lists this many of its newest uses in the admin panel. */
export const API_TOKEN_USES_SHOWN = 20;

export const API_TOKEN_ERROR_REASONS = [
  /** The Authorization header is not `Bearer tdm_...`, or no such token exists. */
  "TOKEN_INVALID",
  /** The token's expiry has passed: staff create a new one. */
  "TOKEN_EXPIRED",
  /** Staff revoked the token (or its creator is no longer staff). */
  "TOKEN_REVOKED",
  /** The token is valid but none of its scopes reaches this procedure. */
  "TOKEN_SCOPE_MISSING",
] as const;

export const ApiTokenUseSchema = z.object({
  at: IsoDateTime,
  /** "GET /api/admin/rewards" or "trpc admin.listRewards". */
  request: z.string(),
  status: z.number().int(),
  ip: z.string(),
});
export type ApiTokenUse = z.infer<typeof ApiTokenUseSchema>;

export const ApiTokenSchema = z.object({
  id: Id,
  name: z.string(),
  scopes: z.array(ApiTokenScopeSchema),
  /** The secret's first characters ("tdm_AbC1"), to tell tokens apart; never the secret. */
  prefix: z.string(),
  createdAt: IsoDateTime,
  /** The staff member who created it; null when that account was deleted. */
  createdBy: z.object({ id: Id, email: z.string().nullable() }).nullable(),
  /** The partner brand a `vouchers:redeem` token reaches; null for other tokens. */
  brandName: z.string().nullable(),
  expiresAt: IsoDateTime,
  revokedAt: IsoDateTime.nullable(),
  lastUsedAt: IsoDateTime.nullable(),
  uses: z.number().int(),
  recentUses: z.array(ApiTokenUseSchema),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;
export const ApiTokenListSchema = z.array(ApiTokenSchema);

export const CreateApiTokenInputSchema = z
  .object({
    name: requiredText(80),
    scopes: z
      .array(ApiTokenScopeSchema)
      .min(1, "Choose at least one scope.")
      .max(API_TOKEN_SCOPES.length)
      .refine((scopes) => new Set(scopes).size === scopes.length, "Name each scope once."),
    expiresInDays: z.literal(
      API_TOKEN_EXPIRY_DAYS,
      `Choose an expiry of ${API_TOKEN_EXPIRY_DAYS.join(", ")} days.`,
    ),
    /** Required with `vouchers:redeem` (the reward's brand name), refused without it. */
    brandName: optionalText(80),
  })
  .superRefine((input, ctx) => {
    const partner = input.scopes.includes(PARTNER_TOKEN_SCOPE);
    if (partner && input.scopes.length > 1) {
      ctx.addIssue({
        code: "custom",
        path: ["scopes"],
        message: `A partner's token has the scope ${PARTNER_TOKEN_SCOPE} alone: create another token for the other scopes.`,
      });
    }
    if (partner && !input.brandName) {
      ctx.addIssue({
        code: "custom",
        path: ["brandName"],
        message: "Name the partner brand whose vouchers this token checks, as the rewards name it.",
      });
    }
    if (!partner && input.brandName) {
      ctx.addIssue({
        code: "custom",
        path: ["brandName"],
        message: `Only a token with the scope ${PARTNER_TOKEN_SCOPE} is bound to a brand.`,
      });
    }
  });
export type CreateApiTokenInput = z.input<typeof CreateApiTokenInputSchema>;

/** The answer to creating a token: the only time its secret is ever shown. */
export const CreatedApiTokenSchema = z.object({
  token: ApiTokenSchema,
  /** `tdm_...`: send as `Authorization: Bearer <secret>`. Shown once, stored hashed. */
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

export const ApiTokenIdInputSchema = z.object({ id: Id });
