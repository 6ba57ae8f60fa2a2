import { Link } from "react-router-dom";
import { cn, focusRing } from "@tandem/ui";
import { trpc } from "../../lib/trpc.js";
import { ChevronRightIcon, HeartIcon } from "../icons.js";

const copy = {
  label: (count: number) => (count === 1 ? "1 person likes you" : `${count} people like you`),
  see: "See who",
};

/** The way from Matches to "Likes you", while anyone waits for an answer. */
export function LikesYouLink() {
  const likes = trpc.matching.likesWaiting.useQuery();
  const count = likes.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to="/app/matches/likes"
      className={cn(
        "mb-4 flex min-h-12 items-center gap-3 rounded-2xl bg-linear-to-r from-rose-50 to-violet-50 px-4 py-3 ring-1 ring-rose-100 hover:from-rose-100",
        focusRing,
      )}
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-600 text-white">
        <HeartIcon className="size-5 fill-current" />
      </span>
      <span className="min-w-0 flex-1 font-semibold text-gray-900">{copy.label(count)}</span>
      <span className="inline-flex items-center text-sm font-semibold text-rose-700">
        {copy.see}
        <ChevronRightIcon className="size-4" />
      </span>
    </Link>
  );
}
