// The response matchers: a failure names what differed and prints the body the server sent.
import { describe, expect, it } from "vitest";

const conflict = {
  status: 409,
  body: { message: "You're already paired.", code: "CONFLICT", reason: "ALREADY_PAIRED" },
};

function failureOf(assertion: () => void): string {
  try {
    assertion();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the assertion passed");
}

describe("toHaveStatus", () => {
  it("passes on the status, and fails with the body in the message", () => {
    expect(conflict).toHaveStatus(409);
    expect(conflict).not.toHaveStatus(200);
    const message = failureOf(() => expect(conflict).toHaveStatus(200));
    expect(message).toContain("expected status 200, got 409");
    expect(message).toContain("You're already paired.");
  });

  it("reads Fastify's inject answer (statusCode, text body) and a fetch Response", () => {
    expect({ statusCode: 201, body: "{}" }).toHaveStatus(201);
    expect(
      failureOf(() => expect({ statusCode: 500, body: "<h1>boom</h1>" }).toHaveStatus(200)),
    ).toContain("<h1>boom</h1>");
    expect(new Response("hidden", { status: 202 })).toHaveStatus(202);
    expect(failureOf(() => expect(new Response("x")).toHaveStatus(201))).toContain("not read");
  });

  it("refuses what is not an answer", () => {
    expect(failureOf(() => expect({ body: {} }).toHaveStatus(200))).toMatch(/numeric status/);
  });

  it("shortens a long body", () => {
    const message = failureOf(() =>
      expect({ status: 500, text: "x".repeat(5000) }).toHaveStatus(200),
    );
    expect(message).toContain("(5000 characters)");
    expect(message.length).toBeLessThan(2500);
  });
});

describe("toFailWith", () => {
  it("passes on status, code and reason", () => {
    expect(conflict).toFailWith(409, "CONFLICT");
    expect(conflict).toFailWith(409, "CONFLICT", "ALREADY_PAIRED");
    expect({ statusCode: 409, body: JSON.stringify(conflict.body) }).toFailWith(409, "CONFLICT");
  });

  it("names each difference and prints the body", () => {
    const reason = failureOf(() => expect(conflict).toFailWith(409, "CONFLICT", "NOT_PAIRED"));
    expect(reason).toContain("reason ALREADY_PAIRED, expected NOT_PAIRED");
    expect(reason).toContain("You're already paired.");
    const status = failureOf(() => expect(conflict).toFailWith(403, "FORBIDDEN"));
    expect(status).toContain("status 409, expected 403; code CONFLICT, expected FORBIDDEN");
  });

  it("fails when the body is not the API's error body", () => {
    const message = failureOf(() =>
      expect({ status: 404, text: "Not Found" }).toFailWith(404, "NOT_FOUND"),
    );
    expect(message).toContain("not the API's error body");
    expect(message).toContain("Not Found");
  });

  it("checks at run time that the status is the code's", () => {
    const mismatched = failureOf(() =>
      // @ts-expect-error 403 is not CONFLICT's status; the type refuses it too.
      expect({ ...conflict, status: 403 }).toFailWith(403, "CONFLICT"),
    );
    expect(mismatched).toContain("CONFLICT is answered with 409, not 403");
  });
});
