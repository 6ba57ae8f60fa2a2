import { useEffect, useId, useRef, useState } from "react";
import { CHAT_MESSAGE_MAX_LENGTH } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Avatar, Button, Card, Textarea, toast } from "@tandem/ui";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { useOutbox } from "../../lib/outbox.js";
import { trpc } from "../../lib/trpc.js";
import { deckCopy } from "./deck-copy.js";
import { matchOpener, openerCopy } from "./match-opener.js";
import { nicknameLetter } from "./profile-photo.js";

export const matchMomentCopy = defineCopy(
  {
    you: "You",
    label: "Send {name} a message",
    send: "Send",
    sending: "Sending...",
    keep: "Keep discovering",
    sent: "Message sent to {name}",
    sentText: "It's in your chat in My Matches.",
    failed: "Your message was not sent. Please try again.",
  },
  { es: () => import("./match-moment.es.js") },
);

/** A confirmation, gone before it covers the next screen's header for long. */
const SENT_TOAST_MS = 2500;

export interface MatchMomentProps {
  matchId: number;
  nickname: string;
  photoUrl: string | null;
  /** The answers the two share: the first line offered is their icebreaker... */
  commonTags: readonly string[];
  /** ...unless the like was about one of their answers: then it asks about that. */
  likedAnswer?: string | null;
  /** Back to the deck (after "Keep discovering" or a sent message). */
  onDone: () => void;
}

/**
 * "It's a match!" (decision 246): both photos, a message box with a first line that sends the
 * chat's first message, and "Keep discovering". Nothing moves on by itself.
 */
export function MatchMoment({
  matchId,
  nickname,
  photoUrl,
  commonTags,
  likedAnswer,
  onDone,
}: MatchMomentProps) {
  const t = useCopy(matchMomentCopy);
  const deckT = useCopy(deckCopy);
  const openerT = useCopy(openerCopy);
  const me = useCurrentUser();
  // My side: my first profile photo and nickname, as the other person sees me.
  const myPhotos = trpc.photos.list.useQuery();
  const myProfile = trpc.matching.profile.useQuery();
  const myPhoto = myPhotos.data?.[0]?.thumbUrl ?? me.profileImageUrl;
  const boxId = useId();
  const [draft, setDraft] = useState(() => matchOpener(openerT, matchId, commonTags, likedAnswer));
  const send = useOutbox("chat.send");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const myName = myProfile.data?.nickname ?? (me.firstName?.trim() || t("you"));
  const body = draft.trim();

  const onSend = () => {
    if (!body) return;
    const { queuedOffline } = send.queue(
      { matchId, body },
      {
        onSuccess: () => {
          toast({
            title: t("sent", { name: nickname }),
            description: t("sentText"),
            duration: SENT_TOAST_MS,
          });
          onDone();
        },
        onError: (error) => toastError(error, { text: t("failed") }),
      },
    );
    if (queuedOffline) onDone();
  };

  return (
    <Card className="overflow-hidden" aria-labelledby={`${boxId}-title`} role="region">
      <div className="flex flex-col items-center gap-3 bg-linear-to-br from-rose-500 to-violet-500 px-6 pt-8 pb-6 text-center text-white">
        <div className="flex items-center" aria-hidden="true">
          <Avatar
            src={myPhoto}
            alt=""
            fallback={nicknameLetter(myName)}
            size="xl"
            className="-rotate-6 ring-4 ring-white"
          />
          <Avatar
            src={photoUrl}
            alt=""
            fallback={nicknameLetter(nickname)}
            size="xl"
            className="-ml-4 rotate-6 ring-4 ring-white"
          />
        </div>
        <h2
          id={`${boxId}-title`}
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-extrabold focus:outline-none"
        >
          {deckT("matchTitle")}
        </h2>
        <p className="text-white/90">{deckT("matchText", { nickname })}</p>
      </div>
      <form
        className="flex flex-col gap-3 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <label htmlFor={boxId} className="text-sm font-semibold text-gray-800">
          {t("label", { name: nickname })}
        </label>
        <Textarea
          id={boxId}
          dir="auto"
          rows={2}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          className="min-h-11 resize-none rounded-2xl!"
        />
        <Button type="submit" disabled={!body || send.sending} className="h-12 w-full">
          {send.sending ? t("sending") : t("send")}
        </Button>
        <Button type="button" variant="outline" className="h-12 w-full" onClick={onDone}>
          {t("keep")}
        </Button>
      </form>
    </Card>
  );
}
