import { Link, useNavigate } from "react-router-dom";
import type { CoupleProposal } from "@tandem/api-contract";
import { defineCopy, formatDate } from "@tandem/i18n";
import { Button, buttonVariants, Card, toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { useCopy, useLocale } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { HeartIcon } from "../icons.js";

export const proposalCopy = defineCopy(
  {
    menu: "Become a couple on Tandem",
    askTitle: "Ask {name} to become a couple?",
    askText:
      "If {name} says yes, you both switch to couples mode, paired with each other: a daily quiz for two, rewards and date ideas. No code needed. This chat goes on as your couple's chat.",
    askConfirm: "Ask",
    askPending: "Asking...",
    asked: "Asked",
    askedText: "We'll tell you when {name} answers.",
    waiting: "You asked {name} to become a couple on Tandem. Their answer will show here.",
    question: "{name} asks: become a couple on Tandem?",
    questionText:
      "You'd both switch to couples mode, paired: a daily quiz for two, rewards and date ideas. This chat goes on as your couple's chat.",
    yes: "Yes, let's do it",
    yesPending: "Pairing...",
    no: "Not now",
    noPending: "Answering...",
    declinedMine: "{name} said not now.",
    declinedMineUntil: "{name} said not now. You can ask again on {date}.",
    declinedTheirs: "You said not now. You can still ask later from the menu.",
    coupledTitle: "You're a couple!",
    coupledText: "You and {name} are now paired on Tandem.",
    history: "You became a couple on {date}. This chat goes on in Our chat.",
    keepTalking: "Keep talking in Our chat",
  },
  { es: () => import("./couple-proposal.es.js") },
);

/**
 * The latest proposal of a chat to become a couple (decision 132): the question with its two
 * answers for the one asked, the wait for the one who asked, a "not now", or, once they said
 * yes, the note that the chat is their history.
 */
export function CoupleProposalCard({
  matchId,
  name,
  becameCoupleAt,
}: {
  matchId: number;
  name: string;
  becameCoupleAt: string | null;
}) {
  const t = useCopy(proposalCopy);
  const locale = useLocale();
  const dateOf = (iso: string) => formatDate(locale, iso, "dayMonth");
  const proposal = trpc.pair.proposal.useQuery({ matchId });
  const answer = useAnswerProposal(matchId, name);
  if (becameCoupleAt) {
    return (
      <Notice>
        <p>{t("history", { date: dateOf(becameCoupleAt) })}</p>
        {/* The chat goes on as the couple's thread (decision 251). */}
        <Link
          to="/app/our-chat"
          className={buttonVariants({ size: "sm", className: "mt-2 w-full" })}
        >
          {t("keepTalking")}
        </Link>
      </Notice>
    );
  }
  const p: CoupleProposal | null | undefined = proposal.data;
  if (!p || p.status === "accepted" || p.status === "lapsed") return null;
  if (p.status === "declined")
    return (
      <Notice muted>
        {!p.fromMe
          ? t("declinedTheirs")
          : p.askAgainAt
            ? t("declinedMineUntil", { name, date: dateOf(p.askAgainAt) })
            : t("declinedMine", { name })}
      </Notice>
    );
  if (p.fromMe) return <Notice>{t("waiting", { name })}</Notice>;
  return (
    <Notice>
      <p className="font-semibold text-gray-900">{t("question", { name })}</p>
      <p className="mt-1">{t("questionText")}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={answer.pending} onClick={() => answer.decline(p.id)}>
          {answer.declining ? t("noPending") : t("no")}
        </Button>
        <Button disabled={answer.pending} onClick={() => answer.accept(p.id)}>
          {answer.accepting ? t("yesPending") : t("yes")}
        </Button>
      </div>
    </Notice>
  );
}

function Notice({ children, muted = false }: { children: React.ReactNode; muted?: boolean }) {
  return (
    <Card
      role="status"
      className={
        muted
          ? "p-4 text-sm text-gray-700"
          : "border-rose-200 bg-linear-to-br from-rose-50 to-violet-50 p-4 text-sm text-gray-700"
      }
    >
      <div className="flex gap-3">
        <HeartIcon className="mt-0.5 size-5 shrink-0 text-rose-500" aria-hidden="true" />
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </Card>
  );
}

function useAnswerProposal(matchId: number, name: string) {
  const t = useCopy(proposalCopy);
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const accept = trpc.pair.acceptProposal.useMutation();
  const decline = trpc.pair.declineProposal.useMutation();
  const refresh = () => void utils.pair.proposal.invalidate({ matchId });
  return {
    pending: accept.isPending || decline.isPending,
    accepting: accept.isPending,
    declining: decline.isPending,
    accept: (proposalId: number) =>
      accept.mutate(
        { matchId, proposalId },
        {
          onSuccess: (couple) => {
            toast({
              title: t("coupledTitle"),
              description: t("coupledText", { name }),
            });
            utils.couple.get.setData({ coupleId: couple.id }, couple);
            // Home opens once `me` says paired; everything else refreshes meanwhile. A
            // mutate() callback's promise is not awaited by TanStack Query: chained here.
            void utils.user.me.invalidate().then(() => {
              void utils.invalidate();
              void navigate("/app", { replace: true });
            });
          },
          onError: (error) => {
            toastError(error);
            refresh();
          },
        },
      ),
    decline: (proposalId: number) =>
      decline.mutate(
        { matchId, proposalId },
        {
          onSuccess: (declined) => utils.pair.proposal.setData({ matchId }, declined),
          onError: (error) => {
            toastError(error);
            refresh();
          },
        },
      ),
  };
}

/** "Become a couple on Tandem" from the chat's menu: asks first, then sends the proposal. */
export function useProposeCouple(matchId: number, name: string) {
  const t = useCopy(proposalCopy);
  const utils = trpc.useUtils();
  const propose = trpc.pair.propose.useMutation();
  return {
    pending: propose.isPending,
    send: (onDone: () => void) =>
      propose.mutate(
        { matchId },
        {
          onSuccess: (sent) => {
            utils.pair.proposal.setData({ matchId }, sent);
            toast({ title: t("asked"), description: t("askedText", { name }) });
            onDone();
          },
          onError: (error) => {
            toastError(error);
            void utils.pair.proposal.invalidate({ matchId });
            onDone();
          },
        },
      ),
  };
}
