import { ANSWER_COMMENT_MAX_LENGTH, type ApiError } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { createUser, useTestApp } from "../../../test/helpers.js";
import { eventsOf } from "../chat/test-support.js";
import { answer, createCouple, today } from "../quiz/test-support.js";
import { bothAnswered, comment, deleteComment, react, responses } from "./test-support.js";

const t = useTestApp();

const rowCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("answerResponses")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("reactions and comments on a partner's answer", () => {
  it("keeps one reaction per person per answer, changeable, and shows it to both, live", async () => {
    const { a, b } = await createCouple(t.db);
    const { day, questionIds } = await bothAnswered(t, a, b, [[0, 1]]);
    const questionId = questionIds[0]!;

    const first = await react(t, a, day, questionId, "heart");
    expect(first).toHaveStatus(200);
    expect(first.body).toMatchObject({
      questionId,
      fromMe: true,
      reaction: "heart",
      comment: null,
    });
    const changed = await react(t, a, day, questionId, "laugh");
    expect(changed.body).toMatchObject({ reaction: "laugh" });

    expect((await responses(t, b, day)).body.responses).toEqual([
      expect.objectContaining({ questionId, fromMe: false, reaction: "laugh" }),
    ]);
    expect(await eventsOf(t, b, "answer-response")).toEqual([
      { type: "answer-response", day, questionId, authorId: a.id },
      { type: "answer-response", day, questionId, authorId: a.id },
    ]);

    // Taking it back leaves nothing.
    expect((await react(t, a, day, questionId, null)).body).toBeNull();
    expect((await responses(t, a, day)).body.responses).toEqual([]);
  });

  it("keeps one comment per person per answer: trimmed, editable (saying so), deletable apart from the reaction", async () => {
    const { a, b } = await createCouple(t.db);
    const { day, questionIds } = await bothAnswered(t, a, b, [[2, 2]]);
    const questionId = questionIds[0]!;

    const written = await comment(t, b, day, questionId, "  Same as me, of course  ");
    expect(written).toHaveStatus(200);
    expect(written.body).toMatchObject({
      fromMe: true,
      comment: "Same as me, of course",
      commentEditedAt: null,
    });
    const again = await comment(t, b, day, questionId, "Same as me, of course");
    expect(again.body!.commentEditedAt).toBeNull();
    await react(t, b, day, questionId, "cheers");
    const edited = await comment(t, b, day, questionId, "Same as me!");
    expect(edited.body).toMatchObject({ comment: "Same as me!", reaction: "cheers" });
    expect(edited.body!.commentEditedAt).not.toBeNull();
    expect(edited.body!.commentedAt).toBe(written.body!.commentedAt);

    const seenByA = (await responses(t, a, day)).body.responses;
    expect(seenByA).toEqual([
      expect.objectContaining({ fromMe: false, comment: "Same as me!", reaction: "cheers" }),
    ]);

    const removed = await deleteComment(t, b, day, questionId);
    expect(removed.body).toMatchObject({ comment: null, commentedAt: null, reaction: "cheers" });
    expect(await react(t, b, day, questionId, null)).toHaveStatus(200);
    expect(await rowCount()).toBe(0);
  });

  it("answers bad comments in words, and changes nothing", async () => {
    const { a, b } = await createCouple(t.db);
    const { day, questionIds } = await bothAnswered(t, a, b, [[0, 0]]);
    const questionId = questionIds[0]!;
    const before = await rowCount();

    const long = await comment<ApiError>(
      t,
      a,
      day,
      questionId,
      "x".repeat(ANSWER_COMMENT_MAX_LENGTH + 1),
    );
    expect(long).toHaveStatus(400);
    expect(long.body.fields?.comment).toBe(`Use at most ${ANSWER_COMMENT_MAX_LENGTH} characters.`);
    const empty = await comment<ApiError>(t, a, day, questionId, "   ");
    expect(empty.body.fields?.comment).toBe("Write a comment first.");
    const twoLines = await comment<ApiError>(t, a, day, questionId, "one\ntwo");
    expect(twoLines.body.fields?.comment).toBe("Keep a comment to one line.");
    const unknown = await react<ApiError>(t, a, day, questionId, "thumbs");
    expect(unknown).toHaveStatus(400);
    expect(unknown.body.fields?.reaction).toBe("Pick one of the reactions shown.");

    expect(await rowCount()).toBe(before);
  });

  it("refuses a question not answered by both, one not in the set, and anyone outside the couple", async () => {
    const { a, b } = await createCouple(t.db);
    const questions = await today(t, a);
    await answer(t, a, questions[0]!.id, 0);
    const { day } = await bothAnswered(t, a, b, []);
    const before = await rowCount();

    // Only A answered: B may not respond (their pick is hidden), nor may A.
    const early = await react<ApiError>(t, b, day, questions[0]!.id, "heart");
    expect(early).toHaveStatus(409);
    expect(early.body.message).toBe("You can respond once you have both answered this question.");
    expect(await comment(t, a, day, questions[0]!.id, "Your turn!")).toHaveStatus(409);

    const notInSet = await react<ApiError>(t, a, day, 999999, "heart");
    expect(notInSet).toHaveStatus(404);
    expect(notInSet.body.message).toBe("This question was not in your quiz that day.");
    const otherDay = await react<ApiError>(t, a, "2020-01-01", questions[0]!.id, "heart");
    expect(otherDay).toHaveStatus(404);

    // Someone else's couple: their own couple has no such answers; someone unpaired is told so.
    await answer(t, b, questions[0]!.id, 1);
    const other = await createCouple(t.db);
    expect(await react(t, other.a, day, questions[0]!.id, "heart")).toHaveStatus(404);
    const loner = await createUser(t.db);
    const unpaired = await comment<ApiError>(t, loner, day, questions[0]!.id, "Hello");
    expect(unpaired).toHaveStatus(409);
    expect(unpaired.body).toMatchObject({ reason: "NOT_PAIRED" });
    expect((await responses(t, loner, day)).body).toEqual({ day, coupleId: null, responses: [] });

    expect(await rowCount()).toBe(before);
  });

  it("keeps one row per person and answer when the same reaction is sent twice at once", async () => {
    const { a, b } = await createCouple(t.db);
    const { day, questionIds } = await bothAnswered(t, a, b, [[1, 3]]);
    const results = await Promise.all([
      react(t, a, day, questionIds[0]!, "wow"),
      react(t, a, day, questionIds[0]!, "hmm"),
      comment(t, a, day, questionIds[0]!, "Really?"),
    ]);
    for (const result of results) expect(result).toHaveStatus(200);
    const [mine] = (await responses(t, a, day)).body.responses;
    expect(mine).toMatchObject({ fromMe: true, comment: "Really?" });
    expect(["wow", "hmm"]).toContain(mine!.reaction);
    expect(await rowCount()).toBeGreaterThanOrEqual(1);
  });

  it("is closed once the couple ended, and comes back with the same couple row", async () => {
    const { a, b, coupleId } = await createCouple(t.db);
    const { day, questionIds } = await bothAnswered(t, a, b, [[0, 1]]);
    await comment(t, a, day, questionIds[0]!, "Why that one?");
    await t.db
      .updateTable("couples")
      .set({ endedAt: new Date() })
      .where("id", "=", coupleId)
      .execute();
    const closed = await comment<ApiError>(t, b, day, questionIds[0]!, "Because");
    expect(closed).toHaveStatus(409);
    expect(closed.body.reason).toBe("NOT_PAIRED");

    // An undone break-up restores the same row: the comment is there again.
    await t.db.updateTable("couples").set({ endedAt: null }).where("id", "=", coupleId).execute();
    expect((await responses(t, b, day)).body.responses).toEqual([
      expect.objectContaining({ fromMe: false, comment: "Why that one?" }),
    ]);
  });
});
