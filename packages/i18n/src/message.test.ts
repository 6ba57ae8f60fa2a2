import { describe, expect, it } from "vitest";
import { formatMessage, messageArguments } from "./message.js";

describe("formatMessage", () => {
  it("leaves a message without arguments as written", () => {
    expect(formatMessage("en", "You're on the list!")).toBe("You're on the list!");
  });

  it("puts values in", () => {
    expect(formatMessage("en", "Paired with {name}", { name: "Sam" })).toBe("Paired with Sam");
  });

  it("chooses plurals by the language's rules, # as a number in its style", () => {
    const en = "{count, plural, one {# point} other {# points}}";
    expect(formatMessage("en", en, { count: 1 })).toBe("1 point");
    expect(formatMessage("en", en, { count: 1200 })).toBe("1,200 points");
    const es = "{count, plural, one {# punto} other {# puntos}}";
    expect(formatMessage("es", es, { count: 1 })).toBe("1 punto");
    expect(formatMessage("es", es, { count: 12000 })).toBe("12.000 puntos");
  });

  it("prefers an exact =n option", () => {
    const message = "{n, plural, =0 {No one yet} one {# person} other {# people}}";
    expect(formatMessage("en", message, { n: 0 })).toBe("No one yet");
    expect(formatMessage("en", message, { n: 2 })).toBe("2 people");
  });

  it("selects, nested in a plural, falling back to other", () => {
    const message = "{mode, select, single {Use the app as a couple} other {Use it as a single}}";
    expect(formatMessage("en", message, { mode: "single" })).toBe("Use the app as a couple");
    expect(formatMessage("en", message, { mode: "couple" })).toBe("Use it as a single");
    const nested = "{n, plural, one {{name} has # point} other {{name} has # points}}";
    expect(formatMessage("en", nested, { n: 3, name: "Ana" })).toBe("Ana has 3 points");
  });

  it("shows a missing value as its name, and refuses a malformed message", () => {
    expect(formatMessage("en", "Hi {name}")).toBe("Hi {name}");
    expect(() => formatMessage("en", "Hi {name")).toThrow(/unclosed/);
    expect(() => formatMessage("en", "{n, plural, one {#}}", { n: 1 })).toThrow(/other/);
  });

  it("lists a message's arguments at every depth", () => {
    expect(messageArguments("{n, plural, one {{name}} other {# {unit}}}")).toEqual(
      new Set(["n", "name", "unit"]),
    );
  });
});
