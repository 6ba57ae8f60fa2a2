// A partner's till: with its brand's token (scope vouchers:redeem, bound to the brand), it
// checks the code a customer shows and marks it used, over tRPC; a second use is refused,
// over REST, with the reason the contract names.
import { strict as assert } from "node:assert";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import {
  VoucherCodeInputSchema,
  type ApiError,
  type AppRouter,
  type Voucher,
} from "@tandem/api-contract";
import createClient from "openapi-fetch";
import type { paths } from "./tandem-openapi.js";

export async function runTill(baseUrl: string, partnerToken: string, typedCode: string) {
  const authorization = `Bearer ${partnerToken}`;
  const till = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${baseUrl}/trpc`, headers: { authorization } })],
  });
  // The contract's own check: trimmed, upper-cased, 4 to 40 letters, digits and dashes.
  const { code } = VoucherCodeInputSchema.parse({ code: typedCode });

  const checked: Voucher = await till.vouchers.check.mutate({ code });
  assert.equal(checked.state, "valid");
  console.log(`till: ${code} is valid for "${checked.reward.title}"`);

  const used = await till.vouchers.use.mutate({ code });
  assert.equal(used.state, "used");
  assert.ok(used.usedAt);
  console.log(`till: ${code} used at ${used.usedAt}`);

  const rest = createClient<paths>({ baseUrl, headers: { authorization } });
  const again = await rest.POST("/api/vouchers/use", { body: { code } });
  assert.equal(again.response.status, 409);
  const refusal = again.error as ApiError;
  assert.equal(refusal.reason, "VOUCHER_USED");
  console.log(`till: a second use is refused: ${refusal.message}`);

  // A code the brand never issued: the same 404 as another brand's code.
  try {
    await till.vouchers.check.mutate({ code: "NOT-OURS-0000" });
    assert.fail("an unknown code was accepted");
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const { data } = error as TRPCClientError<AppRouter>;
    assert.equal(data?.reason, "VOUCHER_UNKNOWN");
    console.log(`till: unknown code: ${error.message}`);
  }
}
