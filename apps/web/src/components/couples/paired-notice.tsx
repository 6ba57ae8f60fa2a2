import { Link } from "react-router-dom";
import { buttonVariants, cn, iconTile } from "@tandem/ui";
import { ScreenSkeleton } from "../skeleton.js";
import { HeartIcon } from "../icons.js";
import { LoadErrorCard } from "../load-error-card.js";
import { UserAvatar } from "../user-avatar.js";
import { coupleDayLabel, partnerName } from "./partner-name.js";
import { useCouple } from "./use-couple.js";

const copy = {
  loading: "Loading your relationship",
  loadFailed: "Your relationship could not be loaded.",
  pairedWith: "You're paired with",
  since: (date: string) => `Since ${date} · `,
  hint: "A code is only needed to pair. To pair with someone else, end your current relationship first (Profile, Relationship Status).",
  profile: "Go to Profile",
};

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "long", year: "numeric" });

/**
 * The pairing dialog of someone already paired (a Home that had not yet heard of the pairing,
 * decision 230): who they are paired with and since when, instead of a code the server would
 * refuse.
 */
export function PairedNotice({ onNavigate }: { onNavigate: () => void }) {
  const { couple, isLoading, error, refetch } = useCouple();
  if (isLoading) return <ScreenSkeleton layout="notice" label={copy.loading} header={false} />;
  if (error) return <LoadErrorCard what={copy.loadFailed} error={error} onRetry={refetch} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-2xl bg-linear-to-br from-rose-50 to-violet-50 p-4">
        {couple ? (
          <UserAvatar user={couple.partner} size="lg" />
        ) : (
          <span className={cn(iconTile, "size-12 rounded-full bg-rose-100 text-rose-600")}>
            <HeartIcon className="size-6" />
          </span>
        )}
        <div className="min-w-0">
          <p className="text-sm text-gray-700">{copy.pairedWith}</p>
          <p className="font-semibold text-gray-900 [overflow-wrap:anywhere]">
            {partnerName(couple?.partner)}
          </p>
          {couple ? (
            <p className="text-xs text-gray-600">
              {copy.since(formatDate(couple.createdAt))}
              <span className="whitespace-nowrap">{coupleDayLabel(couple.createdAt)}</span>
            </p>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-gray-700">{copy.hint}</p>
      <Link
        to="/app/profile"
        onClick={onNavigate}
        className={buttonVariants({ variant: "outline", className: "w-full" })}
      >
        {copy.profile}
      </Link>
    </div>
  );
}
