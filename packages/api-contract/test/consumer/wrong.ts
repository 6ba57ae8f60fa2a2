// Each marked line misuses the contract; test/pack.test.ts expects exactly these errors.
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { RewardSchema, type AppRouter } from "@tandem/api-contract";

const client = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: "http://localhost:3000/trpc" })],
});

export const count: number = await client.rewards.list.query(); // TS2322
export const gone = await client.rewards.remove.mutate({ id: 1 }); // TS2339
export const cost = RewardSchema.parse({}).pointCost; // TS2551
export const typo = await client.quiz.answer.mutate({ questionId: 1, selectedOption: "2" }); // TS2322
export const seven = await client.rewards.redeem.mutate({ id: "seven" }); // TS2322
export const page = await client.chat.messages.query({ matchId: 1, cursor: "2" }); // TS2322
