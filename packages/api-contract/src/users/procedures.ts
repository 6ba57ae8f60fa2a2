import { OkSchema } from "../common.js";
import { post, get, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  AuthUserSchema,
  SetLocationInputSchema,
  SetPhoneInputSchema,
  SetUserTypeInputSchema,
} from "./schemas.js";

export interface UserHandlers {
  me: Handler<typeof AuthUserSchema>;
  setPhone: Handler<typeof AuthUserSchema, typeof SetPhoneInputSchema>;
  setLocation: Handler<typeof AuthUserSchema, typeof SetLocationInputSchema>;
  setType: Handler<typeof AuthUserSchema, typeof SetUserTypeInputSchema>;
  /** Ends every session of the user, on every device, this one included (issue 8). */
  signOutEverywhere: Handler<typeof OkSchema>;
}

export const userRouter = (h: UserHandlers) =>
  router({
    me: signedInProcedure
      .meta(get("/api/auth/user"))
      .output(AuthUserSchema)
      .query(({ ctx }) => h.me(ctx)),
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
    signOutEverywhere: signedInProcedure
      .meta(post("/api/user/sign-out-everywhere"))
      .output(OkSchema)
      .mutation(({ ctx }) => h.signOutEverywhere(ctx)),
  });
