import { fieldLabel } from "@tandem/api-contract";
import { loadCopy } from "@tandem/i18n";
import { beforeAll, describe, expect, it } from "vitest";
import { errorCopy } from "../src/http/error-words.js";
import { fieldLabelCopy } from "../src/http/field-labels.js";
import { localizeErrorBody } from "../src/http/localize-error.js";
import { collectMessages, HOLE, type FoundMessage } from "./refusal-messages.js";

/**
 * Messages only a program meets: the HTTP and tRPC plumbing's answers to a malformed request
 * (which the app never sends), words Fastify or tRPC wrote, and the live stream's refusal,
 * which EventSource never shows. `text` null is a message the reader cannot see into.
 */
const NOT_FOR_PEOPLE: { file: string; text?: RegExp | null; why: string }[] = [
  { file: "apps/api/src/http/trpc/plan.ts", why: "tRPC's protocol: a batch's inputs" },
  { file: "apps/api/src/http/trpc/plugin.ts", why: "tRPC's protocol: JSON, the batch cap" },
  { file: "apps/api/src/http/trpc/serve.ts", why: "tRPC's protocol: streams" },
  {
    file: "apps/api/src/services/webhooks/endpoints.ts",
    text: null,
    why: "an endpoint's refusal, chosen by a function: each sentence is listed under webhooks",
  },
  {
    file: "apps/api/src/http/json-body.ts",
    text: /^The request body /,
    why: "a body that is not JSON",
  },
  {
    file: "apps/api/src/http/web-pages.ts",
    text: /^No route for /,
    why: "an API path that does not exist",
  },
  { file: "apps/api/src/app.ts", text: null, why: "Fastify's own words for a bad request" },
  { file: "apps/api/src/http/photo-routes.ts", text: null, why: "Fastify's words for an upload" },
  { file: "apps/api/src/services/events/stream.ts", why: "the live stream's refusal" },
  // The staff's summary of a paste of partner codes: a sentence built from counts, already in
  // the request's language (services/rewards/codes-summary.ts).
  { file: "apps/api/src/services/rewards/codes.ts", text: null, why: "a summary of counts" },
];

const fileOf = (found: FoundMessage) => found.where.replace(/:\d+$/, "");
const excusedBy = (found: FoundMessage) =>
  NOT_FOR_PEOPLE.find(
    ({ file, text }) =>
      fileOf(found) === file &&
      (text === undefined ||
        (text === null ? found.text === null : found.text !== null && text.test(found.text))),
  );

/** The message as a service could throw it: each hole filled with a value. */
const sample = (text: string) => text.replaceAll(HOLE, "Sam");
const shown = (text: string | null) => (text === null ? "(unknown)" : text.replaceAll(HOLE, "…"));

describe("error-words.ts lists the server's messages", () => {
  let found: FoundMessage[] = [];
  beforeAll(async () => {
    found = collectMessages();
    await loadCopy(errorCopy, "es");
  }, 300_000);

  it("reads messages from services, wrappers, routes and the contract's schemas", () => {
    const texts = (file: string) =>
      found.filter((entry) => fileOf(entry) === file).map((entry) => shown(entry.text));
    expect(found.length).toBeGreaterThan(200);
    // A literal, a constant imported from the contract, a template with a name in it.
    expect(texts("apps/api/src/services/rewards/redeem.ts")).toEqual(
      expect.arrayContaining([
        "Reward not found.",
        "Not enough points: this reward costs … points and you have ….",
      ]),
    );
    expect(texts("apps/api/src/services/rewards/issue-voucher.ts")).toContain(
      "Out of stock: every code of this reward has been given out. No points were taken.",
    );
    // Both branches of a conditional; a wrapper's default; a local wrapper of AppError.
    expect(texts("apps/api/src/services/couples/undo.ts")).toContain(
      "This pairing ended when an account was deleted, so it can't be undone.",
    );
    expect(texts("apps/api/src/infra/rate-limit.ts")).toContain(
      "Too many requests. Please wait a few minutes and try again.",
    );
    expect(texts("apps/api/src/services/photos/process.ts")).toContain(
      "This photo has more than 50 megapixels. Choose a smaller one.",
    );
    // The contract: a procedure's guard and a schema's own words.
    expect(texts("packages/api-contract/src/trpc.ts")).toContain("Only admins can do this.");
    expect(texts("packages/api-contract/src/users/schemas.ts")).toContain(
      "Your first name can't be a web address.",
    );
  });

  it("has every message a person may see, in Spanish too", () => {
    const missing = found
      .filter((entry) => !excusedBy(entry))
      .filter((entry) => {
        if (entry.text === null) return true;
        const english = sample(entry.text);
        return localizeErrorBody({ message: english, code: "X" }, "es").message === english;
      })
      .map((entry) => `${entry.where}: ${shown(entry.text)}`);
    expect(missing, "add these to error-words.ts and error-words.es.ts").toEqual([]);
  });

  it("names fields in English as fieldLabel does, so each label is found", () => {
    for (const [name, english] of Object.entries(fieldLabelCopy.english))
      expect(english, name).toBe(fieldLabel(name));
  });

  it("leaves out only messages that are still thrown", () => {
    const stale = NOT_FOR_PEOPLE.filter(
      (excuse) => !found.some((entry) => excusedBy(entry) === excuse),
    );
    expect(stale).toEqual([]);
  });
});
