import { useState } from "react";
import { defineCopy, LOCALE_CHOICES, LOCALE_NAMES, type LocaleChoice } from "@tandem/i18n";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from "@tandem/ui";
import { currentLocale, rememberedLocaleChoice, useChooseLocale, useCopy } from "../../lib/i18n.js";
import { thisDevicePushEndpoint } from "../../lib/push.js";
import { trpc } from "../../lib/trpc.js";

export const languageCopy = defineCopy(
  {
    title: "Language",
    description: "The app's language, or the same as your phone.",
    system: "System",
  },
  { es: () => import("./language-card.es.js") },
);

/**
 * Profile's Language: System (the phone's languages), English or Español, shown at once and
 * remembered on this device (decision 303). Each language is named in itself. The server is
 * told, for the e-mails and this device's notifications.
 */
export function LanguageCard() {
  const t = useCopy(languageCopy);
  const choose = useChooseLocale();
  const [choice, setChoice] = useState<LocaleChoice>(rememberedLocaleChoice);
  const tellServer = trpc.user.setLanguage.useMutation();
  const switchTo = async (option: LocaleChoice) => {
    setChoice(option);
    await choose(option);
    const pushEndpoint = await thisDevicePushEndpoint().catch(() => undefined);
    tellServer.mutate({ language: currentLocale(), ...(pushEndpoint ? { pushEndpoint } : {}) });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle id="language-title">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          role="radiogroup"
          aria-labelledby="language-title"
          className="grid grid-cols-3 gap-1 rounded-xl bg-rose-50 p-1"
        >
          {LOCALE_CHOICES.map((option) => (
            <label
              key={option}
              lang={option === "system" ? undefined : option}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold has-focus-visible:ring-2 has-focus-visible:ring-violet-500",
                option === choice ? "bg-white text-rose-600 shadow-sm" : "text-gray-700",
              )}
            >
              <input
                type="radio"
                name="language"
                value={option}
                checked={option === choice}
                onChange={() => void switchTo(option)}
                className="sr-only"
              />
              {option === "system" ? t("system") : LOCALE_NAMES[option]}
            </label>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
