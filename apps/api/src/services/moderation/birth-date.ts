import type {
  CorrectBirthDateInputSchema,
  SignedInContext,
  UserLookup,
} from "@tandem/api-contract";
import { badRequest, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { calendarDay } from "../../lib/calendar.js";
import type { Parsed } from "../../lib/parsed.js";
import { birthDateProblem, recordBirthDate, UNDER_AGE } from "../users/index.js";
import { actOnUser, USER_GONE } from "./suspension.js";

/**
 * Staff set a person's birth date in their place (decision 270): the person cannot change
 * it. The same rule as theirs (not in the future, 18 or over on their own day); it lifts a
 * refusal for under 18. The audit note names the old date and the new one, then the why.
 */
export function correctBirthDate(
  db: Db,
  ctx: SignedInContext,
  input: Parsed<typeof CorrectBirthDateInputSchema>,
): Promise<UserLookup> {
  return actOnUser(db, ctx, input, "birth-date-correct", async (db, targetId) => {
    const target = await db
      .selectFrom("users")
      .select(["birthDate", "timeZone"])
      .where("id", "=", targetId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!target) throw notFound(USER_GONE);
    const today = calendarDay(target.timeZone);
    const problem = birthDateProblem(input.birthDate, today);
    if (problem === "future") throw badRequest("birthDate", "A birth date can't be in the future.");
    if (problem === "under-age") {
      throw badRequest("birthDate", `This date makes them under 18. ${UNDER_AGE}`);
    }
    await recordBirthDate(db, targetId, input.birthDate, today);
    return `Birth date ${target.birthDate ?? "not given"} corrected to ${input.birthDate}.`;
  });
}
