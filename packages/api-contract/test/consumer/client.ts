// What another team writes: a tRPC client typed by AppRouter, and REST calls typed by the
// contract's schemas. Type-checked (never run) by test/pack.test.ts against the packed tarball.
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import {
  ApiErrorSchema,
  ERROR_STATUS,
  POINTS_PER_ANSWER,
  RewardSchema,
  type ApiError,
  type AppRouter,
  type ErrorReason,
  type QuizAnswerResult,
  type RedemptionResult,
  type Reward,
} from "@tandem/api-contract";

const client = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: "http://localhost:3000/trpc" })],
});

export async function redeemFirstReward(): Promise<RedemptionResult | undefined> {
  const rewards: Reward[] = await client.rewards.list.query();
  const first = rewards[0];
  return first ? client.rewards.redeem.mutate({ id: first.id }) : undefined;
}

export function answer(questionId: number, selectedOption: number): Promise<QuizAnswerResult> {
  return client.quiz.answer.mutate({ questionId, selectedOption, pointsEarned: POINTS_PER_ANSWER });
}

/** A tRPC error's `data` carries the same fields as a REST error body, typed by AppRouter. */
export function detailsOf(error: unknown): Omit<ApiError, "message" | "code"> | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const { data } = error as TRPCClientError<AppRouter>;
  const reason: ErrorReason | undefined = data?.reason;
  return { fields: data?.fields, reason, requestId: data?.requestId };
}

export async function listRewardsOverRest(baseUrl: string, cookie: string): Promise<Reward[]> {
  const response = await fetch(`${baseUrl}/api/rewards`, { headers: { cookie } });
  const body: unknown = await response.json();
  if (!response.ok) {
    const error: ApiError = ApiErrorSchema.parse(body);
    const signedOut = response.status === ERROR_STATUS.UNAUTHORIZED;
    throw new Error(signedOut ? "Sign in first." : `${error.message} (${error.code})`);
  }
  return RewardSchema.array().parse(body);
}
