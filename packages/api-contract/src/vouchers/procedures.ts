import { adminProcedure, post, router, scoped, type Handler } from "../trpc.js";
import { VoucherCodeInputSchema, VoucherSchema } from "./schemas.js";

/**
 * A partner's till: only a `vouchers:redeem` token reaches these (it stands for the staff
 * member who made it, hence admin procedures; a staff session without a token is refused by
 * the handler), and only for its brand's rewards. Both are POST so a code never sits in a URL.
 */
export interface VouchersHandlers {
  check: Handler<typeof VoucherSchema, typeof VoucherCodeInputSchema>;
  use: Handler<typeof VoucherSchema, typeof VoucherCodeInputSchema>;
}

export const vouchersRouter = (h: VouchersHandlers) =>
  router({
    /** What a code is (valid, used and when, expired); changes nothing. 404 if not the brand's. */
    check: adminProcedure
      .meta(scoped("vouchers:redeem", post("/api/vouchers/check")))
      .input(VoucherCodeInputSchema)
      .output(VoucherSchema)
      .mutation(({ ctx, input }) => h.check(ctx, input)),
    /** Marks a valid code used, exactly once; 409 in words if it was used or has expired. */
    use: adminProcedure
      .meta(scoped("vouchers:redeem", post("/api/vouchers/use")))
      .input(VoucherCodeInputSchema)
      .output(VoucherSchema)
      .mutation(({ ctx, input }) => h.use(ctx, input)),
  });
