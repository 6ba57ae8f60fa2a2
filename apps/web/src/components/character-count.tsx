import { visibleLength } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { cn } from "@tandem/ui";
import { useCopy } from "../lib/i18n.js";

export const characterCountCopy = defineCopy(
  {
    count: "{length, number}/{max, number}",
    label: "{length, number} of {max, number} characters",
  },
  { es: () => import("./character-count.es.js") },
);

/**
 * How many visible characters a field holds, of how many it may (decision 281): shown under
 * the field, red past the limit, so a long name is never cut without a word.
 */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const t = useCopy(characterCountCopy);
  const length = visibleLength(value.trim());
  return (
    <p
      className={cn(
        "text-right text-xs tabular-nums",
        length > max ? "font-medium text-red-700" : "text-gray-600",
      )}
    >
      <span aria-hidden="true">{t("count", { length, max })}</span>
      <span className="sr-only">{t("label", { length, max })}</span>
    </p>
  );
}
