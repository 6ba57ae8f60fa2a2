import type { Couple } from "@tandem/api-contract";
import { Button, Card, cn, iconTile } from "@tandem/ui";
import { HeartIcon, UsersIcon } from "../icons.js";
import { InlineLoadError } from "../load-error-card.js";
import { UserAvatar } from "../user-avatar.js";
import { coupleDayLabel, PARTNER_WORDS, partnerName } from "./partner-name.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const coupleStatusCopy = defineCopy(
  {
    ...PARTNER_WORDS,
    loading: "Loading status...",
    pairedWith: "Paired with",
    notPaired: "Not paired yet",
    pairNow: "Pair Now",
    loadFailed: "Your relationship could not be loaded.",
  },
  { es: () => import("./couple-status.es.js") },
);

export interface CoupleStatusProps {
  /** The user has a coupleId (or couple data). */
  paired: boolean;
  couple: Couple | null;
  isLoading: boolean;
  /** The couple could not be loaded (not a 404): shown with a retry, never as 'Connected'. */
  error?: unknown;
  onRetry?: () => void;
  onPairNow: () => void;
}

/**
 * The home's couple status strip: 'Paired with {partner}' + 'Day N', or 'Not paired yet' +
 * 'Pair Now'.
 * @see docs/spec/product-spec.md, "Home dashboard"
 */
export function CoupleStatus({
  paired,
  couple,
  isLoading,
  error,
  onRetry,
  onPairNow,
}: CoupleStatusProps) {
  const t = useCopy(coupleStatusCopy);
  if (isLoading) {
    return (
      <Card className="flex min-h-16 items-center px-4 py-3" role="status">
        <p className="text-sm text-gray-600">{t("loading")}</p>
      </Card>
    );
  }

  if (paired && !couple && error) {
    return <InlineLoadError what={t("loadFailed")} error={error} onRetry={onRetry ?? (() => {})} />;
  }

  if (paired || couple) {
    return (
      <Card className="flex min-h-16 flex-wrap items-center gap-3 bg-linear-to-r from-rose-50 to-violet-50 px-4 py-3">
        {couple ? (
          <UserAvatar user={couple.partner} size="md" />
        ) : (
          <span className={cn(iconTile, "size-10 rounded-full bg-rose-100 text-rose-600")}>
            <HeartIcon className="size-5" />
          </span>
        )}
        <p className="min-w-0 flex-1 basis-32 text-sm text-gray-700">
          {t("pairedWith")}{" "}
          <span className="font-semibold text-gray-900 [overflow-wrap:anywhere]">
            {partnerName(couple?.partner, t)}
          </span>
        </p>
        <span className="shrink-0 rounded-full bg-white px-3 py-1 text-xs font-semibold text-rose-600 shadow-xs">
          {coupleDayLabel(couple?.createdAt, t)}
        </span>
      </Card>
    );
  }

  return (
    <Card className="flex min-h-16 items-center gap-3 px-4 py-3">
      <span className={cn(iconTile, "size-10 rounded-full bg-gray-100 text-gray-500")}>
        <UsersIcon className="size-5" />
      </span>
      <p className="min-w-0 flex-1 text-sm font-medium text-gray-700">{t("notPaired")}</p>
      <Button size="sm" onClick={onPairNow}>
        {t("pairNow")}
      </Button>
    </Card>
  );
}
