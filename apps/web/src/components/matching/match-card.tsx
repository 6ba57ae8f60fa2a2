import { Link } from "react-router-dom";
import type { MatchSummary } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Avatar, Button, buttonVariants, Card } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { MapPinIcon } from "../icons.js";
import { AnswerList } from "./answer-list.js";
import { CommonTags } from "./common-tags.js";
import { PhotoCarousel } from "./photo-carousel.js";
import { nicknameLetter } from "./profile-photo.js";
import { SocialLinks } from "./social-links.js";
import { UserText } from "../user-text.js";

export type MatchAction = "unmatch" | "block" | "report";

export interface MatchCardProps {
  match: MatchSummary;
  onAction: (action: MatchAction, match: MatchSummary) => void;
  /** Disables the actions while one of them runs for this match. */
  busy?: boolean;
  /** Unread chat messages from them. */
  unread?: number;
  /** Shown in their chat (the profile sheet): no "Message" button. */
  inChat?: boolean;
}

export const matchCardCopy = defineCopy(
  {
    unmatch: "Unmatch",
    block: "Block",
    report: "Report",
    message: "Message",
    messageName: "Message {name}",
    messageUnread: "Message {name}, {n, plural, one {# unread message} other {# unread messages}}",
  },
  { es: () => import("./match-card.es.js") },
);

/** One mutual match: who they are, what you share, how to reach them, and the safety actions. */
export function MatchCard({
  match,
  onAction,
  busy = false,
  unread = 0,
  inChat = false,
}: MatchCardProps) {
  const t = useCopy(matchCardCopy);
  const { nickname, profileImageUrl, ageGroup, city, bio, commonTags, photos } = match;
  return (
    <Card role="article" aria-label={nickname} className="flex flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <Avatar
          src={photos[0]?.thumbUrl ?? profileImageUrl}
          alt={nickname}
          fallback={nicknameLetter(nickname)}
          size="lg"
        />
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-xl font-bold leading-tight text-gray-900">
            <UserText>{nickname}</UserText>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-gray-600">
            <span>{ageGroup}</span>
            {city ? (
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPinIcon className="size-4 shrink-0 text-rose-500" />
                <span className="break-words">{city}</span>
              </span>
            ) : null}
          </p>
        </div>
      </div>
      {photos.length > 0 ? (
        // A match sees all of their photos (docs/photos.md), in their order, as Discover did.
        <PhotoCarousel
          photos={photos}
          nickname={nickname}
          fallbackSrc={profileImageUrl}
          className="-mx-5 overflow-hidden"
        />
      ) : null}
      {bio ? (
        <UserText as="p" className="whitespace-pre-line break-words text-sm text-gray-800">
          {bio}
        </UserText>
      ) : null}
      <AnswerList nickname={nickname} answers={match.answers} shared={commonTags} />
      <CommonTags tags={commonTags} />
      <SocialLinks match={match} />
      {inChat ? null : (
        <Link
          to={`/app/chat/${match.matchId}`}
          className={buttonVariants({ className: "w-full" })}
          aria-label={
            unread > 0
              ? t("messageUnread", { name: nickname, n: unread })
              : t("messageName", { name: nickname })
          }
        >
          {t("message")}
          {unread > 0 ? (
            <span className="ml-1 inline-flex min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-rose-600">
              {unread}
            </span>
          ) : null}
        </Link>
      )}
      <div className="grid grid-cols-3 gap-2 border-t border-rose-100 pt-4">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onAction("unmatch", match)}
        >
          {t("unmatch")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onAction("block", match)}
        >
          {t("block")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          className="text-red-700! hover:bg-red-50! hover:text-red-800!"
          onClick={() => onAction("report", match)}
        >
          {t("report")}
        </Button>
      </div>
    </Card>
  );
}
