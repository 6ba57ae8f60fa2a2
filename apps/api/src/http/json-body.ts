import secureJson from "secure-json-parse";
import type { FastifyInstance } from "fastify";
import { httpError } from "./errors.js";

/**
 * The JSON body parser. Clients POST without a body to calls that take none; an empty JSON body
 * is "no input". secure-json-parse, as Fastify's own parser: "__proto__" and
 * "constructor.prototype" keys are refused (prototype poisoning) rather than parsed.
 */
export function registerJsonBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    (_request, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      if (text.trim() === "") return done(null, undefined);
      try {
        done(null, secureJson.parse(text, { protoAction: "error", constructorAction: "error" }));
      } catch (error) {
        const poisoned = error instanceof SyntaxError && /prototype/i.test(error.message);
        done(
          httpError(
            400,
            poisoned
              ? "The request body has a property that is not allowed (__proto__ or constructor)."
              : "The request body is not valid JSON.",
          ),
          undefined,
        );
      }
    },
  );
}
