import { IDENTITY_UNLOCK_QUIZZES, type Couple } from "@tandem/api-contract";
import { Card } from "@tandem/ui";
import { SparklesIcon } from "../icons.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const identityCardCopy = defineCopy(
  {
    caption: "Unlocked after {count} quizzes",
  },
  { es: () => import("./identity-card.es.js") },
);

/**
 * The couple's identity, once unlocked.
 * @see docs/spec/product-spec.md, "Home dashboard"
 */
export function IdentityCard({ couple }: { couple: Couple }) {
  const t = useCopy(identityCardCopy);
  if (!couple.identity) return null;
  return (
    <Card className="bg-linear-to-br from-violet-600 to-rose-500 text-white">
      <div className="flex flex-col gap-1.5 p-5">
        <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-white/85">
          <SparklesIcon className="size-4" />
          {t("caption", { count: IDENTITY_UNLOCK_QUIZZES })}
        </p>
        <h2 className="text-xl font-bold">{couple.identity}</h2>
        {couple.identityDescription ? (
          <p className="text-sm leading-relaxed text-white/90">{couple.identityDescription}</p>
        ) : null}
      </div>
    </Card>
  );
}
