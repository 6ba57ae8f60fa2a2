const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * When a conversation's last message was sent, as the Matches list says it: "now", minutes
 * ("5m"), the time today ("14:05"), the weekday this week ("Tue"), else the date ("3 Nov").
 */
export function conversationTime(sentAt: string, now = new Date(), locale?: string): string {
  const at = new Date(sentAt);
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return "now";
  if (ago < 60 * MINUTE) return `${Math.floor(ago / MINUTE)}m`;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= startOfToday) {
    return at.toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });
  }
  if (at.getTime() >= startOfToday - 6 * DAY) {
    return at.toLocaleDateString(locale, { weekday: "short" });
  }
  return at.toLocaleDateString(locale, { day: "numeric", month: "short" });
}
