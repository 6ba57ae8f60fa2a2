import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CreateRewardInputSchema } from "./admin/schemas.js";
import { describeZodError, fieldLabel } from "./errors.js";
import { MatchingProfileInputSchema } from "./matching/schemas.js";
import { SetLocationInputSchema } from "./users/schemas.js";
import { applyZodMessages } from "./zod-messages.js";

// As the router does when it is built.
applyZodMessages();

const describeFailure = (result: { error?: Parameters<typeof describeZodError>[0] }) =>
  describeZodError(result.error!);

describe("validation errors in words a person reads", () => {
  it("labels fields in words, acronyms in capitals", () => {
    expect(fieldLabel("phoneNumber")).toBe("Phone number");
    expect(fieldLabel("imageUrl")).toBe("Image URL");
    expect(fieldLabel("profile.ageGroup")).toBe("Age group");
    expect(fieldLabel("toUserId")).toBe("To user ID");
  });

  it("says what is wrong with a number: too small, not a number, not whole", () => {
    const base = { title: "Spa day", description: "Two hours" };
    expect(describeFailure(CreateRewardInputSchema.safeParse({ ...base, pointsCost: 0 }))).toEqual({
      message: "Points cost: must be at least 1.",
      fields: { pointsCost: "Must be at least 1." },
    });
    expect(
      describeFailure(CreateRewardInputSchema.safeParse({ ...base, pointsCost: "lots" })).fields,
    ).toEqual({ pointsCost: "Must be a number." });
    expect(
      describeFailure(CreateRewardInputSchema.safeParse({ ...base, pointsCost: 1.5 })).fields,
    ).toEqual({ pointsCost: "Must be a whole number." });
  });

  it("names every failing field in one sentence", () => {
    const failure = describeFailure(
      CreateRewardInputSchema.safeParse({ title: "", description: "", pointsCost: 5 }),
    );
    expect(failure.fields).toEqual({ title: "Required.", description: "Required." });
    expect(failure.message).toBe("Please check 2 fields. Title: required. Description: required.");
  });

  it("says 'Required.' for a choice not made, and lists the choices for a wrong one", () => {
    const profile = { nickname: "Sam", ageGroup: "23-27" };
    expect(describeFailure(MatchingProfileInputSchema.safeParse(profile)).fields).toEqual({
      gender: "Required.",
    });
    expect(
      describeFailure(MatchingProfileInputSchema.safeParse({ ...profile, gender: "robot" })).fields,
    ).toEqual({ gender: "Choose one of: male, female, non-binary, prefer-not-to-say." });
  });

  it("explains a union through the branch the caller most likely meant", () => {
    expect(describeFailure(SetLocationInputSchema.safeParse({}))).toEqual({
      message: "Location: required.",
      fields: { location: "Required." },
    });
    expect(
      describeFailure(SetLocationInputSchema.safeParse({ latitude: "north", longitude: 2 })).fields,
    ).toEqual({ latitude: "Must be a number." });
    expect(describeFailure(SetLocationInputSchema.safeParse("Lisbon")).message).toBe(
      "Must be an object.",
    );
  });

  it("never says 'Invalid input' or a field's code name", () => {
    for (const input of [{}, { location: 5 }, { latitude: "x" }, "x", null, [1]]) {
      const { message } = describeFailure(SetLocationInputSchema.safeParse(input));
      expect(message).not.toMatch(/invalid input|latitude|longitude/);
    }
  });

  it("keeps a schema's own words, whatever they look like", () => {
    const Named = z.object({
      code: z.string({ error: "Invalid code: type the 6 characters you were given." }),
    });
    expect(describeFailure(Named.safeParse({})).fields).toEqual({
      code: "Invalid code: type the 6 characters you were given.",
    });
  });

  it("says 'Required.' for a missing or null field, from the input rather than zod's text", () => {
    const Shape = z.object({ name: z.string(), age: z.number() });
    expect(describeFailure(Shape.safeParse({ age: null })).fields).toEqual({
      name: "Required.",
      age: "Required.",
    });
    expect(describeFailure(Shape.safeParse({ name: 5, age: "x" })).fields).toEqual({
      name: "Must be text.",
      age: "Must be a number.",
    });
  });
});
