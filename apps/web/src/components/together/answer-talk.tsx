import { useState, type ReactNode } from "react";
import { ANSWER_REACTIONS, type AnswerReaction, type AnswerResponse } from "@tandem/api-contract";
import { Button, cn } from "@tandem/ui";
import { CommentBox } from "./comment-box.js";
import { useDayResponses, useRespond } from "./use-answer-talk.js";
import { UserText } from "../user-text.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const answerTalkCopy = defineCopy(
  {
    react: "React to {name}'s pick",
    comment: "Comment",
    commentLabel: "Your comment on {name}'s pick",
    editComment: "Edit",
    deleteComment: "Delete",
    talkAboutIt: "You picked differently. Talk about it?",
    talkButton: "Talk about it",
    you: "You",
    edited: "edited",
    reacted: "{name} reacted {emoji}",
    // One per reaction the contract stores (ANSWER_REACTIONS), keyed "reaction.<key>".
    "reaction.heart": "Love it",
    "reaction.laugh": "Funny",
    "reaction.wow": "Surprised",
    "reaction.hmm": "Hmm",
    "reaction.cheers": "Yes!",
  } satisfies Record<`reaction.${AnswerReaction}`, string> & Record<string, string>,
  { es: () => import("./answer-talk.es.js") },
);

const REACTIONS = Object.entries(ANSWER_REACTIONS) as [AnswerReaction, string][];

/**
 * Under a question both partners answered (decision 250): a reaction and a one-line comment
 * on the partner's pick, theirs on mine, and, where the picks differ, a line inviting the
 * two to talk about it that opens the comment box. Live through `answer-response`.
 */
export default function AnswerTalk({
  day,
  questionId,
  partnerName,
  different,
  coupleId,
}: {
  /** Shown only for the current couple's days (a past couple's are history, unanswerable). */
  coupleId?: string | null;
  day: string;
  questionId: number;
  partnerName: string;
  different: boolean;
}) {
  const t = useCopy(answerTalkCopy);
  const { data } = useDayResponses(day);
  const respond = useRespond(day, questionId);
  const [picking, setPicking] = useState(false);
  const [writing, setWriting] = useState(false);
  if (!data?.coupleId || (coupleId !== undefined && coupleId !== data.coupleId)) return null;
  const here = data.responses.filter((r) => r.questionId === questionId);
  const mine = here.find((r) => r.fromMe) ?? null;
  const theirs = here.find((r) => !r.fromMe) ?? null;
  const talked = Boolean(mine?.comment ?? theirs?.comment);
  const myEmoji = mine?.reaction ? ANSWER_REACTIONS[mine.reaction] : null;

  return (
    <div className="flex flex-col gap-2" data-testid="answer-talk">
      {theirs?.reaction ? (
        <p className="text-xs text-gray-600">
          {t("reacted", { name: partnerName, emoji: ANSWER_REACTIONS[theirs.reaction] })}
        </p>
      ) : null}
      {theirs?.comment ? (
        <Comment name={partnerName} response={theirs} edited={t("edited")} />
      ) : null}
      {mine?.comment && !writing ? (
        <Comment name={t("you")} response={mine} edited={t("edited")} mine>
          <button type="button" className={linkButton} onClick={() => setWriting(true)}>
            {t("editComment")}
          </button>
          <button
            type="button"
            className={linkButton}
            onClick={respond.deleteComment}
            disabled={respond.pending}
          >
            {t("deleteComment")}
          </button>
        </Comment>
      ) : null}
      {different && !talked && !writing ? (
        <div className="flex items-center justify-between gap-2 rounded-xl bg-amber-50 px-3 py-1">
          <p className="text-xs text-amber-900">{t("talkAboutIt")}</p>
          <Button
            variant="ghost"
            size="sm"
            className="h-11 shrink-0"
            onClick={() => setWriting(true)}
          >
            {t("talkButton")}
          </Button>
        </div>
      ) : null}
      {writing ? (
        <CommentBox
          label={t("commentLabel", { name: partnerName })}
          initial={mine?.comment ?? ""}
          pending={respond.pending}
          onCancel={() => setWriting(false)}
          onSave={(text) => respond.comment(text, () => setWriting(false))}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          aria-expanded={picking}
          aria-label={t("react", { name: partnerName })}
          onClick={() => setPicking((open) => !open)}
          className={cn(pill, myEmoji ? "bg-violet-100" : "bg-white")}
        >
          <span aria-hidden="true">{myEmoji ?? "🙂"}</span>
          <span aria-hidden="true" className="text-xs text-gray-700">
            +
          </span>
        </button>
        {!mine?.comment && !writing ? (
          <button type="button" className={pill} onClick={() => setWriting(true)}>
            <span className="text-xs font-medium text-gray-700">{t("comment")}</span>
          </button>
        ) : null}
      </div>
      {picking ? (
        <div role="group" aria-label={t("react", { name: partnerName })} className="flex gap-1">
          {REACTIONS.map(([key, emoji]) => {
            const chosen = mine?.reaction === key;
            return (
              <button
                key={key}
                type="button"
                aria-pressed={chosen}
                aria-label={t(`reaction.${key}`)}
                disabled={respond.pending}
                onClick={() => {
                  respond.react(chosen ? null : key);
                  setPicking(false);
                }}
                className={cn(
                  "flex size-11 items-center justify-center rounded-full text-xl transition",
                  chosen ? "bg-violet-100 ring-2 ring-violet-400" : "hover:bg-rose-50",
                )}
              >
                {emoji}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

const pill =
  "flex h-11 min-w-11 items-center justify-center gap-0.5 rounded-full border border-rose-100 px-3 transition hover:bg-rose-50";
const linkButton =
  "min-h-11 px-2 text-xs font-medium text-violet-700 underline-offset-2 hover:underline";

function Comment({
  name,
  response,
  edited,
  mine = false,
  children,
}: {
  name: string;
  /** "edited", in the UI's language. */
  edited: string;
  response: AnswerResponse;
  mine?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col rounded-xl px-3 py-2", mine ? "bg-rose-50" : "bg-violet-50")}>
      <p className="text-sm text-gray-900 [overflow-wrap:anywhere]">
        <span className={cn("font-semibold", mine ? "text-rose-700" : "text-violet-700")}>
          {name}:{" "}
        </span>
        <UserText>{response.comment}</UserText>
        {response.commentEditedAt ? (
          <span className="text-xs text-gray-500"> ({edited})</span>
        ) : null}
      </p>
      {children ? <div className="-mb-2 -ml-2 flex">{children}</div> : null}
    </div>
  );
}
