/**
 * What a background job logs with. Fastify's logger (pino) fits it, and the services do not
 * import Fastify: they stay transport-free (decision 180).
 */
export interface Logger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}
