// The README's tables are read by teams that never open the sources: each is checked against
// the contract itself, so a procedure, path, status or reason cannot change without it.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { callTRPCProcedure, TRPCError } from "@trpc/server";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import * as contract from "../src/index.js";
import { createAppRouter, restProcedures, type Handlers } from "../src/server.js";
import type { RequestContext } from "../src/context.js";

const readmePath = join(dirname(fileURLToPath(import.meta.url)), "..", "README.md");

/** Handlers that are never reached: the calls below stop at sign-in, role or validation. */
const handlers = new Proxy({} as Handlers, {
  get: () => new Proxy({}, { get: () => () => Promise.reject(new Error("not expected")) }),
});
const router = createAppRouter(handlers);

const context = (viewer: RequestContext["viewer"]): RequestContext => ({
  viewer,
  apiToken: null,
  sessionId: null,
  timeZone: null,
  language: "en",
  idempotencyKey: null,
  clientIp: "127.0.0.1",
  requestId: "readme",
});

async function errorCode(
  name: string,
  type: "query" | "mutation",
  viewer: RequestContext["viewer"],
) {
  try {
    await callTRPCProcedure({
      router,
      path: name,
      type,
      ctx: context(viewer),
      getRawInput: async () => ({}),
      signal: undefined,
      batchIndex: 0,
    });
  } catch (error) {
    return error instanceof TRPCError ? error.code : "UNEXPECTED";
  }
  return "NONE";
}

/** Who may call a procedure, found by calling it signed out, then as a user who is not an admin. */
async function access(name: string, type: "query" | "mutation"): Promise<string> {
  if ((await errorCode(name, type, null)) !== "UNAUTHORIZED") return "public";
  const asUser = await errorCode(name, type, { id: crypto.randomUUID(), role: "user" });
  return asUser === "FORBIDDEN" ? "admin" : "signed in";
}

const schemaNames = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([name]) => name.endsWith("Schema"))
    .map(([name, schema]) => [schema, name]),
);

function schemaName(schema: unknown, procedure: string): string {
  if (schema === undefined) return "—";
  const name = schemaNames.get(schema);
  if (name) return `\`${name}\``;
  if (schema instanceof z.ZodNullable) return `${schemaName(schema.unwrap(), procedure)} or null`;
  throw new Error(`${procedure}: its schema is not exported from the package root`);
}

async function procedureRows(): Promise<string[][]> {
  const rows: string[][] = [];
  for (const { name, type, rest, input, output, scope } of restProcedures(router)) {
    const status = rest.status ? ` → ${rest.status}` : "";
    rows.push([
      `\`${name}\` (${type})`,
      (await access(name, type)) + (scope ? `, token \`${scope}\`` : ""),
      `\`${rest.method} ${rest.path}\`${status}`,
      schemaName(input, name),
      schemaName(output, name),
    ]);
  }
  return rows;
}

/** The rows of the table under `heading`, as trimmed cells (prettier aligns the columns). */
function tableUnder(readme: string, heading: string): string[][] {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "${heading}"`);
  const lines = readme.slice(start + heading.length + 2).split("\n");
  const table = lines.slice(lines.findIndex((line) => line.startsWith("|")));
  const end = table.findIndex((line) => !line.startsWith("|"));
  return table.slice(2, end < 0 ? undefined : end).map((line) =>
    line
      .slice(1, -1)
      .split(" | ")
      .map((cell) => cell.trim()),
  );
}

const readme = () => readFileSync(readmePath, "utf8");

describe("README.md", () => {
  it("lists every procedure with its access, REST path and schemas, in the router's order", async () => {
    const rows = await procedureRows();
    expect(rows.length).toBeGreaterThan(20);
    if (process.env.UPDATE_README) {
      const table = rows.map((cells) => `| ${cells.join(" | ")} |\n`).join("");
      const header = /(\| Procedure .*\n\|[-| ]+\|\n)(\|.*\n)+/;
      writeFileSync(
        readmePath,
        readme().replace(header, (_, head: string) => head + table),
      );
    }
    expect(tableUnder(readme(), "## Procedures")).toEqual(rows);
  });

  it("gives the HTTP status of every error code", () => {
    const rows = tableUnder(readme(), "## Errors").map(([code, status]) => [code, status]);
    expect(rows).toEqual(
      Object.entries(contract.ERROR_STATUS).map(([code, status]) => [
        `\`${code}\``,
        String(status),
      ]),
    );
  });

  it("explains every error reason a client can branch on", () => {
    const rows = tableUnder(readme(), "### Reasons").map(([reason]) => reason);
    expect(rows).toEqual(contract.ERROR_REASONS.map((reason) => `\`${reason}\``));
  });
});
