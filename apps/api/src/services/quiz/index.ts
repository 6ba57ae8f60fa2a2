// The quiz domain: today's questions, answering them, and the history of past days.
export { getStreak } from "./streak.js";
export { getTodayReveal } from "./reveal.js";
export { answerQuestion } from "./answer.js";
export { getQuizHistory } from "./history.js";
export { getTodayQuestions, loadTodayContext, loadTodayCounts } from "./today.js";
export { getQuizProgress } from "./progress.js";
export { createQuestionBank, type QuestionBank } from "./question-bank.js";
export { recomputeCoupleIdentity } from "./identity.js";
export { computeStreak } from "./streak.js";
