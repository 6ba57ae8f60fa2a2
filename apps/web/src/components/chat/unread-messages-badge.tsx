import { defineCopy } from "@tandem/i18n";
import { useUnreadMessages } from "../../hooks/use-unread-messages.js";
import { useCopy } from "../../lib/i18n.js";

export const unreadBadgeCopy = defineCopy(
  { unread: "{n, plural, one {# unread message} other {# unread messages}}" },
  { es: () => import("./unread-messages-badge.es.js") },
);

/** The unread chat count on the Matches tab's icon (nothing when there is none). */
export function UnreadMessagesBadge() {
  const t = useCopy(unreadBadgeCopy);
  const { total } = useUnreadMessages();
  if (total === 0) return null;
  return (
    <span className="absolute right-1.5 top-0 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-rose-600 px-1 text-[10px] font-bold leading-none text-white ring-2 ring-white">
      {total > 99 ? "99+" : total}
      <span className="sr-only"> {t("unread", { n: total })}</span>
    </span>
  );
}
