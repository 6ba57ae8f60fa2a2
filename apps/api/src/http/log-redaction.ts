import type { FastifyServerOptions } from "fastify";

/**
 * Query parameters that are secrets: sign-in link tokens, OIDC codes and states, and the
 * signatures of reminder unsubscribe links.
 */
const SECRET_PARAMS = /([?&](?:token|code|state|id_token|access_token|session_state|sig)=)[^&#]*/gi;

/**
 * Invite link tokens (decision 256): in the path (`/join/<t>`, `/api/pair/invites/<t>/…`),
 * in a `returnTo` leading to a link's page, and in tRPC's input (`{"token":…}`, encoded or not).
 */
const INVITE_PATH = /(\/(?:join|api\/pair\/invites)\/)[^/?#]+/gi;
const INVITE_RETURN_TO = /([?&]returnTo=[^&#]*?(?:%2Fjoin%2F|\/join\/))[^&#]*/gi;
const TOKEN_INPUT = /((?:%22|")token(?:%22|")(?:%3A|:)(?:%22|"))(?:(?!%22|")[^&#])*/gi;

/** A URL as it may be logged: secret query values and invite tokens replaced by "[redacted]". */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_PARAMS, "$1[redacted]")
    .replace(INVITE_PATH, "$1[redacted]")
    .replace(INVITE_RETURN_TO, "$1[redacted]")
    .replace(TOKEN_INPUT, "$1[redacted]");
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's pino options: Fastify's request serializer, but a sign-in token or an OIDC
 * code in a URL never reaches the logs (decision 007).
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}
