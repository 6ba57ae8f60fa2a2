import type { MatchSummary } from "@tandem/api-contract";
import { Avatar, Button, Card } from "@tandem/ui";
import { MapPinIcon } from "../icons.js";
import { CommonTags } from "./common-tags.js";
import { nicknameLetter } from "./profile-photo.js";
import { SocialLinks } from "./social-links.js";

export type MatchAction = "unmatch" | "block" | "report";

export interface MatchCardProps {
  match: MatchSummary;
  onAction: (action: MatchAction, match: MatchSummary) => void;
  /** Disables the actions while one of them runs for this match. */
  busy?: boolean;
}

const copy = { unmatch: "Unmatch", block: "Block", report: "Report" };

/** One mutual match: who they are, what you share, how to reach them, and the safety actions. */
export function MatchCard({ match, onAction, busy = false }: MatchCardProps) {
  const { nickname, profileImageUrl, ageGroup, city, bio, commonTags } = match;
  return (
    <Card role="article" aria-label={nickname} className="flex flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <Avatar
          src={profileImageUrl}
          alt={nickname}
          fallback={nicknameLetter(nickname)}
          size="lg"
        />
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-xl font-bold leading-tight text-gray-900">{nickname}</h2>
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
      {bio ? <p className="whitespace-pre-line break-words text-sm text-gray-800">{bio}</p> : null}
      <CommonTags tags={commonTags} />
      <SocialLinks match={match} />
      <div className="grid grid-cols-3 gap-2 border-t border-rose-100 pt-4">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onAction("unmatch", match)}
        >
          {copy.unmatch}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onAction("block", match)}
        >
          {copy.block}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          className="text-red-700! hover:bg-red-50! hover:text-red-800!"
          onClick={() => onAction("report", match)}
        >
          {copy.report}
        </Button>
      </div>
    </Card>
  );
}
