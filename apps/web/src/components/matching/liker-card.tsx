import type { Liker } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, Card, cn, focusRing } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { ChevronRightIcon, HeartIcon, MapPinIcon, UserIcon, XIcon } from "../icons.js";
import { AnswerList } from "./answer-list.js";
import { LikedMeNote } from "./liked-me-note.js";
import { PhotoCarousel } from "./photo-carousel.js";
import { UserText } from "../user-text.js";

export const likerCardCopy = defineCopy(
  {
    ageGroup: "Age group:",
    city: "City:",
    likeBack: "Like back",
    pass: "Pass",
    answers: "See their answers",
  },
  { es: () => import("./liker-card.es.js") },
);

export interface LikerCardProps {
  liker: Liker;
  onLikeBack: () => void;
  onPass: () => void;
  busy: boolean;
}

/**
 * One person on "Likes you": what their like was on and its note first, then their profile
 * (photos, age group, city, bio, answers) and the two answers, Pass and Like back.
 */
export function LikerCard({ liker, onLikeBack, onPass, busy }: LikerCardProps) {
  const t = useCopy(likerCardCopy);
  const { nickname, ageGroup, city, bio } = liker;
  return (
    <Card className="overflow-hidden" role="article" aria-label={nickname}>
      <LikedMeNote nickname={nickname} likedMe={liker.like} />
      <PhotoCarousel
        photos={liker.photos}
        nickname={nickname}
        fallbackSrc={liker.profileImageUrl}
      />
      <div className="flex flex-col gap-3 p-5">
        <h2 className="break-words text-2xl font-bold leading-tight text-gray-900">
          <UserText>{nickname}</UserText>
        </h2>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1.5">
            <UserIcon className="size-4 text-rose-500" />
            <span className="sr-only">{t("ageGroup")}</span>
            {ageGroup}
          </span>
          {city ? (
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <MapPinIcon className="size-4 shrink-0 text-rose-500" />
              <span className="sr-only">{t("city")}</span>
              <UserText className="break-words">{city}</UserText>
            </span>
          ) : null}
        </p>
        {bio ? (
          <UserText as="p" className="line-clamp-4 whitespace-pre-line break-words text-gray-800">
            {bio}
          </UserText>
        ) : null}
        {/* Folded, so a list of several likers stays short; opened to decide. */}
        <details className="group rounded-xl border border-rose-100">
          <summary
            className={cn(
              "flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 font-semibold text-violet-700",
              focusRing,
            )}
          >
            {t("answers")}
            <ChevronRightIcon className="size-4 transition-transform group-open:rotate-90" />
          </summary>
          <AnswerList nickname={nickname} answers={liker.answers} className="px-3 pb-3" />
        </details>
        <div className="grid grid-cols-2 gap-3 border-t border-rose-100 pt-4">
          <Button variant="outline" className="h-12!" disabled={busy} onClick={onPass}>
            <XIcon />
            {t("pass")}
          </Button>
          <Button className="h-12!" disabled={busy} onClick={onLikeBack}>
            <HeartIcon className="fill-current" />
            {t("likeBack")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
