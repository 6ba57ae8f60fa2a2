import { useRef, useState, type ReactNode } from "react";
import type { Photo } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { cn, focusRing } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { HeartIcon } from "../icons.js";
import { ProfilePhoto } from "./profile-photo.js";

export const photoCarouselCopy = defineCopy(
  {
    photos: "Photos of {name}",
    photo: "Photo {n} of {name}",
    position: "Photo {n} of {of}",
    previous: "Previous photo",
    next: "Next photo",
    likePhoto: "Like photo {n}",
  },
  { es: () => import("./photo-carousel.es.js") },
);

export interface PhotoCarouselProps {
  photos: readonly Photo[];
  nickname: string;
  /** Shown (or the initial) when there is no profile photo. */
  fallbackSrc: string | null;
  /** A heart on each photo: like this one (Discover). */
  onLikePhoto?: (photo: Photo, index: number) => void;
  disabled?: boolean;
  /** Drawn over the photos' top-right corner (the match score). */
  badge?: ReactNode;
  className?: string;
}

/**
 * Every photo of a profile at 4:5, one at a time: swipe (scroll snap) or tap the left or
 * right edge to move, with a bar per photo at the top saying which one is showing.
 */
export function PhotoCarousel({
  photos,
  nickname,
  fallbackSrc,
  onLikePhoto,
  disabled,
  badge,
  className,
}: PhotoCarouselProps) {
  const t = useCopy(photoCarouselCopy);
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  /** Set while a "next" or "previous" tap scrolls the track there. */
  const scrollingTo = useRef<number | null>(null);
  const count = photos.length;

  if (count === 0) {
    return (
      <div className={cn("relative", className)}>
        <ProfilePhoto
          src={fallbackSrc}
          nickname={nickname}
          className="aspect-[4/5] max-h-[26rem]"
        />
        {badge}
      </div>
    );
  }

  const go = (to: number) => {
    const el = track.current;
    const next = Math.max(0, Math.min(count - 1, to));
    setIndex(next);
    scrollingTo.current = next;
    el?.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
  };
  /** The photo the track shows now, from where it is scrolled to. */
  const shown = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return null;
    return Math.max(0, Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth)));
  };
  const onScroll = () => {
    const at = shown();
    if (at === null) return;
    // On its way to the photo asked for (a smooth scroll passes the ones between): the
    // position and the like button keep that photo, rather than the one half left behind.
    if (scrollingTo.current !== null) {
      if (at !== scrollingTo.current) return;
      scrollingTo.current = null;
    }
    if (at !== index) setIndex(at);
  };
  const onScrollEnd = () => {
    scrollingTo.current = null;
    const at = shown();
    if (at !== null && at !== index) setIndex(at);
  };

  return (
    <div className={cn("relative", className)}>
      <ul
        ref={track}
        aria-label={t("photos", { name: nickname })}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
        className="flex aspect-[4/5] snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {photos.map((photo, i) => (
          <li key={photo.id} className="relative h-full w-full shrink-0 snap-center">
            <img
              src={photo.url}
              alt={t("photo", { name: nickname, n: i + 1 })}
              loading={i === 0 ? "eager" : "lazy"}
              draggable={false}
              className="h-full w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          {/* Tap the left or right third to move, as on the apps people know. */}
          <button
            type="button"
            aria-label={t("previous")}
            disabled={index === 0}
            onClick={() => go(index - 1)}
            className="absolute inset-y-12 left-0 w-1/3 cursor-w-resize disabled:cursor-default"
          />
          <button
            type="button"
            aria-label={t("next")}
            disabled={index === count - 1}
            onClick={() => go(index + 1)}
            className="absolute inset-y-12 right-0 w-1/3 cursor-e-resize disabled:cursor-default"
          />
          <div
            role="status"
            aria-label={t("position", { n: index + 1, of: count })}
            className="pointer-events-none absolute inset-x-3 top-2.5 flex gap-1.5"
          >
            {photos.map((photo, i) => (
              <span
                key={photo.id}
                className={cn(
                  "h-1 flex-1 rounded-full shadow-sm",
                  i === index ? "bg-white" : "bg-white/45",
                )}
              />
            ))}
          </div>
        </>
      ) : null}
      {badge}
      {onLikePhoto ? (
        <button
          type="button"
          aria-label={t("likePhoto", { n: index + 1 })}
          title={t("likePhoto", { n: index + 1 })}
          disabled={disabled}
          onClick={() => onLikePhoto(photos[index]!, index)}
          className={cn(
            "absolute bottom-3 right-3 inline-flex size-12 items-center justify-center rounded-full bg-white text-rose-600 shadow-lg ring-1 ring-rose-100 transition hover:bg-rose-50 disabled:opacity-60",
            focusRing,
          )}
        >
          <HeartIcon className="size-6" />
        </button>
      ) : null}
    </div>
  );
}
