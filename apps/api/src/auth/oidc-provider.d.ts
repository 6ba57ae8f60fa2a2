// oidc-provider ships no types; this covers what the OIDC tests use of it.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface ProviderAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[] | null>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    pkce?: { required?: (...args: unknown[]) => boolean };
    findAccount?: (
      ctx: unknown,
      id: string,
    ) => Promise<ProviderAccount | undefined> | ProviderAccount | undefined;
    clientBasedCORS?: (...args: unknown[]) => boolean;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
