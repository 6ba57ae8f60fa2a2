import { defineCopy } from "@tandem/i18n";
import { useEffect, useState } from "react";
import { cn } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";

export const profilePhotoCopy = defineCopy(
  { photo: "Photo of {nickname}", noPhoto: "{nickname} has no photo" },
  { es: () => import("./profile-photo.es.js") },
);

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
  const t = useCopy(profilePhotoCopy);
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={t("photo", { nickname })}
        onError={() => setFailed(true)}
        className={cn("w-full object-cover", className)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={t("noPhoto", { nickname })}
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
