import { useState } from "react";
import {
  THEME_CHOICES,
  THEME_COOKIE,
  THEME_COOKIE_MAX_AGE_DAYS,
  type ThemeChoice,
} from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from "@tandem/ui";
import { writeCookie } from "../../lib/device-cookie.js";
import { useCopy } from "../../lib/i18n.js";
import { rememberedTheme } from "../../lib/theme-choice.js";

export const appearanceCopy = defineCopy(
  {
    title: "Appearance",
    description: "Light or dark, or the same as your phone.",
    system: "System",
    light: "Light",
    dark: "Dark",
  } satisfies Record<ThemeChoice, string> & Record<string, string>,
  { es: () => import("./appearance-card.es.js") },
);

/**
 * Draws the page in `choice` at once and remembers it: in a cookie, so the server writes the
 * next page's first HTML in it (no flash), and in localStorage for the app's shell offline.
 */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === "system") {
    delete root.dataset.theme;
    writeCookie(THEME_COOKIE, "", 0);
  } else {
    root.dataset.theme = choice;
    writeCookie(THEME_COOKIE, choice, THEME_COOKIE_MAX_AGE_DAYS);
  }
  try {
    localStorage.setItem(THEME_COOKIE, choice);
  } catch {
    // Storage refused (private mode): the cookie alone remembers.
  }
  document
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute("content", choice === "system" ? "light dark" : choice);
  // The address bar: each theme-color meta says which theme it is for (server/document.ts).
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const theme = meta.dataset.for;
    meta.media =
      choice === "system"
        ? `(prefers-color-scheme: ${theme})`
        : choice === theme
          ? "all"
          : "not all";
  }
}

/** Profile's Appearance: System, Light or Dark, applied as soon as it is tapped. */
export function AppearanceCard() {
  const t = useCopy(appearanceCopy);
  const [choice, setChoice] = useState<ThemeChoice>(rememberedTheme);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="appearance-title">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          role="radiogroup"
          aria-labelledby="appearance-title"
          className="grid grid-cols-3 gap-1 rounded-xl bg-rose-50 p-1"
        >
          {THEME_CHOICES.map((option) => (
            <label
              key={option}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold has-focus-visible:ring-2 has-focus-visible:ring-violet-500",
                option === choice ? "bg-white text-rose-600 shadow-sm" : "text-gray-700",
              )}
            >
              <input
                type="radio"
                name="appearance"
                value={option}
                checked={option === choice}
                onChange={() => {
                  setChoice(option);
                  applyTheme(option);
                }}
                className="sr-only"
              />
              {t(option)}
            </label>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
