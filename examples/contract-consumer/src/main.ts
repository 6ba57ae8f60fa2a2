// Another team's service, calling Tandem with an API token (staff create it in the admin
// panel: Admin, tab API). Everything it calls is typed from the packed contract:
//   TANDEM_URL=http://localhost:3000 TANDEM_API_TOKEN=tdm_... npm start
// The token needs the scopes rewards:read, rewards:write and waitlist:read. Give
// TANDEM_SESSION_COOKIE (a person's "tandem_session=...") to also follow that person's live
// events: a token never reaches a person's own data, their events included.
import { strict as assert } from "node:assert";
import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  TRPCClientError,
} from "@trpc/client";
import {
  API_TOKEN_RATE_LIMIT,
  ERROR_STATUS,
  MAX_BATCH_CALLS,
  type ApiError,
  type AppRouter,
  type ErrorReason,
  type LiveEventMessage,
  type Reward,
} from "@tandem/api-contract";
import { EventSource } from "eventsource";
import createClient from "openapi-fetch";
import type { paths } from "./tandem-openapi.js";
import { runTill } from "./till.js";

const baseUrl = process.env.TANDEM_URL ?? "http://localhost:3000";
const token = process.env.TANDEM_API_TOKEN;
if (!token) throw new Error("Set TANDEM_API_TOKEN to a token created in the admin panel.");
const authorization = `Bearer ${token}`;

// ---- tRPC ----------------------------------------------------------------------------------

const tandem = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: `${baseUrl}/trpc`,
      maxItems: MAX_BATCH_CALLS, // the server refuses longer batches
      headers: { authorization },
    }),
  ],
});

/** The contract's error fields of a failed tRPC call (the same as a REST error's body). */
function apiError(error: unknown): { status: number; code: string; reason?: ErrorReason } {
  if (!(error instanceof TRPCClientError)) throw error;
  const { data } = error as TRPCClientError<AppRouter>;
  assert.ok(data, "a tRPC error carries the contract's data");
  return {
    status: data.httpStatus,
    code: data.code,
    ...(data.reason ? { reason: data.reason } : {}),
  };
}

// A query (rewards:read).
const rewards: Reward[] = await tandem.admin.listRewards.query();
console.log(`tRPC query: ${rewards.length} rewards in the catalogue`);

// A mutation (rewards:write), its typed answer, and a second one on the reward it made.
const created = await tandem.admin.createReward.mutate({
  title: "Partner coffee for two",
  description: "Added by the example consumer.",
  pointsCost: 25,
});
const switchedOff = await tandem.admin.setRewardActive.mutate({ id: created.id, isActive: false });
assert.equal(switchedOff.isActive, false);
console.log(`tRPC mutation: reward ${created.id} "${created.title}" created, then switched off`);

// Errors: each has a code (and status) from the contract; some a reason to branch on.
try {
  await tandem.admin.createReward.mutate({ title: "", description: "x", pointsCost: 0 });
  assert.fail("bad input was accepted");
} catch (error) {
  const { status, code } = apiError(error);
  assert.equal(code, "BAD_REQUEST");
  assert.equal(status, ERROR_STATUS.BAD_REQUEST);
  const fields = (error as TRPCClientError<AppRouter>).data?.fields ?? {};
  console.log(`tRPC error: ${status} ${code}, fields ${Object.keys(fields).join(", ")}`);
}
try {
  await tandem.user.me.query(); // a person's own data: never for a token
  assert.fail("a token reached user.me");
} catch (error) {
  const { status, code, reason } = apiError(error);
  assert.equal(status, ERROR_STATUS.FORBIDDEN);
  assert.equal(reason, "TOKEN_SCOPE_MISSING" satisfies ErrorReason);
  console.log(`tRPC error: ${status} ${code} ${reason} (tokens never reach user.me)`);
}
console.log(`(a token may make ${API_TOKEN_RATE_LIMIT.limit} calls a minute)`);

// ---- REST through the OpenAPI document --------------------------------------------------------

// `npm run openapi` generated ./tandem-openapi.d.ts from the server's /api/openapi.json.
const rest = createClient<paths>({ baseUrl, headers: { authorization } });

const listed = await rest.GET("/api/admin/rewards");
assert.equal(listed.response.status, 200);
const restRewards = listed.data ?? [];
assert.ok(restRewards.some((reward) => reward.id === created.id));
console.log(`REST GET /api/admin/rewards: ${restRewards.length} rewards`);

const waitlist = await rest.GET("/api/admin/waitlist");
console.log(`REST GET /api/admin/waitlist: ${waitlist.data?.length ?? 0} entries`);

const turnedOn = await rest.PATCH("/api/admin/rewards/{id}", {
  params: { path: { id: created.id } },
  body: { isActive: true },
});
assert.equal(turnedOn.data?.isActive, true);
console.log(`REST PATCH /api/admin/rewards/${created.id}: active again`);

const refused = await rest.GET("/api/account/export");
const refusal: ApiError | undefined = refused.error;
assert.equal(refused.response.status, 403);
assert.equal(refusal?.reason, "TOKEN_SCOPE_MISSING");
console.log(`REST error: ${refused.response.status} ${refusal?.code}: ${refusal?.message}`);

// ---- the live event stream (a person's session) ---------------------------------------------

const cookie = process.env.TANDEM_SESSION_COOKIE;
if (cookie) {
  const live = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        // Server-sent events; Node before 22 has no global EventSource (the package's is used).
        true: httpSubscriptionLink({
          url: `${baseUrl}/trpc`,
          EventSource,
          eventSourceOptions: {
            fetch: (input, init) => {
              const headers = new Headers(init?.headers);
              headers.set("cookie", cookie);
              return fetch(input, { ...init, headers });
            },
          },
        }),
        false: httpBatchLink({ url: `${baseUrl}/trpc`, headers: { cookie } }),
      }),
    ],
  });
  const first = await new Promise<LiveEventMessage>((resolve, reject) => {
    const subscription = live.events.stream.subscribe(undefined, {
      onData: (message) => {
        subscription.unsubscribe();
        resolve(message);
      },
      onError: reject,
    });
    setTimeout(() => reject(new Error("no live event within 10 s")), 10_000).unref();
  });
  // The first event is `ready`; its id is the cursor to resume from (`lastEventId`).
  assert.equal(first.data.type, "ready");
  console.log(`live events: "${first.data.type}", resume from id ${first.id}`);
} else {
  console.log("live events: skipped (no TANDEM_SESSION_COOKIE)");
}

console.log("contract consumer: all calls typed and answered as the contract says");

// A partner's till (scope vouchers:redeem), given its token and a voucher a person holds.
const partnerToken = process.env.TANDEM_PARTNER_TOKEN;
const voucherCode = process.env.TANDEM_VOUCHER_CODE;
if (partnerToken && voucherCode) await runTill(baseUrl, partnerToken, voucherCode);
