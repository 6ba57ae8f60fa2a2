import type { HTMLAttributes } from "react";
import { cn } from "./cn.js";

export interface ProgressProps extends HTMLAttributes<HTMLDivElement> {
  /** Current amount, 0..max. */
  value: number;
  max?: number;
}

/** A progress bar (`role="progressbar"`). Give it an `aria-label` (or `aria-labelledby`). */
export function Progress({ value, max = 100, className, ...props }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      className={cn("h-2.5 w-full overflow-hidden rounded-full bg-rose-100", className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-linear-to-r from-rose-500 to-violet-500 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
