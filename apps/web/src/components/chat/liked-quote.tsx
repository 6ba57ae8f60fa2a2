import { useState } from "react";
import { discoveryAnswer, type LikedThing } from "@tandem/api-contract";
import { cn } from "@tandem/ui";

const copy = {
  mineAnswer: (name: string) => `You liked ${name}'s answer`,
  minePhoto: (name: string) => `You liked ${name}'s photo`,
  theirsAnswer: (name: string) => `${name} liked your answer`,
  theirsPhoto: (name: string) => `${name} liked your photo`,
  photo: (whose: string) => `${whose} photo`,
  your: "Your",
};

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
  const answer = liked.answer ? discoveryAnswer(liked.answer) : null;
  // A photo no longer theirs to show (a chat kept after the match ended): the words stay.
  const [photoFailed, setPhotoFailed] = useState(false);
  if (!answer && !liked.photoUrl) return null;
  const heading = answer
    ? mine
      ? copy.mineAnswer(otherName)
      : copy.theirsAnswer(otherName)
    : mine
      ? copy.minePhoto(otherName)
      : copy.theirsPhoto(otherName);
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
          alt={copy.photo(mine ? `${otherName}'s` : copy.your)}
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
