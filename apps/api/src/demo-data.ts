import { DISCOVERY_QUIZ, type Gender, type AgeGroup } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { generatePairCode, usePairCode } from "./services/pairing.js";

export const DEMO_DOMAIN = "tandem.demo";
const demoEmail = (name: string) => `${name}@${DEMO_DOMAIN}`;

interface DemoSingle {
  name: string;
  gender: Gender;
  ageGroup: AgeGroup;
  city: string;
  bio: string;
  instagram: string;
  /** Index of the chosen option of each discovery question. */
  answers: [number, number, number, number, number];
}

const SINGLES: DemoSingle[] = [
  { name: "jordan", gender: "male", ageGroup: "28-32", city: "Lisbon, Portugal", bio: "Weekend hiker, weekday coffee snob.", instagram: "jordan.hikes", answers: [0, 0, 0, 0, 0] },
  { name: "riley", gender: "female", ageGroup: "23-27", city: "Lisbon, Portugal", bio: "Pizza, pop songs and long beach walks.", instagram: "riley_sunny", answers: [0, 0, 0, 0, 1] },
  { name: "casey", gender: "non-binary", ageGroup: "28-32", city: "Porto, Portugal", bio: "Bookshops and jazz bars.", instagram: "casey.reads", answers: [1, 2, 1, 2, 2] },
  { name: "morgan", gender: "female", ageGroup: "33-37", city: "Lisbon, Portugal", bio: "Chef by day, gamer by night.", instagram: "morgan_cooks", answers: [2, 1, 0, 3, 3] },
];

/**
 * Demo accounts so a newcomer can look around: a paired couple, a few singles (riley has
 * already liked jordan, so jordan's like makes a match) and an admin. Only when DEMO_DATA
 * is set; skipped if the accounts exist.
 */
export async function seedDemoData(db: Db): Promise<string[]> {
  const existing = await db.selectFrom("users").select("id").where("email", "=", demoEmail("admin")).executeTakeFirst();
  const accounts = [
    `${demoEmail("alex")} and ${demoEmail("sam")}: a couple`,
    `${SINGLES.map((s) => demoEmail(s.name)).join(", ")}: singles`,
    `${demoEmail("admin")}: an admin`,
  ];
  if (existing) return accounts;

  const insertUser = (name: string, extra: { role?: "admin"; points?: number } = {}) =>
    db
      .insertInto("users")
      .values({ email: demoEmail(name), firstName: name[0]!.toUpperCase() + name.slice(1), lastName: "Demo", ...extra })
      .returning("id")
      .executeTakeFirstOrThrow();

  await insertUser("admin", { role: "admin" });
  const alex = await insertUser("alex", { points: 120 });
  const sam = await insertUser("sam", { points: 80 });
  const { code } = await generatePairCode(db, alex.id);
  await usePairCode(db, sam.id, code);

  const singleIds: Record<string, string> = {};
  for (const single of SINGLES) {
    const user = await insertUser(single.name);
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
        ageGroup: single.ageGroup,
        city: single.city,
        bio: single.bio,
        instagramHandle: single.instagram,
        tagSetId: tagSet.id,
      })
      .execute();
  }
  await db.insertInto("likes").values({ fromUserId: singleIds.riley!, toUserId: singleIds.jordan! }).execute();
  return accounts;
}
