import { Badge, cn } from "@tandem/ui";
import { StarIcon } from "./icons.js";

const copy = { points: (n: number) => `${n} points` };

/** "★ 120" pill; the accessible text is "120 points". */
export function PointsBadge({ points, className }: { points: number; className?: string }) {
  return (
    <Badge variant="brand" className={cn("px-3 py-1 text-sm", className)}>
      <StarIcon fill="currentColor" strokeWidth={0} />
      <span aria-hidden="true">{points}</span>
      <span className="sr-only">{copy.points(points)}</span>
    </Badge>
  );
}
