import { useState } from "react";
import { Link } from "react-router-dom";
import { IDENTITY_UNLOCK_QUIZZES, type Couple } from "@tandem/api-contract";
import { Button, buttonVariants, Card, CardContent, CardHeader, CardTitle } from "@tandem/ui";
import { SparklesIcon } from "../icons.js";
import { CouplePhoto } from "./couple-photo.js";
import { EndRelationshipDialog } from "./end-relationship-dialog.js";
import { coupleDayLabel, PARTNER_WORDS, partnerName } from "./partner-name.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const relationshipCardCopy = defineCopy(
  {
    ...PARTNER_WORDS,
    title: "Relationship Status",
    paired: "Paired with Partner",
    you: "You and {partner} · {day}",
    identityLocked:
      "Your couple identity unlocks after {total} quizzes completed together ({done}/{total}).",
    endRelationship: "End Relationship",
    metInChat: "Read the chat where you met",
  },
  { es: () => import("./relationship-card.es.js") },
);

/**
 * 'Paired with Partner', the couple's identity, and 'End Relationship'.
 * @see docs/spec/product-spec.md, "Profile screen"
 */
export function RelationshipCard({ couple }: { couple: Couple }) {
  const t = useCopy(relationshipCardCopy);
  const [endOpen, setEndOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <CouplePhoto />
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">{t("paired")}</p>
            <p className="text-sm text-gray-600 [overflow-wrap:anywhere]">
              {t("you", {
                partner: partnerName(couple.partner, t),
                day: coupleDayLabel(couple.createdAt, t),
              })}
            </p>
          </div>
        </div>
        {couple.identity ? (
          <div className="rounded-xl bg-linear-to-br from-violet-50 to-rose-50 p-4">
            <p className="flex items-center gap-1.5 font-semibold text-violet-800">
              <SparklesIcon className="size-4" />
              {couple.identity}
            </p>
            {couple.identityDescription ? (
              <p className="mt-1 text-sm text-gray-700">{couple.identityDescription}</p>
            ) : null}
          </div>
        ) : (
          <p className="rounded-xl bg-gray-50 p-3 text-sm text-gray-600">
            {t("identityLocked", {
              total: IDENTITY_UNLOCK_QUIZZES,
              done: Math.min(couple.completedQuizzes, IDENTITY_UNLOCK_QUIZZES),
            })}
          </p>
        )}
        {couple.metInChat !== null ? (
          <Link
            to={`/app/chat/${couple.metInChat}`}
            className={buttonVariants({ variant: "outline" })}
          >
            {t("metInChat")}
          </Link>
        ) : null}
        <Button
          variant="outline"
          className="border-red-200 text-red-700 hover:bg-red-50"
          onClick={() => setEndOpen(true)}
        >
          {t("endRelationship")}
        </Button>
      </CardContent>
      <EndRelationshipDialog
        open={endOpen}
        onOpenChange={setEndOpen}
        partner={partnerName(couple.partner, t)}
      />
    </Card>
  );
}
