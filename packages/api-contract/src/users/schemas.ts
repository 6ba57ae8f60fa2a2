import { z } from "zod";
import { Id, PhoneRegionSchema } from "../common.js";
import { UserRoleSchema, UserTypeSchema } from "../enums.js";

export const AuthUserSchema = z.object({
  id: Id,
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  location: z.string().nullable(),
  points: z.number().int(),
  coupleId: Id.nullable(),
  userType: UserTypeSchema.nullable(),
  role: UserRoleSchema,
  timeZone: z.string(),
  hasMatchingProfile: z.boolean(),
  hasDiscoveryTags: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const SetPhoneInputSchema = z.object({
  phoneNumber: z.string().trim().min(1, "Enter a phone number.").max(32),
  region: PhoneRegionSchema,
});
export type SetPhoneInput = z.infer<typeof SetPhoneInputSchema>;

/** Either a typed place, or coordinates the server turns into the nearest city. */
export const SetLocationInputSchema = z.union([
  z.object({ location: z.string().trim().min(1, "Enter a city or area.").max(80) }).strict(),
  z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .strict(),
]);
export type SetLocationInput = z.infer<typeof SetLocationInputSchema>;

export const SetUserTypeInputSchema = z.object({ userType: UserTypeSchema });
export type SetUserTypeInput = z.infer<typeof SetUserTypeInputSchema>;
