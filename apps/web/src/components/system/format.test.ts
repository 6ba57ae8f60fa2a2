import { describe, expect, it } from "vitest";
import { bytes, duration } from "./format.js";

describe("system formats", () => {
  it("reads durations in the largest two units", () => {
    expect(duration(42)).toBe("42 s");
    expect(duration(4 * 60 + 59)).toBe("4 min");
    expect(duration(3 * 3600 + 12 * 60 + 5)).toBe("3 h 12 min");
    expect(duration(2 * 86400 + 5 * 3600)).toBe("2 d 5 h");
  });

  it("reads sizes in powers of 1024", () => {
    expect(bytes(512)).toBe("512 B");
    expect(bytes(22.5 * 1024)).toBe("22.5 KB");
    expect(bytes(182 * 1024 * 1024 + 300_000)).toBe("182 MB");
    expect(bytes(1.4 * 1024 ** 3)).toBe("1.4 GB");
  });

  it("writes the figures in the UI's language", () => {
    expect(bytes(22.5 * 1024, "es")).toBe("22,5 KB");
    expect(bytes(1.4 * 1024 ** 3, "es")).toBe("1,4 GB");
    expect(duration(3 * 3600 + 12 * 60 + 5, "es")).toBe("3 h 12 min");
  });
});
