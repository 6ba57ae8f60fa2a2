import { OkSchema } from "../common.js";
import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import { AccountExportSchema, AccountNoticesSchema, DeleteAccountInputSchema } from "./schemas.js";

export interface AccountHandlers {
  export: Handler<typeof AccountExportSchema>;
  delete: Handler<typeof OkSchema, typeof DeleteAccountInputSchema>;
  notices: Handler<typeof AccountNoticesSchema>;
  dismissNotices: Handler<typeof OkSchema>;
}

export const accountRouter = (h: AccountHandlers) =>
  router({
    export: signedInProcedure
      .meta(get("/api/account/export"))
      .output(AccountExportSchema)
      .query(({ ctx }) => h.export(ctx)),
    delete: signedInProcedure
      .meta(post("/api/account/delete"))
      .input(DeleteAccountInputSchema)
      .output(OkSchema)
      .mutation(({ ctx, input }) => h.delete(ctx, input)),
    notices: signedInProcedure
      .meta(get("/api/account/notices"))
      .output(AccountNoticesSchema)
      .query(({ ctx }) => h.notices(ctx)),
    dismissNotices: signedInProcedure
      .meta(post("/api/account/notices/dismiss"))
      .output(OkSchema)
      .mutation(({ ctx }) => h.dismissNotices(ctx)),
  });
