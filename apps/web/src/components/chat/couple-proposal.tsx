import { Link, useNavigate } from "react-router-dom";
import type { CoupleProposal } from "@tandem/api-contract";
import { Button, buttonVariants, Card, toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { HeartIcon } from "../icons.js";

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "long" });

export const proposalCopy = {
  menu: "Become a couple on Tandem",
  ask: {
    title: (name: string) => `Ask ${name} to become a couple?`,
    text: (name: string) =>
      `If ${name} says yes, you both switch to couples mode, paired with each other: a daily quiz for two, rewards and date ideas. No code needed. This chat goes on as your couple's chat.`,
    confirm: "Ask",
    pending: "Asking...",
  },
  asked: "Asked",
  askedText: (name: string) => `We'll tell you when ${name} answers.`,
  waiting: (name: string) =>
    `You asked ${name} to become a couple on Tandem. Their answer will show here.`,
  question: (name: string) => `${name} asks: become a couple on Tandem?`,
  questionText:
    "You'd both switch to couples mode, paired: a daily quiz for two, rewards and date ideas. This chat goes on as your couple's chat.",
  yes: "Yes, let's do it",
  yesPending: "Pairing...",
  no: "Not now",
  noPending: "Answering...",
  declinedMine: (name: string, again: string | null) =>
    again
      ? `${name} said not now. You can ask again on ${dateOf(again)}.`
      : `${name} said not now.`,
  declinedTheirs: "You said not now. You can still ask later from the menu.",
  coupledTitle: "You're a couple!",
  coupledText: (name: string) => `You and ${name} are now paired on Tandem.`,
  history: (at: string) => `You became a couple on ${dateOf(at)}. This chat goes on in Our chat.`,
  keepTalking: "Keep talking in Our chat",
};

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
  const proposal = trpc.pair.proposal.useQuery({ matchId });
  const answer = useAnswerProposal(matchId, name);
  if (becameCoupleAt) {
    return (
      <Notice>
        <p>{proposalCopy.history(becameCoupleAt)}</p>
        {/* The chat goes on as the couple's thread (decision 251). */}
        <Link
          to="/app/our-chat"
          className={buttonVariants({ size: "sm", className: "mt-2 w-full" })}
        >
          {proposalCopy.keepTalking}
        </Link>
      </Notice>
    );
  }
  const p: CoupleProposal | null | undefined = proposal.data;
  if (!p || p.status === "accepted" || p.status === "lapsed") return null;
  if (p.status === "declined")
    return (
      <Notice muted>
        {p.fromMe ? proposalCopy.declinedMine(name, p.askAgainAt) : proposalCopy.declinedTheirs}
      </Notice>
    );
  if (p.fromMe) return <Notice>{proposalCopy.waiting(name)}</Notice>;
  return (
    <Notice>
      <p className="font-semibold text-gray-900">{proposalCopy.question(name)}</p>
      <p className="mt-1">{proposalCopy.questionText}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={answer.pending} onClick={() => answer.decline(p.id)}>
          {answer.declining ? proposalCopy.noPending : proposalCopy.no}
        </Button>
        <Button disabled={answer.pending} onClick={() => answer.accept(p.id)}>
          {answer.accepting ? proposalCopy.yesPending : proposalCopy.yes}
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
              title: proposalCopy.coupledTitle,
              description: proposalCopy.coupledText(name),
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
            toast({ title: proposalCopy.asked, description: proposalCopy.askedText(name) });
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
