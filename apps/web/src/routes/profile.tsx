import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { LOGOUT_PATH } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import {
  Button,
  buttonVariants,
  toast,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  focusRing,
} from "@tandem/ui";
import { UndoEndedPairing } from "../components/couples/pairing-ended.js";
import { RelationshipCard } from "../components/couples/relationship-card.js";
import { ReminderSettings } from "../components/couples/reminder-settings.js";
import { ProfileStreak } from "../components/couples/streak.js";
import { useCouple } from "../components/couples/use-couple.js";
import {
  ChevronRightIcon,
  HeartIcon,
  HistoryIcon,
  LogOutIcon,
  ShieldIcon,
  UsersIcon,
} from "../components/icons.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { PauseCard } from "../components/matching/pause-card.js";
import { ProfilePreferences } from "../components/matching/preferences-fields.js";
import { PageHeader } from "../components/page-header.js";
import { PushSettingsCard } from "../components/push/push-settings.js";
import { VouchersCard } from "../components/rewards/vouchers-card.js";
import { displayName } from "../components/user-avatar.js";
import { AccountPhoto } from "../components/users/account-photo.js";
import { AppearanceCard } from "../components/users/appearance-card.js";
import { LanguageCard } from "../components/users/language-card.js";
import { ContactField } from "../components/users/contact-field.js";
import { FirstNameForm } from "../components/users/first-name-form.js";
import { SignOutEverywhere } from "../components/users/sign-out-everywhere.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { useCopy } from "../lib/i18n.js";
import { letGoOfThisDevice } from "../lib/push.js";
import { clearAllDrafts } from "../lib/form-draft.js";
import { clearPersistedCache } from "../lib/query-persistence.js";
import { trpc } from "../lib/trpc.js";
import { DeleteAccountCard } from "../components/account/delete-account-card.js";
import { DownloadDataCard } from "../components/account/download-data-card.js";

export const profileCopy = defineCopy(
  {
    title: "Profile",
    /** The balance, what is left to spend. */
    points: "{points} points",
    /** Everything earned so far (the spec's words), spending aside (decision 232). */
    pointsEarned: "{points} points earned",
    aboutTitle: "About You",
    saveName: "Save",
    nameUpdated: "Name Updated",
    nameUpdatedText: "Your partner and matches will see {name}.",
    contactTitle: "Contact Information",
    more: "More",
    quizHistory: "Quiz History",
    admin: "Admin panel",
    signOut: "Sign Out",
    editDatingProfile: "Edit dating profile",
    createDatingProfile: "Set up your dating profile",
    switchMode: "{mode, select, single {Use the app as a couple} other {Use the app as a single}}",
    chooseMode: "Choose how you use the app",
    relationshipFailed: "Your relationship could not be loaded.",
  },
  { es: () => import("./profile.es.js") },
);

/**
 * The profile: who you are, your contact details, your relationship and your vouchers.
 * @see docs/spec/product-spec.md, "Profile screen"
 */
export default function ProfileScreen() {
  const user = useCurrentUser();
  const { couple, error: coupleError, refetch: refetchCouple } = useCouple();
  const single = user.userType === "single";
  const forgetDevice = trpc.push.unsubscribe.useMutation();
  const t = useCopy(profileCopy);

  return (
    <>
      <PageHeader title={t("title")} />

      <Card>
        <div className="flex flex-col items-center gap-2 p-6 text-center">
          <AccountPhoto user={user} />
          <h2 className="mt-1 max-w-full text-xl font-bold text-gray-900 [overflow-wrap:anywhere]">
            {displayName(user)}
          </h2>
          {single ? null : (
            <p
              className="flex flex-wrap justify-center gap-x-2 text-sm"
              data-testid="profile-points"
            >
              <span className="font-semibold text-rose-600">
                {t("points", { points: user.points })}
              </span>
              <span aria-hidden="true" className="text-gray-400">
                ·
              </span>
              <span className="font-medium text-gray-600">
                {t("pointsEarned", { points: user.pointsEarned })}
              </span>
            </p>
          )}
          {single ? (
            <Link
              to="/app/profile-setup"
              state={{ from: "/app/profile" }}
              className={buttonVariants({ variant: "outline", size: "sm", className: "mt-2" })}
            >
              <HeartIcon className="text-rose-500" />
              {user.hasMatchingProfile ? t("editDatingProfile") : t("createDatingProfile")}
            </Link>
          ) : null}
        </div>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("aboutTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          <FirstNameForm
            user={user}
            submitLabel={t("saveName")}
            inline
            onSaved={(updated) =>
              toast({
                title: t("nameUpdated"),
                description: t("nameUpdatedText", { name: updated.firstName ?? "" }),
              })
            }
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("contactTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ContactField kind="phone" user={user} />
          <ContactField kind="location" user={user} />
        </CardContent>
      </Card>

      {couple ? (
        <RelationshipCard couple={couple} />
      ) : coupleError ? (
        // Paired, but the couple could not be loaded: say so (the user must be able to end it).
        <LoadErrorCard what={t("relationshipFailed")} error={coupleError} onRetry={refetchCouple} />
      ) : single ? null : (
        <UndoEndedPairing />
      )}
      {user.hasMatchingProfile && !user.coupleId ? <ProfilePreferences /> : null}
      {user.hasMatchingProfile && !user.coupleId ? <PauseCard /> : null}

      {/* Vouchers, the streak and the quiz reminder are the couples' (decision 131). */}
      {single ? null : (
        <>
          <VouchersCard />
          <ProfileStreak />
          <ReminderSettings />
        </>
      )}

      <PushSettingsCard single={single} />
      <AppearanceCard />
      <LanguageCard />

      <nav
        aria-label={t("more")}
        className="flex flex-col overflow-hidden rounded-2xl border border-rose-100 bg-white shadow-sm"
      >
        {single ? null : (
          <MenuLink
            to="/app/quiz-history"
            icon={<HistoryIcon className="size-5 text-amber-600" />}
            label={t("quizHistory")}
          />
        )}
        <MenuLink
          to="/app/user-type"
          icon={<UsersIcon className="size-5 text-violet-600" />}
          label={user.userType ? t("switchMode", { mode: user.userType }) : t("chooseMode")}
        />
        {user.role === "admin" ? (
          <MenuLink
            to="/app/admin"
            icon={<ShieldIcon className="size-5 text-gray-700" />}
            label={t("admin")}
          />
        ) : null}
      </nav>

      <DownloadDataCard />

      <Button asChild variant="outline" size="lg" className="w-full">
        {/* A full page load: the server ends the session. This browser's push subscription
            (lib/push.ts) and what the app kept on this device for offline use
            (query-persistence.ts) go first. */}
        <a
          href={LOGOUT_PATH}
          onClick={(event) => {
            event.preventDefault();
            clearAllDrafts();
            void letGoOfThisDevice((endpoint) => forgetDevice.mutateAsync({ endpoint }))
              .then(clearPersistedCache)
              .finally(() => window.location.assign(LOGOUT_PATH));
          }}
        >
          <LogOutIcon />
          {t("signOut")}
        </a>
      </Button>
      <SignOutEverywhere />

      <DeleteAccountCard />
    </>
  );
}

function MenuLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "flex items-center gap-3 border-b border-rose-50 px-4 py-3.5 text-sm font-medium text-gray-900 last:border-b-0 hover:bg-rose-50/50",
        focusRing,
        "focus-visible:ring-inset",
      )}
    >
      {icon}
      <span className="flex-1">{label}</span>
      <ChevronRightIcon className="size-4 text-gray-500" />
    </Link>
  );
}
