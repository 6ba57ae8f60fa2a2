import { useMemo } from "react";
import type { ModeratedUser } from "@tandem/api-contract";
import { defineCopy, formatDate } from "@tandem/i18n";
import { useCopy, useLocale } from "../../lib/i18n.js";

export const deskFormatCopy = defineCopy(
  {
    deletedAccount: "Deleted account",
    unnamed: "Unnamed",
  },
  { es: () => import("./format.es.js") },
);

type Person = Pick<ModeratedUser, "email" | "name" | "nickname"> | null;

/**
 * How the desk writes a moment ("22 Nov 2026, 14:05", in the UI's language and the reader's
 * zone) and a person (nickname or name, and their e-mail; or that the account is gone).
 */
export function useDeskFormat() {
  const locale = useLocale();
  const t = useCopy(deskFormatCopy);
  return useMemo(
    () => ({
      deletedAccount: t("deletedAccount"),
      when: (iso: string): string =>
        Number.isNaN(Date.parse(iso)) ? iso : formatDate(locale, iso, "dateTime"),
      personLabel: (user: Person): { primary: string; secondary: string | null } => {
        if (!user) return { primary: t("deletedAccount"), secondary: null };
        const primary = user.nickname ?? user.name ?? user.email ?? t("unnamed");
        return { primary, secondary: user.email && user.email !== primary ? user.email : null };
      },
    }),
    [locale, t],
  );
}
