import { OkSchema } from "../common.js";
import { post, get, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  AuthUserSchema,
  SetBirthDateInputSchema,
  SetLocationInputSchema,
  SetNameInputSchema,
  SetLanguageInputSchema,
  SetPhoneInputSchema,
  SetUserTypeInputSchema,
} from "./schemas.js";

export interface UserHandlers {
  me: Handler<typeof AuthUserSchema>;
  /** The first name others see (a trimmed 1-40 characters); asked for before anything else. */
  setName: Handler<typeof AuthUserSchema, typeof SetNameInputSchema>;
  /** Takes the account photo away (an upload on ACCOUNT_PHOTO_UPLOAD_PATH sets it). */
  /**
   * The birth date, once (decision 270): 18 or over on the person's own day; under 18 is
   * refused (403 UNDER_AGE) and closes the account to them; a second one is a 409.
   */
  setBirthDate: Handler<typeof AuthUserSchema, typeof SetBirthDateInputSchema>;
  removePhoto: Handler<typeof AuthUserSchema>;
  setPhone: Handler<typeof AuthUserSchema, typeof SetPhoneInputSchema>;
  setLocation: Handler<typeof AuthUserSchema, typeof SetLocationInputSchema>;
  setType: Handler<typeof AuthUserSchema, typeof SetUserTypeInputSchema>;
  /**
   * The language this device shows, told when Language changes in Profile: the account's
   * e-mails follow it, and so do the pushes of the device whose subscription is named.
   */
  setLanguage: Handler<typeof OkSchema, typeof SetLanguageInputSchema>;
  /** Ends every session of the user, on every device, this one included. */
  signOutEverywhere: Handler<typeof OkSchema>;
}

export const userRouter = (h: UserHandlers) =>
  router({
    me: signedInProcedure
      .meta(get("/api/auth/user"))
      .output(AuthUserSchema)
      .query(({ ctx }) => h.me(ctx)),
    setName: signedInProcedure
      .meta(post("/api/user/name"))
      .input(SetNameInputSchema)
      .output(AuthUserSchema)
      .mutation(({ ctx, input }) => h.setName(ctx, input)),
    setBirthDate: signedInProcedure
      .meta(post("/api/user/birth-date"))
      .input(SetBirthDateInputSchema)
      .output(AuthUserSchema)
      .mutation(({ ctx, input }) => h.setBirthDate(ctx, input)),
    removePhoto: signedInProcedure
      .meta(post("/api/user/photo/delete"))
      .output(AuthUserSchema)
      .mutation(({ ctx }) => h.removePhoto(ctx)),
    setPhone: signedInProcedure
      .meta(post("/api/user/phone"))
      .input(SetPhoneInputSchema)
      .output(AuthUserSchema)
      .mutation(({ ctx, input }) => h.setPhone(ctx, input)),
    setLocation: signedInProcedure
      .meta(post("/api/user/location"))
      .input(SetLocationInputSchema)
      .output(AuthUserSchema)
      .mutation(({ ctx, input }) => h.setLocation(ctx, input)),
    setType: signedInProcedure
      .meta(post("/api/user/type"))
      .input(SetUserTypeInputSchema)
      .output(AuthUserSchema)
      .mutation(({ ctx, input }) => h.setType(ctx, input)),
    setLanguage: signedInProcedure
      .meta(post("/api/user/language"))
      .input(SetLanguageInputSchema)
      .output(OkSchema)
      .mutation(({ ctx, input }) => h.setLanguage(ctx, input)),
    signOutEverywhere: signedInProcedure
      .meta(post("/api/user/sign-out-everywhere"))
      .output(OkSchema)
      .mutation(({ ctx }) => h.signOutEverywhere(ctx)),
  });
