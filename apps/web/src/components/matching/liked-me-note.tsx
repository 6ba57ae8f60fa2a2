import { discoveryTagLabel, type LikeNote } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { cn } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { HeartIcon } from "../icons.js";
import { UserText } from "../user-text.js";

export const likedMeNoteCopy = defineCopy(
  {
    aboutPhoto: "{name} liked your photo",
    aboutAnswer: '{name} liked your answer "{label}"',
    aboutYou: "{name} liked you",
    yourPhoto: "Your photo",
  },
  { es: () => import("./liked-me-note.es.js") },
);

/** A like of the viewer: its note (Discover's noted likes; "Likes you" may have none). */
type LikeOfMe = Omit<LikeNote, "note"> & { note: string | null };

/** On a liker's card: the note they left with their like (if any), and what it is about. */
export function LikedMeNote({ nickname, likedMe }: { nickname: string; likedMe: LikeOfMe }) {
  const t = useCopy(likedMeNoteCopy);
  const about = likedMe.answer
    ? t("aboutAnswer", { name: nickname, label: discoveryTagLabel(likedMe.answer) })
    : t(likedMe.photoId ? "aboutPhoto" : "aboutYou", { name: nickname });
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
          alt={t("yourPhoto")}
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
