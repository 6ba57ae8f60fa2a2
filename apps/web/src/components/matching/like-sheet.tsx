import { useEffect, useId, useState } from "react";
import { discoveryAnswer, LIKE_NOTE_MAX_LENGTH, type Photo } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FieldError,
  fieldErrorProps,
  Label,
  Textarea,
} from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { HeartIcon } from "../icons.js";

/** What a like is about: one of their photos, or one of their answers. */
export type LikeTarget =
  { kind: "photo"; photo: Photo; index: number } | { kind: "answer"; tag: string };

export const likeSheetCopy = defineCopy(
  {
    titlePhoto: "Like {name}'s photo",
    titleAnswer: "Like {name}'s answer",
    description:
      "Add a note if you like: {name} sees it with your like, and it opens your chat if you match.",
    photo: "Photo {n} of {name}",
    note: "Your note (optional)",
    placeholder: "Say what caught your eye",
    counter: "{n}/{max}",
    send: "Send like",
    sending: "Sending...",
    cancel: "Cancel",
  },
  { es: () => import("./like-sheet.es.js") },
);

export interface LikeSheetProps {
  nickname: string;
  target: LikeTarget | null;
  pending: boolean;
  /** The server's message about the note (or what is liked), shown under the note. */
  error?: string | undefined;
  onSend: (note: string) => void;
  onClose: () => void;
}

/** Liking one photo or answer, with an optional note of up to 200 characters. */
export function LikeSheet({ nickname, target, pending, error, onSend, onClose }: LikeSheetProps) {
  const t = useCopy(likeSheetCopy);
  const noteId = useId();
  const [note, setNote] = useState("");
  useEffect(() => setNote(""), [target]);
  const answer = target?.kind === "answer" ? discoveryAnswer(target.tag) : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (!open && !pending ? onClose() : null)}>
      <DialogContent className="top-auto bottom-3 translate-y-0 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
        <DialogHeader>
          <DialogTitle>
            {t(target?.kind === "photo" ? "titlePhoto" : "titleAnswer", { name: nickname })}
          </DialogTitle>
          <DialogDescription>{t("description", { name: nickname })}</DialogDescription>
        </DialogHeader>
        {target?.kind === "photo" ? (
          <img
            src={target.photo.thumbUrl}
            alt={t("photo", { name: nickname, n: target.index + 1 })}
            className="mx-auto aspect-[4/5] h-40 rounded-xl object-cover shadow-sm"
          />
        ) : answer ? (
          <div className="rounded-xl border border-rose-100 bg-rose-50/50 px-4 py-3">
            <p className="text-xs text-gray-600">{answer.question}</p>
            <p className="font-semibold text-gray-900">{answer.label}</p>
          </div>
        ) : null}
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) onSend(note);
          }}
        >
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between">
              <Label htmlFor={noteId}>{t("note")}</Label>
              <span className="text-xs text-gray-500" aria-hidden="true">
                {t("counter", { n: note.length, max: LIKE_NOTE_MAX_LENGTH })}
              </span>
            </div>
            <Textarea
              value={note}
              maxLength={LIKE_NOTE_MAX_LENGTH}
              placeholder={t("placeholder")}
              onChange={(event) => setNote(event.target.value)}
              {...fieldErrorProps(noteId, error)}
            />
            <FieldError fieldId={noteId} message={error} />
          </div>
          <DialogFooter className="grid grid-cols-2 gap-2 sm:flex">
            <Button type="button" variant="outline" disabled={pending} onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              <HeartIcon className="fill-white" />
              {pending ? t("sending") : t("send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
