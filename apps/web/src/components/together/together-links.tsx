import { Link } from "react-router-dom";
import { cn, focusRing, iconTile } from "@tandem/ui";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { ChevronRightIcon, HeartIcon, SparklesIcon } from "../icons.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const togetherLinksCopy = defineCopy(
  {
    chat: "Our chat",
    chatText: "Keep talking, just the two of you",
    story: "Our story",
    storyText: "From the start to today",
  },
  { es: () => import("./together-links.es.js") },
);

const row = cn(
  "flex min-h-14 items-center gap-3 px-4 py-3 text-sm transition hover:bg-rose-50/50",
  focusRing,
);

/** Home, for paired users (decisions 251, 252): the way to the couple's thread and to Our story. */
export function TogetherLinks() {
  const t = useCopy(togetherLinksCopy);
  const user = useCurrentUser();
  if (user.coupleId === null) return null;
  const links = [
    {
      to: "/app/our-chat",
      icon: HeartIcon,
      tint: "bg-rose-100 text-rose-600",
      title: t("chat"),
      text: t("chatText"),
    },
    {
      to: "/app/our-story",
      icon: SparklesIcon,
      tint: "bg-amber-100 text-amber-600",
      title: t("story"),
      text: t("storyText"),
    },
  ];
  return (
    <nav aria-label={`${t("chat")}, ${t("story")}`}>
      <ul className="divide-y divide-rose-50 overflow-hidden rounded-2xl border border-rose-100 bg-white shadow-sm">
        {links.map(({ to, icon: Icon, tint, title, text }) => (
          <li key={to}>
            <Link to={to} className={row}>
              <span className={cn(iconTile, "size-10 rounded-xl", tint)}>
                <Icon className="size-5" />
              </span>
              <span className="flex-1">
                <span className="block font-semibold text-gray-900">{title}</span>
                <span className="block text-xs text-gray-600">{text}</span>
              </span>
              <ChevronRightIcon className="size-4 text-gray-500" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
