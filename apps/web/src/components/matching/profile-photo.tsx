import { useEffect, useState } from "react";
import { cn } from "@tandem/ui";

const copy = {
  photo: (nickname: string) => `Photo of ${nickname}`,
  noPhoto: (nickname: string) => `${nickname} has no photo`,
};

/** The first letter of a nickname, upper-cased ("?" when there is none). */
export function nicknameLetter(nickname: string): string {
  const letter = Array.from(nickname.trim())[0];
  return letter ? letter.toUpperCase() : "?";
}

export interface ProfilePhotoProps {
  src: string | null;
  nickname: string;
  className?: string;
}

/** A profile's picture, or its initial on the brand gradient when there is none (or it fails to load). */
export function ProfilePhoto({ src, nickname, className }: ProfilePhotoProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={copy.photo(nickname)}
        onError={() => setFailed(true)}
        className={cn("w-full object-cover", className)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={copy.noPhoto(nickname)}
      className={cn(
        "flex w-full items-center justify-center bg-linear-to-br from-rose-400 via-fuchsia-400 to-violet-500",
        className,
      )}
    >
      <span aria-hidden="true" className="text-7xl font-bold text-white/95 drop-shadow-sm">
        {nicknameLetter(nickname)}
      </span>
    </div>
  );
}
