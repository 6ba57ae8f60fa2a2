import { formatDate, formatNumber, formatRelative, type Locale } from "@tandem/i18n";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * When a conversation's last message was sent, as the Matches list says it in `locale`: "now",
 * minutes ("5m"), the time today ("09:05 AM"), the weekday this week ("Tue"), else the date
 * ("Nov 3").
 */
export function conversationTime(sentAt: string, now: Date, locale: Locale): string {
  const at = new Date(sentAt);
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return formatRelative(locale, 0, "second");
  if (ago < 60 * MINUTE) {
    const minutes = Math.floor(ago / MINUTE);
    return formatNumber(locale, minutes, { style: "unit", unit: "minute", unitDisplay: "narrow" });
  }
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= startOfToday) return formatDate(locale, at, "time");
  if (at.getTime() >= startOfToday - 6 * DAY) return formatDate(locale, at, "weekday");
  return formatDate(locale, at, "dayMonthShort");
}
