import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { APP_NAME, type AuthUser, type UserType } from "@tandem/api-contract";
import { cn, focusRing, toast } from "@tandem/ui";
import { BrandMark } from "../components/brand-logo.js";
import { PairingDialog } from "../components/couples/pairing-dialog.js";
import { ArrowLeftIcon, HeartIcon, UsersIcon } from "../components/icons.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { UserTypeChoice } from "../components/users/user-type-choice.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { toastError } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

export const userTypeCopy = defineCopy(
  {
    welcome: "Welcome to {app}!",
    welcomeName: "Welcome to {app}, {name}!",
    intro: "How would you like to use the app? You can change this later.",
    coupleTitle: "I'm with my Partner",
    coupleText:
      "Pair up with a shared code, take daily quizzes together and earn rewards for date nights.",
    singleTitle: "I'm Single",
    singleText:
      "Build a dating profile, take a 5-question quiz and meet people who share your interests.",
    updated: "Profile updated!",
    coupleUpdated: "Welcome to couple mode!",
    singleUpdated: "Let's set up your dating profile",
    failed: "Failed to update profile. Please try again.",
    back: "Back",
    returning: "How do you use the app?",
    current:
      "{mode, select, couple {You're using the app as a couple.} other {You're using the app as a single.}} You can switch at any time.",
    switchTitle:
      "{mode, select, couple {Switch to using the app as a couple?} other {Switch to using the app as a single?}}",
    switchTextSingle:
      "Your points, vouchers and quiz history are kept for when you come back to couple mode. As a single you'll set up a dating profile and discover people.",
    switchTextCouple:
      "Your dating profile, likes and matches are kept, but nobody new will see you in Discover until you switch back. Your matches stay in My Matches.",
    pairedCannotSwitch:
      "You're paired with a partner. To use the app as a single, end the relationship first (Profile, Relationship Status).",
    switchConfirm: "Switch",
    switching: "Switching...",
    goToProfile: "Go to Profile",
  },
  { es: () => import("./user-type.es.js") },
);

const CHOICES = [
  { type: "couple", icon: HeartIcon, tint: "bg-rose-100 text-rose-600" },
  { type: "single", icon: UsersIcon, tint: "bg-violet-100 text-violet-600" },
] as const;

/** Where a single goes next: the first matching step not done yet. */
function singleNextPath(user: Pick<AuthUser, "hasMatchingProfile" | "hasDiscoveryTags">): string {
  if (!user.hasMatchingProfile) return "/app/profile-setup";
  if (!user.hasDiscoveryTags) return "/app/discovery-quiz";
  return "/app/discover";
}

/**
 * Couple or single (decision 013). Couples go on to pairing, singles to their dating profile.
 * Picking the type one already has changes nothing (no call, no toast); switching says
 * first what happens to the other mode's data. Shown without the bottom bar.
 * @see docs/spec/product-spec.md, "User-type screen"
 */
export default function UserTypeScreen() {
  const t = useCopy(userTypeCopy);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [pairingOpen, setPairingOpen] = useState(false);
  const [switchTo, setSwitchTo] = useState<UserType | null>(null);

  const goOn = (updated: AuthUser) => {
    // A data router's navigate() returns a promise that settles with the navigation; nothing waits for it.
    if (updated.userType === "single") void navigate(singleNextPath(updated));
    else if (updated.coupleId) void navigate("/app");
    else setPairingOpen(true);
  };

  const setType = trpc.user.setType.useMutation({
    onSuccess: (updated) => {
      utils.user.me.setData(undefined, updated);
      setSwitchTo(null);
      toast({
        title: t("updated"),
        description: updated.userType === "couple" ? t("coupleUpdated") : t("singleUpdated"),
      });
      goOn(updated);
    },
    onError: (error) => toastError(error, { text: t("failed") }),
  });

  const choose = (type: UserType) => {
    if (type === user.userType) goOn(user);
    else if (user.userType === null) setType.mutate({ userType: type });
    else setSwitchTo(type);
  };

  const closePairing = (open: boolean) => {
    setPairingOpen(open);
    if (!open) void navigate("/app");
  };

  const blocked = switchTo === "single" && user.coupleId !== null;

  return (
    <div className="flex flex-1 flex-col gap-6 pt-6">
      {user.userType !== null ? (
        <Link
          to="/app"
          className={cn(
            "-mb-4 -ml-2 inline-flex size-10 items-center justify-center self-start rounded-full text-gray-700 hover:bg-rose-50",
            focusRing,
          )}
        >
          <ArrowLeftIcon className="size-5" />
          <span className="sr-only">{t("back")}</span>
        </Link>
      ) : null}
      <div className="flex flex-col items-center gap-3 text-center">
        <BrandMark className="size-14" />
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900">
          {user.userType
            ? t("returning")
            : user.firstName
              ? t("welcomeName", { app: APP_NAME, name: user.firstName })
              : t("welcome", { app: APP_NAME })}
        </h1>
        <p className="text-gray-600">
          {user.userType ? t("current", { mode: user.userType }) : t("intro")}
        </p>
      </div>
      <ul className="flex flex-col gap-4">
        {CHOICES.map(({ type, ...choice }) => (
          <li key={type}>
            <UserTypeChoice
              {...choice}
              title={t(type === "couple" ? "coupleTitle" : "singleTitle")}
              text={t(type === "couple" ? "coupleText" : "singleText")}
              disabled={setType.isPending}
              pending={setType.isPending && setType.variables?.userType === type}
              current={user.userType === type}
              onSelect={() => choose(type)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={switchTo !== null}
        onOpenChange={(open) => (open ? undefined : setSwitchTo(null))}
        title={switchTo ? t("switchTitle", { mode: switchTo }) : ""}
        description={
          blocked
            ? t("pairedCannotSwitch")
            : switchTo
              ? t(switchTo === "single" ? "switchTextSingle" : "switchTextCouple")
              : ""
        }
        confirmLabel={blocked ? t("goToProfile") : t("switchConfirm")}
        pendingLabel={t("switching")}
        pending={setType.isPending}
        confirmVariant="primary"
        onConfirm={() => {
          if (blocked) void navigate("/app/profile");
          else if (switchTo) setType.mutate({ userType: switchTo });
        }}
      />
      <PairingDialog open={pairingOpen} onOpenChange={closePairing} />
    </div>
  );
}
