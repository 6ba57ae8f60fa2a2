import { visibleLength } from "@tandem/api-contract";
import { cn } from "@tandem/ui";

const copy = {
  count: (length: number, max: number) => `${length}/${max}`,
  label: (length: number, max: number) => `${length} of ${max} characters`,
};

/**
 * How many visible characters a field holds, of how many it may (decision 281): shown under
 * the field, red past the limit, so a long name is never cut without a word.
 */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const length = visibleLength(value.trim());
  return (
    <p
      className={cn(
        "text-right text-xs tabular-nums",
        length > max ? "font-medium text-red-700" : "text-gray-600",
      )}
    >
      <span aria-hidden="true">{copy.count(length, max)}</span>
      <span className="sr-only">{copy.label(length, max)}</span>
    </p>
  );
}
