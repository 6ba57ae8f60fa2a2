import { describe, expect, it } from "vitest";
import { avatarLetter, displayName } from "./user-avatar.js";

describe("avatarLetter", () => {
  it("uses the first letter of the first name", () => {
    expect(avatarLetter({ firstName: "alex", email: "zed@example.com" })).toBe("A");
  });

  it("falls back to the first letter of the e-mail", () => {
    expect(avatarLetter({ firstName: null, email: "sam@example.com" })).toBe("S");
    expect(avatarLetter({ firstName: "   ", email: "sam@example.com" })).toBe("S");
  });

  it("handles letters outside the basic plane and accents", () => {
    expect(avatarLetter({ firstName: "élodie" })).toBe("É");
    expect(avatarLetter({ firstName: "😀 Joy" })).toBe("😀");
  });

  it("shows a question mark when there is nothing to use", () => {
    expect(avatarLetter({ firstName: null, email: null })).toBe("?");
    expect(avatarLetter(null)).toBe("?");
  });
});

describe("displayName", () => {
  it("prefers the full name, then the e-mail", () => {
    expect(displayName({ firstName: "Alex", lastName: "Demo" })).toBe("Alex Demo");
    expect(displayName({ firstName: "Alex", lastName: null })).toBe("Alex");
    expect(displayName({ email: "sam@example.com" })).toBe("sam@example.com");
  });
});
