import { defineCopy } from "@tandem/i18n";
import { Link, useLocation } from "react-router-dom";
import { APP_NAME } from "@tandem/api-contract";
import { Button, buttonVariants, Card, cn, iconTile } from "@tandem/ui";
import { BrandLogo } from "../components/brand-logo.js";
import { GiftIcon, HeartIcon, QuizIcon, UsersIcon } from "../components/icons.js";
import { loginUrl } from "../lib/errors.js";
import { useCopy } from "../lib/i18n.js";

export const welcomeCopy = defineCopy(
  {
    title: "Welcome to {app}",
    intro: "Sign in to take today's quiz, collect points and find your match.",
    partnerTitle: "Connect with Your Partner",
    partnerText: "Pair up with a shared code and grow closer every day.",
    quizzesTitle: "Daily Quizzes",
    quizzesText: "Fun questions to answer together, new ones every day.",
    rewardsTitle: "Earn Rewards",
    rewardsText: "Every answer earns points to spend on date-night treats.",
    matchTitle: "Find Your Match",
    matchText: "Single? Meet people who share your interests.",
    signIn: "Sign In to Continue",
    homepage: "Back to Homepage",
  },
  { es: () => import("./welcome.es.js") },
);

const FEATURES = [
  { key: "partner", icon: HeartIcon, tint: "bg-rose-100 text-rose-600" },
  { key: "quizzes", icon: QuizIcon, tint: "bg-violet-100 text-violet-600" },
  { key: "rewards", icon: GiftIcon, tint: "bg-amber-100 text-amber-600" },
  { key: "match", icon: UsersIcon, tint: "bg-fuchsia-100 text-fuchsia-600" },
] as const;

/** Signed-out view of every /app route. */
export default function WelcomeScreen() {
  const t = useCopy(welcomeCopy);
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pb-8 pt-[max(env(safe-area-inset-top),1.5rem)]">
      <header className="flex justify-center">
        <BrandLogo className="text-2xl" markClassName="size-9" />
      </header>

      <main className="flex flex-1 flex-col gap-6 pt-8">
        <div className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-gray-900">
            {t("title", { app: APP_NAME })}
          </h1>
          <p className="mt-2 text-gray-600">{t("intro")}</p>
        </div>

        <ul className="grid grid-cols-2 gap-3">
          {FEATURES.map(({ key, icon: Icon, tint }) => (
            <li key={key}>
              <Card className="flex h-full flex-col gap-2 p-4">
                <span className={cn(iconTile, "size-10 rounded-xl", tint)}>
                  <Icon className="size-5" />
                </span>
                <h2 className="text-sm font-semibold leading-snug text-gray-900">
                  {t(`${key}Title`)}
                </h2>
                <p className="text-xs leading-relaxed text-gray-600">{t(`${key}Text`)}</p>
              </Card>
            </li>
          ))}
        </ul>

        <div className="mt-auto flex flex-col gap-3">
          <Button asChild size="lg" className="w-full">
            {/* A full page load: the login page is served by the server. */}
            <a href={loginUrl(returnTo)}>{t("signIn")}</a>
          </Button>
          <Link
            to="/"
            className={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
          >
            {t("homepage")}
          </Link>
        </div>
      </main>
    </div>
  );
}
