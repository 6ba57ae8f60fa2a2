import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { CHAT_MESSAGE_MAX_LENGTH } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, cn, Textarea } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";

export const composerCopy = defineCopy(
  {
    label: "Message",
    placeholder: "Write a message",
    send: "Send",
    left: "{n, number} characters left",
  },
  { es: () => import("./composer.es.js") },
);

/** Show the count only near the limit. */
const COUNT_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;

export interface ComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (body: string) => void;
  sending: boolean;
}

/** The message box: Enter sends on a keyboard with a Shift for new lines; the button always. */
export function Composer({ draft, onDraftChange, onSend, sending }: ComposerProps) {
  const t = useCopy(composerCopy);
  const id = useId();
  const [composing, setComposing] = useState(false);
  const body = draft.trim();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (body && !sending) onSend(body);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      event.key === "Enter" &&
      !event.shiftKey &&
      !composing &&
      window.matchMedia("(pointer: fine)").matches
    ) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <div className="flex flex-1 flex-col">
        <Textarea
          id={id}
          rows={1}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t("placeholder")}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={() => setComposing(false)}
          className="max-h-32 min-h-11 resize-none rounded-2xl! py-2.5!"
        />
        {draft.length > COUNT_FROM ? (
          <span className={cn("mt-1 text-xs", "text-gray-600")} aria-live="polite">
            {t("left", { n: CHAT_MESSAGE_MAX_LENGTH - draft.length })}
          </span>
        ) : null}
      </div>
      <Button type="submit" disabled={!body || sending} className="h-11 rounded-full! px-5">
        {t("send")}
      </Button>
    </form>
  );
}
