import { useId } from "react";
import { defineCopy } from "@tandem/i18n";
import { cn } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { tagLabel } from "./labels.js";

export const commonTagsCopy = defineCopy(
  { heading: "You both like" },
  { es: () => import("./common-tags.es.js") },
);

/**
 * The 'You both like' list of shared discovery tags. Renders nothing without tags.
 * @see docs/spec/product-spec.md, "Discover"
 */
export function CommonTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  const t = useCopy(commonTagsCopy);
  const headingId = useId();
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn("flex flex-col gap-2", className)}>
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-gray-500">
        {t("heading")}
      </h3>
      <ul className="flex flex-wrap gap-1.5">
        {tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-violet-100 px-2.5 py-1 text-xs font-medium text-violet-800"
          >
            {tagLabel(tag)}
          </li>
        ))}
      </ul>
    </section>
  );
}
