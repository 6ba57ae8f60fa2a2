import { APP_NAME, PAIR_CODE_LENGTH } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Badge, Card, cn, focusRing, iconTile } from "@tandem/ui";
import { BrandLogo, BrandMark } from "../components/brand-logo.js";
import {
  GiftIcon,
  HeartIcon,
  MapPinIcon,
  QuizIcon,
  SparklesIcon,
  UsersIcon,
} from "../components/icons.js";
import { WAITLIST_SECTION_ID } from "../components/waitlist/fields.js";
import { WaitlistCard } from "../components/waitlist/waitlist-card.js";
import { useCopy } from "../lib/i18n.js";

export const landingCopy = defineCopy(
  {
    signIn: "Sign in",
    comingSoon: "Coming Soon",
    tagline:
      "The app that brings couples closer every day, and helps singles find someone who clicks.",
    chipsLabel: "Features",
    chipRelationship: "Relationship Building",
    chipQuizzes: "Couple Quizzes",
    chipRewards: "Reward System",
    chipMatching: "Smart Matching",
    featuresLabel: "What you get",
    dailyTitle: "Daily Connection",
    dailyText:
      "Answer a few fun questions together every day and learn something new about each other.",
    pairingTitle: "Smart Pairing",
    pairingText: "Link up with your partner in seconds with a shared {length}-character code.",
    rewardsTitle: "Earn Rewards",
    rewardsText: "Every answer earns points you can redeem for date nights and local treats.",
    waitlistLabel: "Waitlist",
    discoveryTitle: "Smart Discovery",
    discoveryText: "Discover compatible couples nearby.",
    experiencesTitle: "Local Experiences",
    experiencesText: "AI-powered date-idea recommendations.",
    audience: "For couples and singles",
    copyright: "© {year} {app}",
  },
  { es: () => import("./landing.es.js") },
);

type LandingKey = keyof typeof landingCopy.english;

const CHIPS: LandingKey[] = ["chipRelationship", "chipQuizzes", "chipRewards", "chipMatching"];

const FEATURES = [
  { title: "dailyTitle", text: "dailyText", icon: QuizIcon, tint: "bg-rose-100 text-rose-600" },
  {
    title: "pairingTitle",
    text: "pairingText",
    icon: HeartIcon,
    tint: "bg-violet-100 text-violet-600",
  },
  {
    title: "rewardsTitle",
    text: "rewardsText",
    icon: GiftIcon,
    tint: "bg-amber-100 text-amber-600",
  },
] satisfies { title: LandingKey; text: LandingKey; icon: unknown; tint: string }[];

const UPCOMING = [
  { title: "discoveryTitle", text: "discoveryText", icon: MapPinIcon },
  { title: "experiencesTitle", text: "experiencesText", icon: SparklesIcon },
] satisfies { title: LandingKey; text: LandingKey; icon: unknown }[];

/**
 * The waitlist landing page. Served prerendered (`landing.html`, see src/landing/), where
 * only the waitlist form has a script, so it links with plain anchors.
 * @see docs/spec/product-spec.md, "Waitlist landing page"
 */
export default function LandingScreen() {
  const t = useCopy(landingCopy);
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pb-10 pt-[max(env(safe-area-inset-top),1rem)]">
      <header className="flex items-center justify-between py-2">
        <BrandLogo />
        <a
          href="/app"
          className={cn(
            "rounded-lg px-2 py-1 text-sm font-medium text-gray-600 transition hover:text-rose-600",
            focusRing,
          )}
        >
          {t("signIn")}
        </a>
      </header>

      <main className="flex flex-col gap-10 pt-8">
        <section
          className="flex flex-col items-center gap-4 text-center"
          aria-labelledby="hero-title"
        >
          <BrandMark className="size-20 drop-shadow-sm" />
          <Badge variant="secondary" className="px-3 py-1 text-sm">
            <SparklesIcon /> {t("comingSoon")}
          </Badge>
          <h1 id="hero-title" className="text-5xl font-extrabold tracking-tight">
            <span className="bg-linear-to-r from-rose-500 to-violet-600 bg-clip-text text-transparent">
              {APP_NAME}
            </span>
          </h1>
          <p className="max-w-sm text-lg text-gray-700">{t("tagline")}</p>
          <ul className="flex flex-wrap justify-center gap-2" aria-label={t("chipsLabel")}>
            {CHIPS.map((chip) => (
              <li key={chip}>
                <Badge variant="outline" className="px-3 py-1 text-sm font-medium">
                  {t(chip)}
                </Badge>
              </li>
            ))}
          </ul>
        </section>

        <section aria-label={t("featuresLabel")} className="flex flex-col gap-3">
          {FEATURES.map(({ title, text, icon: FeatureIcon, tint }) => (
            <Card key={title} className="flex items-start gap-4 p-4">
              <span className={cn(iconTile, "size-11 rounded-xl", tint)}>
                <FeatureIcon className="size-5" />
              </span>
              <div>
                <h2 className="font-semibold text-gray-900">{t(title)}</h2>
                <p className="text-sm text-gray-600">{t(text, { length: PAIR_CODE_LENGTH })}</p>
              </div>
            </Card>
          ))}
        </section>

        <section id={WAITLIST_SECTION_ID} aria-label={t("waitlistLabel")}>
          <WaitlistCard />
        </section>

        <section aria-labelledby="coming-soon-title" className="flex flex-col gap-3">
          <h2 id="coming-soon-title" className="text-center text-2xl font-bold text-gray-900">
            {t("comingSoon")}
          </h2>
          <div className="grid grid-cols-2 gap-3">
            {UPCOMING.map(({ title, text, icon: UpcomingIcon }) => (
              <Card
                key={title}
                className="flex flex-col gap-2 bg-linear-to-br from-white to-violet-50 p-4"
              >
                <span
                  className={cn(
                    iconTile,
                    "size-10 rounded-xl bg-linear-to-br from-rose-500 to-violet-500 text-white",
                  )}
                >
                  <UpcomingIcon className="size-5" />
                </span>
                <h3 className="font-semibold text-gray-900">{t(title)}</h3>
                <p className="text-sm text-gray-600">{t(text)}</p>
              </Card>
            ))}
          </div>
        </section>
      </main>

      <footer className="mt-12 flex flex-col items-center gap-2 text-center text-sm text-gray-500">
        <p className="flex items-center gap-1.5">
          <UsersIcon className="size-4" /> {t("audience")}
        </p>
        <p>{t("copyright", { year: new Date().getFullYear(), app: APP_NAME })}</p>
      </footer>
    </div>
  );
}
