import type { ComponentType, ReactNode, SVGProps } from "react";
import { Card, cn, iconTile } from "@tandem/ui";

const tones = {
  rose: "bg-rose-100 text-rose-600",
  violet: "bg-violet-100 text-violet-600",
  amber: "bg-amber-100 text-amber-600",
  emerald: "bg-emerald-100 text-emerald-600",
  brand: "bg-linear-to-br from-rose-100 to-violet-100 text-rose-600",
} as const;

/** "lg" for a screen's whole body, "md" for a list that has nothing, "sm" for a message without an icon. */
const sizes = {
  sm: { body: "gap-3 p-6", icon: "", svg: "", title: "font-semibold", actions: "" },
  md: {
    body: "gap-2 p-8",
    icon: "mb-1 size-14",
    svg: "size-7",
    title: "text-lg font-semibold",
    actions: "mt-2",
  },
  lg: {
    body: "gap-3 p-8",
    icon: "size-16",
    svg: "size-8",
    title: "text-xl font-bold",
    actions: "mt-2",
  },
} as const;

export interface EmptyStateProps {
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  title: ReactNode;
  /**
   * The title's element: h2 on a screen, h3 under a section's heading, p inside a card's
   * flow; h1 in place of a whole screen (a screen that failed).
   */
  titleAs?: "h1" | "h2" | "h3" | "p";
  text: ReactNode;
  /** Buttons or links under the text (give them `w-full` to span the card). */
  children?: ReactNode;
  role?: "alert" | "status";
  className?: string;
}

/** A card with a centred icon, a title, a sentence and the actions: empty lists, finished steps, failures. */
export function EmptyState({
  icon: Icon,
  tone = "rose",
  size = "lg",
  title,
  titleAs: Title = "h2",
  text,
  children,
  role,
  className,
}: EmptyStateProps) {
  const s = sizes[size];
  return (
    <Card role={role} className={className}>
      <div className={cn("flex flex-col items-center text-center", s.body)}>
        {Icon ? (
          <span className={cn(iconTile, "rounded-full", s.icon, tones[tone])}>
            <Icon className={s.svg} />
          </span>
        ) : null}
        <Title className={cn("text-gray-900", s.title)}>{title}</Title>
        <p className="text-sm text-gray-600">{text}</p>
        {children ? (
          <div className={cn("flex w-full flex-col items-center gap-2", s.actions)}>{children}</div>
        ) : null}
      </div>
    </Card>
  );
}
