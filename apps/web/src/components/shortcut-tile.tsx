import type { ComponentType, ReactNode, SVGProps } from "react";
import { Link } from "react-router-dom";
import { cn, focusRing, iconTile } from "@tandem/ui";

export interface ShortcutTileProps {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
  /** The icon's colours, e.g. "bg-violet-100 text-violet-600". */
  tint: string;
  to?: string;
  onClick?: () => void;
}

/** A square shortcut on home: a link when `to` is given, else a button. */
export function ShortcutTile({ icon: Icon, title, text, tint, to, onClick }: ShortcutTileProps) {
  const className = cn(
    "flex h-full flex-col items-start gap-2 rounded-2xl border border-rose-100 bg-white p-4 text-left shadow-sm transition hover:bg-rose-50/50",
    focusRing,
  );
  const body: ReactNode = (
    <>
      <span className={cn(iconTile, "size-10 rounded-xl", tint)}>
        <Icon className="size-5" />
      </span>
      <span className="text-sm font-semibold leading-snug text-gray-900">{title}</span>
      <span className="text-xs leading-relaxed text-gray-600">{text}</span>
    </>
  );
  return to ? (
    <Link to={to} className={className}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={onClick} className={className}>
      {body}
    </button>
  );
}
