/** "Today" and "Yesterday" in English; a screen passes its own (this module is the frame's). */
const ENGLISH_DAYS = { today: "Today", yesterday: "Yesterday" };

/** "YYYY-MM-DD" of a local date. */
export function localDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * A quiz day ("YYYY-MM-DD", the user's calendar day) for a heading: 'Today', 'Yesterday',
 * else e.g. "Mon, Mar 3" (with the year when it is not this year's).
 */
export function formatQuizDay(
  day: string,
  now: Date = new Date(),
  locale?: string,
  words: { today: string; yesterday: string } = ENGLISH_DAYS,
): string {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return day;
  const value = new Date(year, month - 1, date);
  if (day === localDayKey(now)) return words.today;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (day === localDayKey(yesterday)) return words.yesterday;
  return value.toLocaleDateString(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(year === now.getFullYear() ? {} : { year: "numeric" }),
  });
}
