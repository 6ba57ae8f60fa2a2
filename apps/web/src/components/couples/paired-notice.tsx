import { Link } from "react-router-dom";
import { buttonVariants, cn, iconTile } from "@tandem/ui";
import { ScreenSkeleton } from "../skeleton.js";
import { HeartIcon } from "../icons.js";
import { LoadErrorCard } from "../load-error-card.js";
import { UserAvatar } from "../user-avatar.js";
import { coupleDayLabel, PARTNER_WORDS, partnerName } from "./partner-name.js";
import { useCouple } from "./use-couple.js";
import { defineCopy, formatDate } from "@tandem/i18n";
import { useCopy, useLocale } from "../../lib/i18n.js";

export const pairedNoticeCopy = defineCopy(
  {
    ...PARTNER_WORDS,
    loading: "Loading your relationship",
    loadFailed: "Your relationship could not be loaded.",
    pairedWith: "You're paired with",
    since: "Since {date} · ",
    hint: "A code is only needed to pair. To pair with someone else, end your current relationship first (Profile, Relationship Status).",
    profile: "Go to Profile",
  },
  { es: () => import("./paired-notice.es.js") },
);

/**
 * The pairing dialog of someone already paired (a Home that had not yet heard of the pairing,
 * decision 230): who they are paired with and since when, instead of a code the server would
 * refuse.
 */
export function PairedNotice({ onNavigate }: { onNavigate: () => void }) {
  const t = useCopy(pairedNoticeCopy);
  const locale = useLocale();
  const { couple, isLoading, error, refetch } = useCouple();
  if (isLoading) return <ScreenSkeleton layout="notice" label={t("loading")} header={false} />;
  if (error) return <LoadErrorCard what={t("loadFailed")} error={error} onRetry={refetch} />;
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
          <p className="text-sm text-gray-700">{t("pairedWith")}</p>
          <p className="font-semibold text-gray-900 [overflow-wrap:anywhere]">
            {partnerName(couple?.partner, t)}
          </p>
          {couple ? (
            <p className="text-xs text-gray-600">
              {t("since", { date: formatDate(locale, couple.createdAt, "dayMonthYear") })}
              <span className="whitespace-nowrap">{coupleDayLabel(couple.createdAt, t)}</span>
            </p>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-gray-700">{t("hint")}</p>
      <Link
        to="/app/profile"
        onClick={onNavigate}
        className={buttonVariants({ variant: "outline", className: "w-full" })}
      >
        {t("profile")}
      </Link>
    </div>
  );
}
