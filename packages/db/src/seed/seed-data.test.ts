import { describe, it, expect } from "vitest";
import { QUESTION_TAGS, type QuestionTag } from "./question-tags.js";
import { QUESTION_BANK } from "./question-bank.js";
import { COUPLE_IDENTITIES } from "./couple-identities.js";
import { STARTER_REWARDS } from "./starter-rewards.js";

const vocabulary = new Set<string>(QUESTION_TAGS);

describe("QUESTION_TAGS", () => {
  it("has 16-24 unique snake_case tags", () => {
    expect(QUESTION_TAGS.length).toBeGreaterThanOrEqual(16);
    expect(QUESTION_TAGS.length).toBeLessThanOrEqual(24);
    expect(vocabulary.size).toBe(QUESTION_TAGS.length);
    for (const tag of QUESTION_TAGS) expect(tag).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe("QUESTION_BANK", () => {
  it("has at least 120 questions", () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(120);
  });

  it("has unique kebab-case keys and unique texts", () => {
    const keys = QUESTION_BANK.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const texts = QUESTION_BANK.map((q) => q.text.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("has short, non-empty question and option texts", () => {
    for (const q of QUESTION_BANK) {
      expect(q.text.trim().length, q.key).toBeGreaterThan(0);
      expect(q.text.length, q.key).toBeLessThanOrEqual(110);
      for (const o of q.options) {
        expect(o.text.trim().length, q.key).toBeGreaterThan(0);
        expect(o.text.length, `${q.key}: ${o.text}`).toBeLessThanOrEqual(60);
      }
      const optionTexts = q.options.map((o) => o.text.toLowerCase());
      expect(new Set(optionTexts).size, q.key).toBe(optionTexts.length);
    }
  });

  it("has exactly 4 options per question, each with 1-3 distinct vocabulary tags", () => {
    for (const q of QUESTION_BANK) {
      expect(q.options, q.key).toHaveLength(4);
      for (const o of q.options) {
        expect(o.tags.length, `${q.key}: ${o.text}`).toBeGreaterThanOrEqual(1);
        expect(o.tags.length, `${q.key}: ${o.text}`).toBeLessThanOrEqual(3);
        expect(new Set(o.tags).size, `${q.key}: ${o.text}`).toBe(o.tags.length);
        for (const tag of o.tags) expect(vocabulary.has(tag), `${q.key}: ${tag}`).toBe(true);
      }
    }
  });

  it("uses every vocabulary tag on at least 10 options", () => {
    const counts = new Map<QuestionTag, number>();
    for (const q of QUESTION_BANK) {
      for (const o of q.options) {
        for (const tag of o.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
    }
    for (const tag of QUESTION_TAGS) {
      expect(counts.get(tag) ?? 0, tag).toBeGreaterThanOrEqual(10);
    }
  });
});

describe("COUPLE_IDENTITIES", () => {
  it("has at least 8 identities with unique keys and names", () => {
    expect(COUPLE_IDENTITIES.length).toBeGreaterThanOrEqual(8);
    const keys = COUPLE_IDENTITIES.map((i) => i.key);
    const names = COUPLE_IDENTITIES.map((i) => i.name);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it("has 3-5 distinct valid tags and a description per identity", () => {
    for (const identity of COUPLE_IDENTITIES) {
      expect(identity.tags.length, identity.key).toBeGreaterThanOrEqual(3);
      expect(identity.tags.length, identity.key).toBeLessThanOrEqual(5);
      expect(new Set(identity.tags).size, identity.key).toBe(identity.tags.length);
      for (const tag of identity.tags)
        expect(vocabulary.has(tag), `${identity.key}: ${tag}`).toBe(true);
      expect(identity.description.trim().length, identity.key).toBeGreaterThan(0);
    }
  });

  it("covers every vocabulary tag", () => {
    const covered = new Set(COUPLE_IDENTITIES.flatMap((i) => i.tags));
    for (const tag of QUESTION_TAGS) expect(covered.has(tag), tag).toBe(true);
  });

  it("has no two identities with the same tag set", () => {
    const sets = COUPLE_IDENTITIES.map((i) => [...i.tags].sort().join(","));
    expect(new Set(sets).size).toBe(sets.length);
  });
});

describe("STARTER_REWARDS", () => {
  it("has unique keys and positive integer points costs", () => {
    expect(STARTER_REWARDS.length).toBeGreaterThan(0);
    const keys = STARTER_REWARDS.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const reward of STARTER_REWARDS) {
      expect(Number.isInteger(reward.pointsCost), reward.key).toBe(true);
      expect(reward.pointsCost, reward.key).toBeGreaterThan(0);
    }
  });

  it("has complete fields and local image paths", () => {
    for (const reward of STARTER_REWARDS) {
      for (const field of [reward.title, reward.description, reward.brandName, reward.location]) {
        expect(field.trim().length, reward.key).toBeGreaterThan(0);
      }
      expect(reward.imageUrl, reward.key).toMatch(/^\/rewards\/[a-z0-9-]+\.svg$/);
    }
  });
});
