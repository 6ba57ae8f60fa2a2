import { defineCopy } from "@tandem/i18n";
import type { MatchSummary } from "@tandem/api-contract";
import { cn, focusRing } from "@tandem/ui";
import { LinkIcon } from "../icons.js";
import { socialLinks } from "./labels.js";
import { useCopy } from "../../lib/i18n.js";

export const socialLinksCopy = defineCopy(
  { label: "{nickname}'s social profiles", newTab: "(opens in a new tab)" },
  { es: () => import("./social-links.es.js") },
);

const tints = {
  Instagram: "bg-pink-50 text-pink-700 border-pink-200",
  Snapchat: "bg-yellow-50 text-yellow-800 border-yellow-200",
  Facebook: "bg-blue-50 text-blue-700 border-blue-200",
} as const;

/** A match's social handles as links to their public profiles (opened in a new tab). */
export function SocialLinks({ match, className }: { match: MatchSummary; className?: string }) {
  const t = useCopy(socialLinksCopy);
  const links = socialLinks(match);
  if (links.length === 0) return null;
  return (
    <ul
      aria-label={t("label", { nickname: match.nickname })}
      className={cn("flex flex-wrap gap-2", className)}
    >
      {links.map(({ network, handle, url }) => (
        <li key={network} className="min-w-0 max-w-full">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              "inline-flex max-w-full items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition hover:brightness-95",
              focusRing,
              tints[network],
            )}
          >
            <LinkIcon className="size-4 shrink-0" />
            <span className="shrink-0">{network}</span>
            <span className="truncate font-semibold">@{handle}</span>
            <span className="sr-only">{t("newTab")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
