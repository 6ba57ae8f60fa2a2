import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { cn, focusRing } from "@tandem/ui";
import { ArrowLeftIcon } from "./icons.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

export const pageHeaderCopy = defineCopy(
  {
    back: "Back",
  },
  { es: () => import("./page-header.es.js") },
);

export interface PageHeaderProps {
  title: ReactNode;
  /** Small text under the title. */
  subtitle?: ReactNode;
  /** Shows a back arrow linking there (e.g. "/app"). */
  backTo?: string;
  /** Right-hand content: badges, buttons, avatar. */
  right?: ReactNode;
  className?: string;
}

/**
 * The top bar of a screen: optional back link, the title (an <h1>), and a right slot, which
 * wraps under the title when both do not fit (large text, zoom).
 */
export function PageHeader({ title, subtitle, backTo, right, className }: PageHeaderProps) {
  const t = useCopy(pageHeaderCopy);
  return (
    <header className={cn("flex flex-wrap items-center gap-3 pb-4 pt-2", className)}>
      {backTo ? (
        <Link
          to={backTo}
          className={cn(
            "-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 transition hover:bg-rose-50",
            focusRing,
          )}
        >
          <ArrowLeftIcon className="size-5" />
          <span className="sr-only">{t("back")}</span>
        </Link>
      ) : null}
      <div className="min-w-0 flex-1 basis-40">
        <h1 className="break-words text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
        {subtitle ? <p className="break-words text-sm text-gray-600">{subtitle}</p> : null}
      </div>
      {right ? (
        <div className="flex max-w-full shrink-0 flex-wrap items-center gap-2">{right}</div>
      ) : null}
    </header>
  );
}
