import { useEffect, useState } from "react";
import { cn } from "./cn.js";

export interface AvatarProps {
  /** Image URL; when missing or failing to load, `fallback` is shown. */
  src?: string | null;
  /** Text alternative of the image (e.g. the person's name). */
  alt: string;
  /** Usually one letter. */
  fallback: string;
  size?: "sm" | "md" | "lg" | "xl";
  className?: string;
}

const sizes = {
  sm: "size-8 text-sm",
  md: "size-10 text-base",
  lg: "size-16 text-2xl",
  xl: "size-24 text-4xl",
};

export function Avatar({ src, alt, fallback, size = "md", className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const classes = cn(
    "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full",
    sizes[size],
    className,
  );
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={alt}
        onError={() => setFailed(true)}
        className={cn(classes, "object-cover")}
      />
    );
  }
  return (
    <span
      // An empty alt marks the picture decorative (the name is next to it), as on an <img>.
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      className={cn(
        classes,
        "bg-linear-to-br from-rose-400 to-violet-500 font-semibold uppercase text-white",
      )}
    >
      {alt ? (
        <span aria-hidden="true">{fallback}</span>
      ) : (
        // Drawn by CSS: a decorative initial is not text, so a button holding it (a chat's
        // header) keeps its visible text inside its name (WCAG 2.5.3).
        <span data-initial={fallback} className="before:content-[attr(data-initial)]" />
      )}
    </span>
  );
}
