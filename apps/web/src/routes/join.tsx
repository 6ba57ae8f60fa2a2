import { defineCopy } from "@tandem/i18n";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { APP_NAME, type AuthUser, type InvitePreview } from "@tandem/api-contract";
import { Avatar, Button, buttonVariants, Card } from "@tandem/ui";
import { BrandLogo } from "../components/brand-logo.js";
import { ScreenSkeleton } from "../components/skeleton.js";
import { EmptyState } from "../components/empty-state.js";
import { HeartIcon, LinkIcon } from "../components/icons.js";
import { BirthDateStep } from "../components/users/birth-date-step.js";
import { NameStep } from "../components/users/name-step.js";
import { useAuth } from "../hooks/use-auth.js";
import { describeError, loginUrl } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";
import { forgetAcceptedInvite, hasAcceptedInvite, rememberAcceptedInvite } from "./join-intent.js";
import { useCopy } from "../lib/i18n.js";

export const joinCopy = defineCopy(
  {
    someone: "Your partner",
    invited: "{name} invited you to {app}",
    pitch:
      "Answer a few questions a day together, see where your answers match, and earn points for date nights.",
    accept: "Accept invite",
    pairWith: "Pair with {name}",
    pairing: "Pairing you with {name}...",
    nameText: "{name} will see your first name as soon as you're paired.",
    home: "Go to Home",
    homepage: "Back to Homepage",
    loading: "Opening your invite",
    invalidTitle: "This invite link doesn't work",
    invalidText: "It may have been copied only in part. Ask your partner to send it again.",
    // A closed link names no one and does not say why (decision 256).
    closedTitle: "This invite link no longer works",
    closedText:
      "Links work once and for 7 days, and a new link replaces the old one. Ask the person who sent it for a new one.",
    ownTitle: "This is your own invite link",
    ownText: "Send it to your partner: when they open it and sign in, you'll be paired.",
    pairedAlreadyTitle: "You're already paired",
    pairedAlreadyText:
      "To pair with {name}, end your current relationship first (Profile, End Relationship).",
    failedTitle: "You couldn't be paired",
  },
  { es: () => import("./join.es.js") },
);

/**
 * `/join/<token>`: a partner's invite link. Signed out, it shows who invites and one button
 * that leads through sign-in (or sign-up) back here; a new person gives their first name;
 * then the two are paired with no code typed. A link that no longer works says why and what
 * to do next (docs/decisions/100-invite-links.md).
 */
export default function JoinScreen() {
  const t = useCopy(joinCopy);
  const token = useParams().token ?? "";
  const auth = useAuth();
  const preview = trpc.pair.invitePreview.useQuery({ token }, { retry: false });

  let body: ReactNode;
  if (auth.isLoading || preview.isLoading)
    body = <ScreenSkeleton layout="invite" label={t("loading")} header={false} />;
  else if (preview.error || !preview.data) body = <InvalidLink error={preview.error} />;
  else body = <Invite token={token} invite={preview.data} user={auth.user} />;

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pb-8 pt-[max(env(safe-area-inset-top),1.5rem)]">
      <header className="flex justify-center">
        <BrandLogo className="text-2xl" markClassName="size-9" />
      </header>
      <main className="flex flex-1 flex-col gap-6 pt-8">{body}</main>
    </div>
  );
}

function InvalidLink({ error }: { error: unknown }) {
  const t = useCopy(joinCopy);
  return (
    <EmptyState
      icon={LinkIcon}
      title={t("invalidTitle")}
      text={
        error && describeError(error).status !== 404 && describeError(error).status !== 400
          ? describeError(error).message
          : t("invalidText")
      }
    >
      <Link to="/app" className={buttonVariants({ className: "w-full" })}>
        {t("home")}
      </Link>
    </EmptyState>
  );
}

function Invite({
  token,
  invite,
  user,
}: {
  token: string;
  invite: InvitePreview;
  user: AuthUser | null;
}) {
  const t = useCopy(joinCopy);
  const name = invite.inviter.firstName?.trim() || t("someone");
  const homeLink = (
    <Link to={user ? "/app" : "/"} className={buttonVariants({ className: "w-full" })}>
      {user ? t("home") : t("homepage")}
    </Link>
  );

  if (invite.status !== "open") {
    return (
      <EmptyState icon={LinkIcon} title={t("closedTitle")} text={t("closedText")}>
        {homeLink}
      </EmptyState>
    );
  }
  if (invite.own) {
    return (
      <EmptyState icon={LinkIcon} title={t("ownTitle")} text={t("ownText")}>
        {homeLink}
      </EmptyState>
    );
  }
  if (!user) return <SignedOutInvite token={token} invite={invite} name={name} />;
  if (user.coupleId) {
    return (
      <EmptyState
        icon={HeartIcon}
        title={t("pairedAlreadyTitle")}
        text={t("pairedAlreadyText", { name })}
      >
        {homeLink}
      </EmptyState>
    );
  }
  if (!user.firstName?.trim())
    return <NameStep user={user} text={t("nameText", { name })} withLogo={false} />;
  if (!user.birthDate) return <BirthDateStep user={user} withLogo={false} />;
  return <AcceptInvite token={token} invite={invite} name={name} />;
}

/** Who invites, and the one button: it remembers the choice and goes through sign-in. */
function SignedOutInvite({
  token,
  invite,
  name,
}: {
  token: string;
  invite: InvitePreview;
  name: string;
}) {
  const t = useCopy(joinCopy);
  return (
    <InviteCard invite={invite} name={name}>
      <Button asChild size="lg" className="w-full">
        {/* A full page load: the login page is served by the server, and comes back here. */}
        <a href={loginUrl(`/join/${token}`)} onClick={() => rememberAcceptedInvite(token)}>
          {t("accept")}
        </a>
      </Button>
    </InviteCard>
  );
}

/**
 * Signed in and named: pairs at once when this browser accepted the invite before signing
 * in, else after one tap (a link alone never pairs anyone).
 */
function AcceptInvite({
  token,
  invite,
  name,
}: {
  token: string;
  invite: InvitePreview;
  name: string;
}) {
  const t = useCopy(joinCopy);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const accept = trpc.pair.acceptInvite.useMutation({
    onSuccess: async () => {
      forgetAcceptedInvite();
      // Home, where this goes, says "Paired with <name>" itself (decision 280).
      await Promise.all([utils.user.me.invalidate(), utils.couple.get.invalidate()]);
      // A data router's navigate() returns a promise that settles with the navigation; nothing waits for it.
      void navigate("/app", { replace: true });
    },
    onError: () => forgetAcceptedInvite(),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !hasAcceptedInvite(token)) return;
    started.current = true;
    accept.mutate({ token });
  }, [accept, token]);

  if (accept.isPending || accept.isSuccess) {
    return <ScreenSkeleton layout="invite" label={t("pairing", { name })} header={false} />;
  }
  if (accept.error) {
    return (
      <EmptyState
        icon={HeartIcon}
        title={t("failedTitle")}
        text={describeError(accept.error).message}
        role="alert"
      >
        <Link to="/app" className={buttonVariants({ className: "w-full" })}>
          {t("home")}
        </Link>
      </EmptyState>
    );
  }
  return (
    <InviteCard invite={invite} name={name}>
      <Button size="lg" className="w-full" onClick={() => accept.mutate({ token })}>
        <HeartIcon />
        {t("pairWith", { name })}
      </Button>
    </InviteCard>
  );
}

function InviteCard({
  invite,
  name,
  children,
}: {
  invite: InvitePreview;
  name: string;
  children: ReactNode;
}) {
  const t = useCopy(joinCopy);
  return (
    <>
      <Card>
        <div className="flex flex-col items-center gap-4 p-6 text-center">
          <Avatar
            src={invite.inviter.photoUrl}
            alt={name}
            fallback={Array.from(name)[0]?.toUpperCase() ?? "?"}
            size="xl"
          />
          <h1 className="text-2xl font-extrabold tracking-tight text-gray-900 [overflow-wrap:anywhere]">
            {t("invited", { name, app: APP_NAME })}
          </h1>
          <p className="text-gray-600">{t("pitch")}</p>
        </div>
      </Card>
      <div className="mt-auto flex flex-col gap-3">{children}</div>
    </>
  );
}
