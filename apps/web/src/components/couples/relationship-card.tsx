import { useState } from "react";
import { Link } from "react-router-dom";
import { IDENTITY_UNLOCK_QUIZZES, type Couple } from "@tandem/api-contract";
import { Button, buttonVariants, Card, CardContent, CardHeader, CardTitle } from "@tandem/ui";
import { SparklesIcon } from "../icons.js";
import { CouplePhoto } from "./couple-photo.js";
import { EndRelationshipDialog } from "./end-relationship-dialog.js";
import { coupleDayLabel, partnerName } from "./partner-name.js";

const copy = {
  title: "Relationship Status",
  paired: "Paired with Partner",
  you: (partner: string, day: string) => `You and ${partner} · ${day}`,
  identityLocked: (done: number) =>
    `Your couple identity unlocks after ${IDENTITY_UNLOCK_QUIZZES} quizzes completed together (${Math.min(done, IDENTITY_UNLOCK_QUIZZES)}/${IDENTITY_UNLOCK_QUIZZES}).`,
  endRelationship: "End Relationship",
  metInChat: "Read the chat where you met",
};

/**
 * 'Paired with Partner', the couple's identity, and 'End Relationship'.
 * @see docs/spec/product-spec.md, "Profile screen"
 */
export function RelationshipCard({ couple }: { couple: Couple }) {
  const [endOpen, setEndOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <CouplePhoto />
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">{copy.paired}</p>
            <p className="text-sm text-gray-600 [overflow-wrap:anywhere]">
              {copy.you(partnerName(couple.partner), coupleDayLabel(couple.createdAt))}
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
            {copy.identityLocked(couple.completedQuizzes)}
          </p>
        )}
        {couple.metInChat !== null ? (
          <Link
            to={`/app/chat/${couple.metInChat}`}
            className={buttonVariants({ variant: "outline" })}
          >
            {copy.metInChat}
          </Link>
        ) : null}
        <Button
          variant="outline"
          className="border-red-200 text-red-700 hover:bg-red-50"
          onClick={() => setEndOpen(true)}
        >
          {copy.endRelationship}
        </Button>
      </CardContent>
      <EndRelationshipDialog
        open={endOpen}
        onOpenChange={setEndOpen}
        partner={partnerName(couple.partner)}
      />
    </Card>
  );
}
