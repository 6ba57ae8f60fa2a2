import { discoveryTagLabel, type LikeNote } from "@tandem/api-contract";
import { cn } from "@tandem/ui";
import { HeartIcon } from "../icons.js";
import { UserText } from "../user-text.js";

const copy = {
  aboutPhoto: (name: string) => `${name} liked your photo`,
  aboutAnswer: (name: string, label: string) => `${name} liked your answer "${label}"`,
  aboutYou: (name: string) => `${name} liked you`,
  yourPhoto: "Your photo",
};

/** A like of the viewer: its note (Discover's noted likes; "Likes you" may have none). */
type LikeOfMe = Omit<LikeNote, "note"> & { note: string | null };

/** On a liker's card: the note they left with their like (if any), and what it is about. */
export function LikedMeNote({ nickname, likedMe }: { nickname: string; likedMe: LikeOfMe }) {
  const about = likedMe.answer
    ? copy.aboutAnswer(nickname, discoveryTagLabel(likedMe.answer))
    : likedMe.photoId
      ? copy.aboutPhoto(nickname)
      : copy.aboutYou(nickname);
  return (
    <section
      aria-label={about}
      className={cn(
        "flex gap-3 border-b border-rose-100 bg-linear-to-r from-rose-50 to-violet-50 px-4 py-3",
        likedMe.note || likedMe.photoThumbUrl ? "items-start" : "items-center",
      )}
    >
      {likedMe.photoThumbUrl ? (
        <img
          src={likedMe.photoThumbUrl}
          alt={copy.yourPhoto}
          className="size-14 shrink-0 rounded-lg object-cover ring-2 ring-white"
        />
      ) : (
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-600">
          <HeartIcon className="size-5 fill-rose-500" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-rose-700">{about}</p>
        {likedMe.note ? (
          <UserText
            as="blockquote"
            className="mt-1 whitespace-pre-line break-words rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-gray-900 shadow-sm"
          >
            {likedMe.note}
          </UserText>
        ) : null}
      </div>
    </section>
  );
}
