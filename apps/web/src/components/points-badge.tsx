import { Badge, cn } from "@tandem/ui";
import { StarIcon } from "./icons.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

export const pointsBadgeCopy = defineCopy(
  {
    points: "{points} points",
  },
  { es: () => import("./points-badge.es.js") },
);

/** "★ 120" pill; the accessible text is "120 points". */
export function PointsBadge({ points, className }: { points: number; className?: string }) {
  const t = useCopy(pointsBadgeCopy);
  return (
    <Badge variant="brand" className={cn("px-3 py-1 text-sm", className)}>
      <StarIcon fill="currentColor" strokeWidth={0} />
      <span aria-hidden="true">{points}</span>
      <span className="sr-only">{t("points", { points })}</span>
    </Badge>
  );
}
