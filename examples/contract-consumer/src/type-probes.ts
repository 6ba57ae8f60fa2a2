// Misuses the compiler must refuse: if a type became `any`, the `@ts-expect-error` above
// it would be unused and `tsc` would fail (TS2578). Never run, only type-checked.
import type { TRPCClient } from "@trpc/client";
import type { AppRouter, ErrorReason, Reward } from "@tandem/api-contract";
import type { Client } from "openapi-fetch";
import type { paths } from "./tandem-openapi.js";

export async function probes(tandem: TRPCClient<AppRouter>, rest: Client<paths>): Promise<void> {
  // @ts-expect-error an id is a number, not text
  await tandem.admin.setRewardActive.mutate({ id: "seven", isActive: true });
  // @ts-expect-error a required field is missing
  await tandem.admin.createReward.mutate({ title: "t", description: "d" });
  // @ts-expect-error a query is not a mutation
  await tandem.admin.listRewards.mutate();
  // @ts-expect-error no such procedure
  await tandem.admin.deleteEverything.query();
  const rewards: Reward[] = await tandem.admin.listRewards.query();
  // @ts-expect-error pointsCost is a number
  rewards[0]?.pointsCost.toUpperCase();
  // @ts-expect-error not a reason of the contract
  const reason: ErrorReason = "TOKEN_FORGOTTEN";
  void reason;
  // @ts-expect-error no such REST path in the OpenAPI document
  await rest.GET("/api/admin/everything");
  const listed = await rest.GET("/api/admin/rewards");
  // @ts-expect-error the answer's items are rewards, with a numeric id
  const id: string | undefined = listed.data?.[0]?.id;
  void id;
}
