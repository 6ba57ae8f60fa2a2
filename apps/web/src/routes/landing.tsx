import { APP_NAME, PAIR_CODE_LENGTH } from "@tandem/api-contract";
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
import { WAITLIST_SECTION_ID } from "../components/waitlist/copy.js";
import { WaitlistCard } from "../components/waitlist/waitlist-card.js";

const copy = {
  signIn: "Sign in",
  comingSoon: "Coming Soon",
  tagline:
    "The app that brings couples closer every day, and helps singles find someone who clicks.",
  chipsLabel: "Features",
  chips: ["Relationship Building", "Couple Quizzes", "Reward System", "Smart Matching"],
  featuresLabel: "What you get",
  daily: {
    title: "Daily Connection",
    text: "Answer a few fun questions together every day and learn something new about each other.",
  },
  pairing: {
    title: "Smart Pairing",
    text: `Link up with your partner in seconds with a shared ${PAIR_CODE_LENGTH}-character code.`,
  },
  rewards: {
    title: "Earn Rewards",
    text: "Every answer earns points you can redeem for date nights and local treats.",
  },
  waitlistLabel: "Waitlist",
  discovery: { title: "Smart Discovery", text: "Discover compatible couples nearby." },
  experiences: { title: "Local Experiences", text: "AI-powered date-idea recommendations." },
  audience: "For couples and singles",
  copyright: (year: number) => `© ${year} ${APP_NAME}`,
};

const FEATURES = [
  { ...copy.daily, icon: QuizIcon, tint: "bg-rose-100 text-rose-600" },
  { ...copy.pairing, icon: HeartIcon, tint: "bg-violet-100 text-violet-600" },
  { ...copy.rewards, icon: GiftIcon, tint: "bg-amber-100 text-amber-600" },
];

const UPCOMING = [
  { ...copy.discovery, icon: MapPinIcon },
  { ...copy.experiences, icon: SparklesIcon },
];

/**
 * The waitlist landing page. Served prerendered (`landing.html`, see src/landing/), where
 * only the waitlist form has a script, so it links with plain anchors.
 * @see docs/spec/product-spec.md, "Waitlist landing page"
 */
export default function LandingScreen() {
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
          {copy.signIn}
        </a>
      </header>

      <main className="flex flex-col gap-10 pt-8">
        <section
          className="flex flex-col items-center gap-4 text-center"
          aria-labelledby="hero-title"
        >
          <BrandMark className="size-20 drop-shadow-sm" />
          <Badge variant="secondary" className="px-3 py-1 text-sm">
            <SparklesIcon /> {copy.comingSoon}
          </Badge>
          <h1 id="hero-title" className="text-5xl font-extrabold tracking-tight">
            <span className="bg-linear-to-r from-rose-500 to-violet-600 bg-clip-text text-transparent">
              {APP_NAME}
            </span>
          </h1>
          <p className="max-w-sm text-lg text-gray-700">{copy.tagline}</p>
          <ul className="flex flex-wrap justify-center gap-2" aria-label={copy.chipsLabel}>
            {copy.chips.map((chip) => (
              <li key={chip}>
                <Badge variant="outline" className="px-3 py-1 text-sm font-medium">
                  {chip}
                </Badge>
              </li>
            ))}
          </ul>
        </section>

        <section aria-label={copy.featuresLabel} className="flex flex-col gap-3">
          {FEATURES.map(({ title, text, icon: FeatureIcon, tint }) => (
            <Card key={title} className="flex items-start gap-4 p-4">
              <span className={cn(iconTile, "size-11 rounded-xl", tint)}>
                <FeatureIcon className="size-5" />
              </span>
              <div>
                <h2 className="font-semibold text-gray-900">{title}</h2>
                <p className="text-sm text-gray-600">{text}</p>
              </div>
            </Card>
          ))}
        </section>

        <section id={WAITLIST_SECTION_ID} aria-label={copy.waitlistLabel}>
          <WaitlistCard />
        </section>

        <section aria-labelledby="coming-soon-title" className="flex flex-col gap-3">
          <h2 id="coming-soon-title" className="text-center text-2xl font-bold text-gray-900">
            {copy.comingSoon}
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
                <h3 className="font-semibold text-gray-900">{title}</h3>
                <p className="text-sm text-gray-600">{text}</p>
              </Card>
            ))}
          </div>
        </section>
      </main>

      <footer className="mt-12 flex flex-col items-center gap-2 text-center text-sm text-gray-500">
        <p className="flex items-center gap-1.5">
          <UsersIcon className="size-4" /> {copy.audience}
        </p>
        <p>{copy.copyright(new Date().getFullYear())}</p>
      </footer>
    </div>
  );
}
