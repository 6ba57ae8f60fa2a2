import { describe, expect, it } from "vitest";
import { call, useTestApp } from "./helpers.js";

const t = useTestApp();

describe("GET /api/openapi.json", () => {
  it("describes every REST route of the contract with its input and answer schemas", async () => {
    const res = await call(t.app, "GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe("3.1.0");
    const operations = Object.values(doc.paths as Record<string, object>).flatMap((p) =>
      Object.keys(p),
    );
    expect(operations).toHaveLength(28);

    const use = doc.paths["/api/pair/use"].post;
    expect(use.operationId).toBe("pair.use");
    expect(use.requestBody.content["application/json"].schema.required).toEqual(["code"]);
    expect(use.responses["200"].content["application/json"].schema.properties).toHaveProperty(
      "partner",
    );

    const redeem = doc.paths["/api/rewards/{id}/redeem"].post;
    expect(redeem.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
    ]);
    expect(redeem.requestBody).toBeUndefined();

    const history = doc.paths["/api/quiz/history"].get;
    expect(history.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      "before",
      "limit",
    ]);

    expect(doc.paths["/api/admin/rewards"].post.responses).toHaveProperty("201");
  });
});
