import type {
  AnswerResponse,
  DayResponses,
  ThreadMessage,
  ThreadPage,
  TodayReveal,
} from "@tandem/api-contract";
import { call, type TestContext, type TestUser } from "../../../test/helpers.js";
import { answer, today } from "../quiz/test-support.js";

const answersPath = (day: string, questionId: number) =>
  `/api/together/answers/${day}/${questionId}`;

export const responses = (t: TestContext, user: TestUser, day: string) =>
  call<DayResponses>(t.app, "GET", `/api/together/answers/${day}`, { user });

export const react = <T = AnswerResponse | null>(
  t: TestContext,
  user: TestUser,
  day: string,
  questionId: number,
  reaction: string | null,
) =>
  call<T>(t.app, "POST", `${answersPath(day, questionId)}/reaction`, { user, body: { reaction } });

export const comment = <T = AnswerResponse | null>(
  t: TestContext,
  user: TestUser,
  day: string,
  questionId: number,
  text: string,
) =>
  call<T>(t.app, "POST", `${answersPath(day, questionId)}/comment`, {
    user,
    body: { comment: text },
  });

export const deleteComment = <T = AnswerResponse | null>(
  t: TestContext,
  user: TestUser,
  day: string,
  questionId: number,
) => call<T>(t.app, "POST", `${answersPath(day, questionId)}/comment/delete`, { user });

export const thread = <T = ThreadPage>(t: TestContext, user: TestUser, cursor?: string) =>
  call<T>(t.app, "GET", `/api/together/thread${cursor ? `?cursor=${cursor}` : ""}`, { user });

export const sendToThread = <T = ThreadMessage>(t: TestContext, user: TestUser, body: string) =>
  call<T>(t.app, "POST", "/api/together/thread", { user, body: { body } });

/** Both partners answer today's first questions with the given picks; returns the day and ids. */
export async function bothAnswered(
  t: TestContext,
  a: TestUser,
  b: TestUser,
  picks: readonly (readonly [number, number])[],
) {
  const questions = await today(t, a);
  for (const [index, [pickA, pickB]] of picks.entries()) {
    await answer(t, a, questions[index]!.id, pickA);
    await answer(t, b, questions[index]!.id, pickB);
  }
  const reveal = await call<TodayReveal>(t.app, "GET", "/api/quiz/reveal", { user: a });
  return { day: reveal.body.day, questionIds: questions.map((question) => question.id) };
}
