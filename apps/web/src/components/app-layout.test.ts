import { describe, expect, it } from "vitest";
import { showsNav } from "./app-layout.js";

describe("showsNav", () => {
  it("hides the bottom navigation in a conversation and before choosing a type", () => {
    expect(showsNav("/app/chat/7")).toBe(false);
    expect(showsNav("/app/chat/7/")).toBe(false);
    expect(showsNav("/app/user-type")).toBe(false);
    expect(showsNav("/app/matches")).toBe(true);
    expect(showsNav("/app/discover")).toBe(true);
    expect(showsNav("/app")).toBe(true);
  });
});
