import { describe, expect, it } from "vitest";
import { CreateRewardInputSchema } from "./admin/schemas.js";
import { describeZodError, fieldLabel } from "./errors.js";
import { SetLocationInputSchema } from "./users/schemas.js";

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
});
