import { useId, useState, type ComponentType, type SVGProps } from "react";
import { useNavigate } from "react-router-dom";
import { APP_NAME, type AuthUser, type UserType } from "@tandem/api-contract";
import { cn, Spinner, toast } from "@tandem/ui";
import { BrandMark } from "../components/brand-logo.js";
import { PairingDialog } from "../components/couples/pairing-dialog.js";
import { ChevronRightIcon, HeartIcon, UsersIcon } from "../components/icons.js";
import { toastError } from "../lib/errors.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { trpc } from "../lib/trpc.js";

const copy = {
  welcome: (name: string | null) =>
    name ? `Welcome to ${APP_NAME}, ${name}!` : `Welcome to ${APP_NAME}!`,
  intro: "How would you like to use the app? You can change this later.",
  updated: "Profile updated!",
  coupleUpdated: "Welcome to couple mode!",
  singleUpdated: "Let's set up your dating profile",
  failed: "Failed to update profile. Please try again.",
  saving: "Saving your choice",
};

interface Choice {
  type: UserType;
  title: string;
  text: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tint: string;
}

const CHOICES: Choice[] = [
  {
    type: "couple",
    title: "I'm with my Partner",
    text: "Pair up with a shared code, take daily quizzes together and earn rewards for date nights.",
    icon: HeartIcon,
    tint: "bg-rose-100 text-rose-600",
  },
  {
    type: "single",
    title: "I'm Single",
    text: "Build a dating profile, take a 5-question quiz and meet people who share your interests.",
    icon: UsersIcon,
    tint: "bg-violet-100 text-violet-600",
  },
];

/** Where a single goes next: the first matching step not done yet. */
function singleNextPath(user: Pick<AuthUser, "hasMatchingProfile" | "hasDiscoveryTags">): string {
  if (!user.hasMatchingProfile) return "/app/profile-setup";
  if (!user.hasDiscoveryTags) return "/app/discovery-quiz";
  return "/app/discover";
}

function ChoiceButton({
  choice,
  disabled,
  pending,
  onSelect,
}: {
  choice: Choice;
  disabled: boolean;
  pending: boolean;
  onSelect: () => void;
}) {
  const id = useId();
  const { title, text, icon: Icon, tint } = choice;
  return (
    <button
      type="button"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      aria-busy={pending}
      disabled={disabled}
      onClick={onSelect}
      className={cn(
        "group flex w-full items-center gap-4 rounded-2xl border-2 border-rose-100 bg-white p-5 text-left shadow-sm transition",
        "hover:border-rose-300 hover:shadow-md active:scale-[0.99]",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500 focus-visible:ring-offset-2",
        "disabled:cursor-not-allowed disabled:opacity-60",
        pending && "border-rose-300",
      )}
    >
      <span className={cn("flex size-14 shrink-0 items-center justify-center rounded-2xl", tint)}>
        <Icon className="size-7" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span id={`${id}-title`} className="text-lg font-bold text-gray-900">
          {title}
        </span>
        <span id={`${id}-text`} className="text-sm leading-snug text-gray-600">
          {text}
        </span>
      </span>
      {pending ? (
        <Spinner label={copy.saving} />
      ) : (
        <ChevronRightIcon className="size-5 shrink-0 text-gray-400 transition group-hover:translate-x-0.5 group-hover:text-rose-500" />
      )}
    </button>
  );
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
        {CHOICES.map((choice) => (
          <li key={choice.type}>
            <ChoiceButton
              choice={choice}
              disabled={setType.isPending}
              pending={setType.isPending && setType.variables?.userType === choice.type}
              onSelect={() => setType.mutate({ userType: choice.type })}
            />
          </li>
        ))}
      </ul>
      <PairingDialog open={pairingOpen} onOpenChange={closePairing} />
    </div>
  );
}
