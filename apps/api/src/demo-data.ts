import {
  DAILY_QUESTION_COUNT,
  DISCOVERY_QUIZ,
  IDENTITY_UNLOCK_QUIZZES,
  POINTS_PER_ANSWER,
  ageGroupOf,
  bornByForAge,
  type Gender,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { generatePairCode, usePairCode } from "./services/couples/index.js";
import { recomputeCoupleIdentity } from "./services/quiz/index.js";
import { calendarDay } from "./lib/calendar.js";

export const DEMO_DOMAIN = "tandem.demo";
/** A demo person's birth date: `years` old today, birthdays half a year away (decision 270). */
function bornAged(years: number): string {
  const bornBy = Date.parse(bornByForAge(calendarDay("UTC"), years));
  return new Date(bornBy - 180 * 86_400_000).toISOString().slice(0, 10);
}

const demoEmail = (name: string) => `${name}@${DEMO_DOMAIN}`;

interface DemoSingle {
  name: string;
  gender: Gender;
  /** Years old: their birth date is made from it, their age group from that. */
  age: number;
  city: string;
  bio: string;
  instagram: string;
  /** Index of the chosen option of each discovery question. */
  answers: [number, number, number, number, number];
}

const SINGLES: DemoSingle[] = [
  {
    name: "jordan",
    gender: "male",
    age: 30,
    city: "Lisbon, Portugal",
    bio: "Weekend hiker, weekday coffee snob.",
    instagram: "jordan.hikes",
    answers: [0, 0, 0, 0, 0],
  },
  {
    name: "riley",
    gender: "female",
    age: 25,
    city: "Lisbon, Portugal",
    bio: "Pizza, pop songs and long beach walks.",
    instagram: "riley_sunny",
    answers: [0, 0, 0, 0, 1],
  },
  {
    name: "casey",
    gender: "non-binary",
    age: 29,
    city: "Porto, Portugal",
    bio: "Bookshops and jazz bars.",
    instagram: "casey.reads",
    answers: [1, 2, 1, 2, 2],
  },
  {
    name: "morgan",
    gender: "female",
    age: 35,
    city: "Lisbon, Portugal",
    bio: "Chef by day, gamer by night.",
    instagram: "morgan_cooks",
    answers: [2, 1, 0, 3, 3],
  },
];

/**
 * The demo couple's past: one completed quiz a day for the last IDENTITY_UNLOCK_QUIZZES days,
 * so their identity is unlocked, their history has days to show and they have points
 * (earned through the ledger, like anyone's) to redeem.
 */
async function seedCompletedQuizzes(db: Db, coupleId: string, members: string[]): Promise<void> {
  const questions = await db
    .selectFrom("questions")
    .select(["id", "options"])
    .orderBy("id")
    .execute();
  await db.transaction().execute(async (db) => {
    for (let daysAgo = IDENTITY_UNLOCK_QUIZZES; daysAgo >= 1; daysAgo--) {
      const day = calendarDay("UTC", new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000));
      const picked = questions.slice(
        daysAgo * DAILY_QUESTION_COUNT,
        (daysAgo + 1) * DAILY_QUESTION_COUNT,
      );
      const set = await db
        .insertInto("dailySets")
        .values({ coupleId, day, questionIds: picked.map((q) => q.id), completedAt: new Date() })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [memberIndex, userId] of members.entries()) {
        for (const [questionIndex, question] of picked.entries()) {
          // Partners agree on about half of the answers.
          const selectedOption =
            (questionIndex + (questionIndex % 2) * memberIndex) % question.options.length;
          const answer = await db
            .insertInto("answers")
            .values({
              userId,
              dailySetId: set.id,
              questionId: question.id,
              selectedOption,
              tags: question.options[selectedOption]!.tags,
              pointsEarned: POINTS_PER_ANSWER,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await db
            .insertInto("pointsLedger")
            .values({
              userId,
              delta: POINTS_PER_ANSWER,
              reason: "quiz_answer",
              answerId: answer.id,
            })
            .execute();
        }
      }
    }
    const earned = IDENTITY_UNLOCK_QUIZZES * DAILY_QUESTION_COUNT * POINTS_PER_ANSWER;
    await db.updateTable("users").set({ points: earned }).where("id", "in", members).execute();
    // Together since the day before their first quiz, so the home's 'Day N' fits the history.
    const since = new Date(Date.now() - (IDENTITY_UNLOCK_QUIZZES + 1) * 24 * 60 * 60 * 1000);
    await db
      .updateTable("couples")
      .set({ completedQuizzes: IDENTITY_UNLOCK_QUIZZES, createdAt: since })
      .where("id", "=", coupleId)
      .execute();
    await recomputeCoupleIdentity(db, coupleId, members);
  });
}

/**
 * Demo accounts so a newcomer can look around: a paired couple, a few singles (riley has
 * already liked jordan, so jordan's like makes a match; one single reported another) and an
 * admin. Only when DEMO_DATA
 * is set; skipped if the accounts exist.
 */
export async function seedDemoData(db: Db): Promise<string[]> {
  const existing = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", demoEmail("admin"))
    .executeTakeFirst();
  const accounts = [
    `${demoEmail("alex")} and ${demoEmail("sam")}: a couple`,
    `${SINGLES.map((s) => demoEmail(s.name)).join(", ")}: singles`,
    `${demoEmail("admin")}: an admin`,
  ];
  if (existing) return accounts;

  const insertUser = (
    name: string,
    extra: { role?: "admin"; points?: number; birthDate?: string } = {},
  ) =>
    db
      .insertInto("users")
      .values({
        email: demoEmail(name),
        firstName: name[0]!.toUpperCase() + name.slice(1),
        lastName: "Demo",
        birthDate: bornAged(31),
        ...extra,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

  await insertUser("admin", { role: "admin" });
  const alex = await insertUser("alex");
  const sam = await insertUser("sam");
  const { code } = await generatePairCode(db, alex.id);
  const couple = await usePairCode(db, sam.id, code);
  await seedCompletedQuizzes(db, couple.id, [alex.id, sam.id]);

  const singleIds: Record<string, string> = {};
  for (const single of SINGLES) {
    const birthDate = bornAged(single.age);
    const user = await insertUser(single.name, { birthDate });
    singleIds[single.name] = user.id;
    const tags = DISCOVERY_QUIZ.map((q, i) => q.options[single.answers[i]!]!.tag).sort();
    const tagSet = await db
      .insertInto("discoveryTagSets")
      .values({ tags })
      .onConflict((oc) => oc.column("tags").doUpdateSet({ tags }))
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.updateTable("users").set({ userType: "single" }).where("id", "=", user.id).execute();
    await db
      .insertInto("matchingProfiles")
      .values({
        userId: user.id,
        nickname: single.name[0]!.toUpperCase() + single.name.slice(1),
        gender: single.gender,
        ageGroup: ageGroupOf(single.age)!,
        birthDate,
        city: single.city,
        bio: single.bio,
        instagramHandle: single.instagram,
        tagSetId: tagSet.id,
      })
      .execute();
  }
  await db
    .insertInto("likes")
    .values({ fromUserId: singleIds.riley!, toUserId: singleIds.jordan! })
    .execute();
  // One open report, so the admin's moderation desk has something to handle.
  const [reporter, reported] = Object.values(singleIds).slice(-2);
  if (reporter && reported) {
    await db
      .insertInto("reports")
      .values({
        reporterId: reporter,
        reportedId: reported,
        reason: "spam",
        details: "Keeps sending links to a shop.",
      })
      .execute();
  }
  return accounts;
}
