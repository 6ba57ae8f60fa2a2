import { useState } from "react";
import { discoveryAnswer, type LikedThing } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { cn } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";

export const likedQuoteCopy = defineCopy(
  {
    mineAnswer: "You liked {name}'s answer",
    minePhoto: "You liked {name}'s photo",
    theirsAnswer: "{name} liked your answer",
    theirsPhoto: "{name} liked your photo",
    theirPhoto: "{name}'s photo",
    yourPhoto: "Your photo",
  },
  { es: () => import("./liked-quote.es.js") },
);

/**
 * What a like that opened the chat was about (decision 246), quoted above its note: the liked
 * photo's thumbnail or the liked answer with its question, as Hinge keeps the liked prompt.
 */
export function LikedQuote({
  liked,
  mine,
  otherName,
}: {
  liked: LikedThing;
  /** I sent the like: the thing quoted is the other person's. */
  mine: boolean;
  otherName: string;
}) {
  const t = useCopy(likedQuoteCopy);
  const answer = liked.answer ? discoveryAnswer(liked.answer) : null;
  // A photo no longer theirs to show (a chat kept after the match ended): the words stay.
  const [photoFailed, setPhotoFailed] = useState(false);
  if (!answer && !liked.photoUrl) return null;
  const name = { name: otherName };
  const heading = answer
    ? t(mine ? "mineAnswer" : "theirsAnswer", name)
    : t(mine ? "minePhoto" : "theirsPhoto", name);
  return (
    <figure
      className={cn(
        "mb-1 flex max-w-[80%] items-center gap-3 rounded-2xl border border-violet-100 bg-violet-50/80 p-2.5",
        mine ? "self-end" : "self-start",
      )}
    >
      {liked.photoUrl && !answer && !photoFailed ? (
        <img
          onError={() => setPhotoFailed(true)}
          src={liked.photoUrl}
          alt={mine ? t("theirPhoto", name) : t("yourPhoto")}
          className="size-16 shrink-0 rounded-xl object-cover"
        />
      ) : null}
      <figcaption className="flex min-w-0 flex-col gap-0.5 pr-1">
        <span className="text-xs font-semibold text-violet-700">{heading}</span>
        {answer ? (
          <>
            <span className="text-xs text-gray-600">{answer.question}</span>
            <span className="font-semibold text-gray-900">{answer.label}</span>
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}
