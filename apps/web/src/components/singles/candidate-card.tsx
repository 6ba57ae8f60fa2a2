import type { DiscoverCandidate } from "@tandem/api-contract";
import { Badge, Card } from "@tandem/ui";
import { MapPinIcon, UserIcon } from "../icons.js";
import { CommonTags } from "./common-tags.js";
import { ProfilePhoto } from "./profile-photo.js";

/** One profile on Discover: photo (or initial), nickname, match score, age group, city, bio, shared tags. */
export function CandidateCard({ candidate }: { candidate: DiscoverCandidate }) {
  const { nickname, profileImageUrl, matchScore, ageGroup, city, bio, commonTags } = candidate;
  return (
    <Card className="overflow-hidden" aria-label={nickname} role="article">
      <ProfilePhoto src={profileImageUrl} nickname={nickname} className="h-52" />
      <div className="flex flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 break-words text-2xl font-bold leading-tight text-gray-900">{nickname}</h2>
          <Badge variant="brand" className="mt-1 shrink-0 text-sm">
            {matchScore}% match
          </Badge>
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1.5">
            <UserIcon className="size-4 text-rose-500" />
            <span className="sr-only">Age group:</span>
            {ageGroup}
          </span>
          {city ? (
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <MapPinIcon className="size-4 shrink-0 text-rose-500" />
              <span className="sr-only">City:</span>
              <span className="break-words">{city}</span>
            </span>
          ) : null}
        </p>
        {bio ? <p className="whitespace-pre-line break-words text-gray-800">{bio}</p> : null}
        <CommonTags tags={commonTags} />
      </div>
    </Card>
  );
}
