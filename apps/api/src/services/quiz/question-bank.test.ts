import { randomUUID } from "node:crypto";
import type { Db } from "@tandem/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deafNotifications,
  eventually,
  openTwoListeningProcesses,
  writeUnannounced,
} from "../../../test/listening-processes.js";
import { createQuestionBank, QUESTION_BANK_CHANNEL, type QuestionBank } from "./question-bank.js";
import { someQuestionIds } from "./test-support.js";

/** Two API processes, each with its own bank and its own LISTEN. */
let db: Db;
let banks: [QuestionBank, QuestionBank];
let closeDatabases: () => Promise<void>;
/** The bank's announcements each process has heard (other test files change the bank too). */
const heard = [0, 0];

beforeAll(async () => {
  const opened = await openTwoListeningProcesses();
  closeDatabases = opened.close;
  const [one, two] = opened.processes;
  db = one.db;
  banks = [
    createQuestionBank(one.db, one.notifications),
    createQuestionBank(two.db, two.notifications),
  ];
  for (const [i, { notifications }] of opened.processes.entries()) {
    await notifications.subscribe(QUESTION_BANK_CHANNEL, { onPayload: () => heard[i]!++ });
  }
}, 120_000);
afterAll(async () => {
  for (const bank of banks ?? []) await bank.close();
  await closeDatabases?.();
});

/**
 * A question of the test's own, copied from the seeded bank, so that changing it touches no
 * other test; returns once both processes have heard its insert announced.
 */
async function ownQuestion(): Promise<number> {
  const before = [...heard];
  const [template] = await someQuestionIds(db, 1);
  const row = await db
    .insertInto("questions")
    .columns(["key", "text", "options"])
    .expression((eb) =>
      eb
        .selectFrom("questions")
        .select([eb.val(`bank-test-${randomUUID()}`).as("key"), "text", "options"])
        .where("id", "=", template!),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  await eventually(async () => heard.every((n, i) => n > before[i]!));
  return row.id;
}

const reword = (db: Db, id: number, text: string) =>
  db.updateTable("questions").set({ text }).where("id", "=", id).execute();
const textOf = async (bank: QuestionBank, id: number) => (await bank.questions([id]))[0]?.question;

describe("the question bank in memory", () => {
  it("answers in the order asked, with the options as the table holds them", async () => {
    const ids = await someQuestionIds(db, 3);
    const asked = [ids[2]!, ids[0]!, ids[1]!];
    const rows = await db
      .selectFrom("questions")
      .select(["id", "text", "options"])
      .where("id", "in", asked)
      .execute();
    const expected = asked.map((id) => {
      const row = rows.find((r) => r.id === id)!;
      const options = row.options.map(({ text, tags }) => ({ text, tags }));
      return { id, question: row.text, options };
    });
    expect(await banks[0].questions(asked)).toEqual(expected);
    // The second time from memory: the same answer.
    expect(await banks[0].questions(asked)).toEqual(expected);
  });

  it("keeps what it read, and follows a change in every process once the bank announces it", async () => {
    let id = 0;
    // A write that is not announced is not seen: both answer from memory. (Tried again if
    // another test's change to the bank was announced meanwhile, which empties the memory.)
    for (let attempt = 1; ; attempt++) {
      id = await ownQuestion();
      const quiet = [...heard];
      const original = await Promise.all(banks.map((bank) => textOf(bank, id)));
      await writeUnannounced(db, (db) => reword(db, id, "Unannounced wording"));
      const after = await Promise.all(banks.map((bank) => textOf(bank, id)));
      if (heard.every((n, i) => n === quiet[i])) {
        expect(original[0]).toBeDefined();
        expect(after).toEqual([original[0], original[0]]);
        break;
      }
      if (attempt === 5) throw new Error("the bank never stayed unchanged for a moment");
    }

    // An ordinary write (a seed at a release) is announced at commit: both forget.
    await reword(db, id, "Announced wording");
    await eventually(async () => (await textOf(banks[0], id)) === "Announced wording");
    await eventually(async () => (await textOf(banks[1], id)) === "Announced wording");
  });

  it("leaves out a question removed from the bank, in every process", async () => {
    const [kept] = await someQuestionIds(db, 1);
    const removed = await ownQuestion();
    for (const bank of banks) {
      expect((await bank.questions([removed, kept!])).map((q) => q.id)).toEqual([removed, kept]);
    }
    await db.deleteFrom("questions").where("id", "=", removed).execute();
    for (const bank of banks) {
      await eventually(async () => (await bank.questions([removed, kept!])).length === 1);
      expect((await bank.questions([removed, kept!])).map((q) => q.id)).toEqual([kept]);
    }
  });

  it("asks the table on every read while the process is not listening", async () => {
    const deaf = createQuestionBank(db, deafNotifications);
    const id = await ownQuestion();
    expect(await textOf(deaf, id)).toBe(await textOf(banks[0], id));
    await writeUnannounced(db, (db) => reword(db, id, "Seen without memory"));
    expect(await textOf(deaf, id)).toBe("Seen without memory");
    await deaf.close();
  });

  it("asks the table on every read without notifications at all", async () => {
    const unannounced = createQuestionBank(db, null);
    const id = await ownQuestion();
    await textOf(unannounced, id);
    await writeUnannounced(db, (db) => reword(db, id, "Read again"));
    expect(await textOf(unannounced, id)).toBe("Read again");
    await unannounced.close();
  });
});
