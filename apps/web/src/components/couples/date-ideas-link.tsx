import { Link } from "react-router-dom";
import { cn, focusRing, iconTile } from "@tandem/ui";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { ChevronRightIcon } from "../icons.js";
import { LightbulbIcon } from "./habit-icons.js";

const copy = { title: "Date ideas", text: "Picked for you two, from your quiz answers" };

/** Home (decision 039): the way to the date ideas, for paired users only. */
export function DateIdeasLink() {
  const user = useCurrentUser();
  if (user.coupleId === null) return null;
  return (
    <Link
      to="/app/date-ideas"
      className={cn(
        "flex items-center gap-3 rounded-2xl border border-rose-100 bg-white px-4 py-3 text-sm shadow-sm transition hover:bg-rose-50/50",
        focusRing,
      )}
    >
      <span className={cn(iconTile, "size-10 rounded-xl bg-emerald-100 text-emerald-600")}>
        <LightbulbIcon className="size-5" />
      </span>
      <span className="flex-1">
        <span className="block font-semibold text-gray-900">{copy.title}</span>
        <span className="block text-xs text-gray-600">{copy.text}</span>
      </span>
      <ChevronRightIcon className="size-4 text-gray-500" />
    </Link>
  );
}
