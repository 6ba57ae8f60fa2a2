import type { RevealAnswer, TodayReveal } from "@tandem/api-contract";
import type { Db, QuestionOption } from "@tandem/db";
import { sql } from "kysely";
import { calendarDay } from "../../lib/calendar.js";
import { loadTodayContext } from "./today.js";

interface QuestionRow {
  id: number;
  text: string;
  options: QuestionOption[];
}

const toRevealAnswer = (selectedOption: number, options: QuestionOption[]): RevealAnswer => ({
  selectedOption,
  optionText: options[selectedOption]?.text ?? "",
});

/**
 * Today's reveal for the viewer: each question of today's set with their own answer and,
 * once both have answered it, the partner's (before that only whether the partner answered,
 * never what), plus how many both answered alike. An unpaired user gets their own answers
 * and no partner. Reading only: today's set is drawn by `quiz.today`, and before that the
 * reveal is empty.
 */
export async function getTodayReveal(
  db: Db,
  userId: string,
  timeZone: string,
): Promise<TodayReveal> {
  const day = calendarDay(timeZone);
  const context = await loadTodayContext(db, userId, day);
  const partnerId = context.coupleId
    ? (context.members.find((member) => member !== userId) ?? null)
    : null;
  const partner = partnerId
    ? await db
        .selectFrom("users")
        .select(["firstName", "lastName", "email"])
        .where("id", "=", partnerId)
        .executeTakeFirst()
    : undefined;
  const set = context.set;
  if (!set) {
    return {
      day,
      partner: partner ?? null,
      questions: [],
      total: 0,
      myAnsweredCount: 0,
      partnerAnsweredCount: 0,
      matches: 0,
    };
  }

  const { rows: questions } = await sql<QuestionRow>`
    SELECT q.id, q.text, q.options
    FROM unnest(${set.questionIds}::int[]) WITH ORDINALITY AS s(question_id, position)
    JOIN questions q ON q.id = s.question_id
    ORDER BY s.position
  `.execute(db);
  const answers = await db
    .selectFrom("answers")
    .select(["userId", "questionId", "selectedOption"])
    .where("dailySetId", "=", set.id)
    .where("userId", "in", partnerId ? [userId, partnerId] : [userId])
    .execute();
  const pick = (who: string | null, questionId: number) =>
    answers.find((a) => a.userId === who && a.questionId === questionId)?.selectedOption;

  let matches = 0;
  const revealed = questions.map((question) => {
    const mine = pick(userId, question.id);
    const theirs = pick(partnerId, question.id);
    const both = mine !== undefined && theirs !== undefined;
    if (both && mine === theirs) matches += 1;
    return {
      questionId: question.id,
      question: question.text,
      myAnswer: mine === undefined ? null : toRevealAnswer(mine, question.options),
      partnerAnswered: theirs !== undefined,
      partnerAnswer: both ? toRevealAnswer(theirs, question.options) : null,
      matched: both ? mine === theirs : null,
    };
  });

  return {
    day,
    partner: partner ?? null,
    questions: revealed,
    total: questions.length,
    myAnsweredCount: revealed.filter((q) => q.myAnswer).length,
    partnerAnsweredCount: revealed.filter((q) => q.partnerAnswered).length,
    matches,
  };
}
