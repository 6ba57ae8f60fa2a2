/** Joins class names, skipping falsy values: `cn("a", isOn && "b", undefined)`. */
export function cn(...classes: Array<string | false | null | undefined | 0>): string {
  return classes.filter(Boolean).join(" ");
}
