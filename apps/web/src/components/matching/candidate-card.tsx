import { useState } from "react";
import { shownMatchScore, type DiscoverCandidate } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Badge, Button, Card, cn, focusRing } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { FlagIcon, HeartIcon, MapPinIcon, SparklesIcon, UserIcon } from "../icons.js";
import { AnswerList } from "./answer-list.js";
import { CommonTags } from "./common-tags.js";
import { LikedMeNote } from "./liked-me-note.js";
import type { LikeTarget } from "./like-sheet.js";
import { PhotoCarousel } from "./photo-carousel.js";
import { sharedLine, sharedLineCopy } from "./shared-line.js";
import { UserText } from "../user-text.js";

/** Bios longer than this start folded to a few lines, so the like and pass buttons stay in reach. */
const LONG_BIO = 180;

export const candidateCardCopy = defineCopy(
  {
    match: "{score}% match",
    ageGroup: "Age group:",
    city: "City:",
    more: "Read more",
    less: "Show less",
    report: "Report {name}",
    likesYou: "Likes you",
  },
  { es: () => import("./candidate-card.es.js") },
);

export interface CandidateCardProps {
  candidate: DiscoverCandidate;
  /** Like one of their photos or answers (opens the note sheet). */
  onLikeThing?: (target: LikeTarget) => void;
  /** Report this person (opens the report dialog). */
  onReport?: () => void;
  disabled?: boolean;
}

/**
 * One whole profile on Discover: the note they left with a like of me (if any), every photo,
 * what the two share ("You both love tacos"), nickname, the match score when it says something
 * (decision 247), age group, city, bio, their answers in words, shared answers.
 */
export function CandidateCard({ candidate, onLikeThing, onReport, disabled }: CandidateCardProps) {
  const { nickname, profileImageUrl, ageGroup, city, bio, commonTags } = candidate;
  const t = useCopy(candidateCardCopy);
  const score = shownMatchScore(candidate);
  const shared = sharedLine(useCopy(sharedLineCopy), commonTags);
  const [expanded, setExpanded] = useState(false);
  const long = (bio?.length ?? 0) > LONG_BIO;
  return (
    <Card className="overflow-hidden" aria-label={nickname} role="article">
      {candidate.likedMe ? <LikedMeNote nickname={nickname} likedMe={candidate.likedMe} /> : null}
      <PhotoCarousel
        photos={candidate.photos}
        nickname={nickname}
        fallbackSrc={profileImageUrl}
        disabled={disabled}
        onLikePhoto={
          onLikeThing ? (photo, index) => onLikeThing({ kind: "photo", photo, index }) : undefined
        }
        badge={
          score === null ? undefined : (
            <Badge
              variant="brand"
              className="absolute right-3 top-5 px-3! py-1! text-sm! shadow-md ring-2 ring-white/70"
            >
              {t("match", { score })}
            </Badge>
          )
        }
      />
      {shared ? (
        <p className="flex items-center gap-2 bg-violet-50 px-5 py-2.5 text-sm font-semibold text-violet-800">
          <SparklesIcon className="size-4 shrink-0 text-violet-600" />
          {shared}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 p-5">
        {/* Focusable from script: Discover moves focus here when a report takes the card before. */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2
            tabIndex={-1}
            className="break-words text-2xl font-bold leading-tight text-gray-900 focus:outline-none"
          >
            <UserText>{nickname}</UserText>
          </h2>
          {/* A plain like (no note) is marked here; a noted one has its note above the photos. */}
          {candidate.likesYou && !candidate.likedMe ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-rose-600 px-2.5 py-1 text-xs font-bold text-white">
              <HeartIcon className="size-3.5 fill-current" />
              {t("likesYou")}
            </span>
          ) : null}
        </div>
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
              <span className="break-words">{city}</span>
            </span>
          ) : null}
        </p>
        {bio ? (
          <div className="flex flex-col items-start gap-1">
            <UserText
              as="p"
              className={cn(
                "whitespace-pre-line break-words text-gray-800",
                long && !expanded && "line-clamp-4",
              )}
            >
              {bio}
            </UserText>
            {long ? (
              <button
                type="button"
                aria-expanded={expanded}
                onClick={() => setExpanded((open) => !open)}
                className={cn(
                  "rounded text-sm font-semibold text-violet-700 hover:underline",
                  focusRing,
                )}
              >
                {expanded ? t("less") : t("more")}
              </button>
            ) : null}
          </div>
        ) : null}
        <AnswerList
          nickname={nickname}
          answers={candidate.answers}
          shared={commonTags}
          disabled={disabled}
          onLikeAnswer={onLikeThing ? (tag) => onLikeThing({ kind: "answer", tag }) : undefined}
        />
        <CommonTags tags={commonTags} />
        {onReport ? (
          <div className="flex justify-center border-t border-rose-100 pt-3">
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={onReport}
              className="text-red-700! hover:bg-red-50! hover:text-red-800!"
            >
              <FlagIcon />
              {t("report", { name: nickname })}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
