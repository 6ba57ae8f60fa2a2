import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ANSWER_COMMENT_MAX_LENGTH } from "@tandem/api-contract";
import { Button, Input } from "@tandem/ui";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const commentBoxCopy = defineCopy(
  { placeholder: "Say something about it", save: "Send", cancel: "Cancel" },
  { es: () => import("./comment-box.es.js") },
);

/** A one-line comment box (decision 250): focused when it opens, Enter sends, Escape cancels. */
export function CommentBox({
  label,
  initial,
  pending,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  pending: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useCopy(commentBoxCopy);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initial);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (body && !pending) onSave(body);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        ref={input}
        id={id}
        dir="auto"
        value={text}
        maxLength={ANSWER_COMMENT_MAX_LENGTH}
        placeholder={t("placeholder")}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
        }}
        enterKeyHint="send"
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" className="h-11" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" size="sm" className="h-11" disabled={!text.trim() || pending}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
