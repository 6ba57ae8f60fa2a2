import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { APP_NAME, type AuthUser } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { BrandMark } from "../components/brand-logo.js";
import { PairingDialog } from "../components/couples/pairing-dialog.js";
import { HeartIcon, UsersIcon } from "../components/icons.js";
import { UserTypeChoice } from "../components/users/user-type-choice.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { toastError } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";

const copy = {
  welcome: (name: string | null) =>
    name ? `Welcome to ${APP_NAME}, ${name}!` : `Welcome to ${APP_NAME}!`,
  intro: "How would you like to use the app? You can change this later.",
  couple: {
    title: "I'm with my Partner",
    text: "Pair up with a shared code, take daily quizzes together and earn rewards for date nights.",
  },
  single: {
    title: "I'm Single",
    text: "Build a dating profile, take a 5-question quiz and meet people who share your interests.",
  },
  updated: "Profile updated!",
  coupleUpdated: "Welcome to couple mode!",
  singleUpdated: "Let's set up your dating profile",
  failed: "Failed to update profile. Please try again.",
};

const CHOICES = [
  { type: "couple", ...copy.couple, icon: HeartIcon, tint: "bg-rose-100 text-rose-600" },
  { type: "single", ...copy.single, icon: UsersIcon, tint: "bg-violet-100 text-violet-600" },
] as const;

/** Where a single goes next: the first matching step not done yet. */
function singleNextPath(user: Pick<AuthUser, "hasMatchingProfile" | "hasDiscoveryTags">): string {
  if (!user.hasMatchingProfile) return "/app/profile-setup";
  if (!user.hasDiscoveryTags) return "/app/discovery-quiz";
  return "/app/discover";
}

/** Spec §2: couple or single. Couples go on to pairing, singles to their dating profile. */
export default function UserTypeScreen() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [pairingOpen, setPairingOpen] = useState(false);

  const setType = trpc.user.setType.useMutation({
    onSuccess: (updated) => {
      utils.user.me.setData(undefined, updated);
      toast({
        title: copy.updated,
        description: updated.userType === "couple" ? copy.coupleUpdated : copy.singleUpdated,
      });
      if (updated.userType === "single") {
        navigate(singleNextPath(updated));
      } else if (updated.coupleId) {
        navigate("/app");
      } else {
        setPairingOpen(true);
      }
    },
    onError: (error) => toastError(error, { text: copy.failed }),
  });

  const closePairing = (open: boolean) => {
    setPairingOpen(open);
    if (!open) navigate("/app");
  };

  return (
    <div className="flex flex-1 flex-col gap-6 pt-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <BrandMark className="size-14" />
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900">
          {copy.welcome(user.firstName)}
        </h1>
        <p className="text-gray-600">{copy.intro}</p>
      </div>
      <ul className="flex flex-col gap-4">
        {CHOICES.map(({ type, ...choice }) => (
          <li key={type}>
            <UserTypeChoice
              {...choice}
              disabled={setType.isPending}
              pending={setType.isPending && setType.variables?.userType === type}
              onSelect={() => setType.mutate({ userType: type })}
            />
          </li>
        ))}
      </ul>
      <PairingDialog open={pairingOpen} onOpenChange={closePairing} />
    </div>
  );
}
