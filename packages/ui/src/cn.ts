import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping falsy ones, and lets later Tailwind classes win over earlier
 * ones of the same property (`cn("p-4", "p-8")` is "p-8"), so a caller's className
 * overrides a component's defaults.
 */
export function cn(...classes: Array<string | false | null | undefined | 0>): string {
  return twMerge(classes.filter(Boolean).join(" "));
}

/** The keyboard focus ring of everything interactive (add `focus-visible:ring-offset-2` or `-inset` where it sits). */
export const focusRing =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500";

/** An icon centred in a tinted square or circle: add its size, rounding and colours. */
export const iconTile = "flex shrink-0 items-center justify-center";
