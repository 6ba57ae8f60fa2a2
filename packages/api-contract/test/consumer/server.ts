// The server entry's types, as a second implementation of the contract would use them.
import {
  conflict,
  restProcedures,
  type AppError,
  type Handlers,
} from "@tandem/api-contract/server";

export const alreadyPaired: AppError = conflict("You're already paired.", "ALREADY_PAIRED");

export type RewardHandlers = Handlers["rewards"];

export const restPaths = (router: Parameters<typeof restProcedures>[0]): string[] =>
  restProcedures(router).map(({ rest }) => `${rest.method} ${rest.path}`);
