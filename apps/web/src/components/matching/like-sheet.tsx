import { useEffect, useId, useState } from "react";
import { discoveryAnswer, LIKE_NOTE_MAX_LENGTH, type Photo } from "@tandem/api-contract";
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
import { HeartIcon } from "../icons.js";

/** What a like is about: one of their photos, or one of their answers. */
export type LikeTarget =
  { kind: "photo"; photo: Photo; index: number } | { kind: "answer"; tag: string };

const copy = {
  titlePhoto: (name: string) => `Like ${name}'s photo`,
  titleAnswer: (name: string) => `Like ${name}'s answer`,
  description: (name: string) =>
    `Add a note if you like: ${name} sees it with your like, and it opens your chat if you match.`,
  photo: (name: string, n: number) => `Photo ${n} of ${name}`,
  note: "Your note (optional)",
  placeholder: "Say what caught your eye",
  counter: (n: number) => `${n}/${LIKE_NOTE_MAX_LENGTH}`,
  send: "Send like",
  sending: "Sending...",
  cancel: "Cancel",
};

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
  const noteId = useId();
  const [note, setNote] = useState("");
  useEffect(() => setNote(""), [target]);
  const answer = target?.kind === "answer" ? discoveryAnswer(target.tag) : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (!open && !pending ? onClose() : null)}>
      <DialogContent className="top-auto bottom-3 translate-y-0 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
        <DialogHeader>
          <DialogTitle>
            {target?.kind === "photo" ? copy.titlePhoto(nickname) : copy.titleAnswer(nickname)}
          </DialogTitle>
          <DialogDescription>{copy.description(nickname)}</DialogDescription>
        </DialogHeader>
        {target?.kind === "photo" ? (
          <img
            src={target.photo.thumbUrl}
            alt={copy.photo(nickname, target.index + 1)}
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
              <Label htmlFor={noteId}>{copy.note}</Label>
              <span className="text-xs text-gray-500" aria-hidden="true">
                {copy.counter(note.length)}
              </span>
            </div>
            <Textarea
              value={note}
              maxLength={LIKE_NOTE_MAX_LENGTH}
              placeholder={copy.placeholder}
              onChange={(event) => setNote(event.target.value)}
              {...fieldErrorProps(noteId, error)}
            />
            <FieldError fieldId={noteId} message={error} />
          </div>
          <DialogFooter className="grid grid-cols-2 gap-2 sm:flex">
            <Button type="button" variant="outline" disabled={pending} onClick={onClose}>
              {copy.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              <HeartIcon className="fill-white" />
              {pending ? copy.sending : copy.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
