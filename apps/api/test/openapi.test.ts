import contractPackage from "@tandem/api-contract/package.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import { call, useTestApp } from "./helpers.js";

const t = useTestApp();

/** The parts of an OpenAPI 3.1 document this test reads. */
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, { content: Record<string, { schema: { properties?: object } }> }>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

describe("GET /api/openapi.json", () => {
  it("describes every REST route of the contract with its input and answer schemas", async () => {
    const res = await call<OpenApiDocument>(t.app, "GET", "/api/openapi.json");
    expect(res).toHaveStatus(200);
    const doc = res.body;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe(contractPackage.version);
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(115);

    const use = doc.paths["/api/pair/use"]?.post;
    expect(use?.operationId).toBe("pair.use");
    expect(use?.requestBody?.content["application/json"]?.schema.required).toEqual(["code"]);
    expect(use?.responses["200"]?.content["application/json"]?.schema.properties).toHaveProperty(
      "partner",
    );

    const redeem = doc.paths["/api/rewards/{id}/redeem"]?.post;
    expect(redeem?.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
    ]);
    expect(redeem).toBeDefined();
    expect(redeem?.requestBody).toBeUndefined();

    const history = doc.paths["/api/quiz/history"]?.get;
    expect(history?.parameters?.map((p) => p.name).sort()).toEqual(["before", "limit"]);

    expect(doc.paths["/api/admin/rewards"]?.post?.responses).toHaveProperty("201");

    // Every reference resolves inside the document (generators such as openapi-typescript
    // refuse a document with one that does not), and none is circular.
    expect(res.text).not.toContain("$defs");
    const refs = [...res.text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref.startsWith("#/"), ref).toBe(true);
      const target = ref
        .slice(2)
        .split("/")
        .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeTypeOf("object");
    }
    // API tokens: named on the operations their scopes reach, and on no other.
    const scoped = Object.values(doc.paths)
      .flatMap((p) => Object.values(p))
      .filter((op) => JSON.stringify(op.security ?? []).includes("apiToken"))
      .map((op) => [op.operationId, op.security?.[1]?.apiToken]);
    expect(scoped).toEqual([
      ["admin.listRewards", ["rewards:read"]],
      ["admin.createReward", ["rewards:write"]],
      ["admin.setRewardActive", ["rewards:write"]],
      ["admin.updateReward", ["rewards:write"]],
      ["admin.addRewardCodes", ["rewards:write"]],
      ["moderation.reports", ["moderation:read"]],
      ["moderation.waitlist", ["waitlist:read"]],
      ["moderation.waitlistCsv", ["waitlist:read"]],
      ["vouchers.check", ["vouchers:redeem"]],
      ["vouchers.use", ["vouchers:redeem"]],
      ["insights.overview", ["insights:read"]],
    ]);
  });
});
