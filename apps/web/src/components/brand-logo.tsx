import { APP_NAME } from "@tandem/api-contract";
import { cn } from "@tandem/ui";

const HEART =
  "M0 70C-20 52-84 16-84-34c0-30 22-50 46-50 18 0 31 10 38 24 7-14 20-24 38-24 24 0 46 20 46 50C84 16 20 52 0 70Z";

/** The two-hearts mark. Decorative: pair it with visible text. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn("size-8", className)}>
      <path transform="translate(24 33) rotate(-12) scale(0.24)" fill="#f43f5e" d={HEART} />
      <path
        transform="translate(41 35) rotate(12) scale(0.21)"
        fill="#8b5cf6"
        fillOpacity="0.9"
        d={HEART}
      />
    </svg>
  );
}

/** Mark + product name in the brand gradient. */
export function BrandLogo({
  className,
  markClassName,
}: {
  className?: string;
  markClassName?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 text-xl font-extrabold tracking-tight",
        className,
      )}
    >
      <BrandMark {...(markClassName ? { className: markClassName } : {})} />
      <span className="bg-linear-to-r from-rose-500 to-violet-600 bg-clip-text text-transparent">
        {APP_NAME}
      </span>
    </span>
  );
}
