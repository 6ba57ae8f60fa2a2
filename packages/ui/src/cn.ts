import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping falsy ones, and lets later Tailwind classes win over earlier
 * ones of the same property (`cn("p-4", "p-8")` is "p-8"), so a caller's className
 * overrides a component's defaults.
 */
export function cn(...classes: Array<string | false | null | undefined | 0>): string {
  return twMerge(classes.filter(Boolean).join(" "));
}
