import {
  REWARD_CODES_MAX_CHARACTERS,
  REWARD_CODES_NOT_UTF8_MESSAGE,
  REWARD_CODES_MAX_LINES,
  type Reward,
} from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, FormField, Textarea, toast } from "@tandem/ui";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";

export const rewardCodesCopy = defineCopy(
  {
    summary: "Partner codes",
    formLabel: "Partner codes: {title}",
    explain:
      "Paste the partner's codes, one a line, or choose their CSV file (UTF-8, the codes in the first column). From then on this reward gives out only these codes.",
    codes: "Codes",
    file: "Or choose a CSV file",
    add: "Add codes",
    adding: "Adding...",
    added: "Codes added",
    // REWARD_CODES_TOO_LONG_MESSAGE, with its figures in the UI's language.
    tooLong:
      "Add at most {lines, number} codes ({characters, number} characters) at a time: split the file.",
    notUtf8: REWARD_CODES_NOT_UTF8_MESSAGE,
  },
  { es: () => import("./reward-codes-form.es.js") },
);

/** Reads a chosen file as UTF-8 text, or says in words that it is not. */
async function readUtf8(file: File): Promise<{ text: string } | { error: "tooLong" | "notUtf8" }> {
  if (file.size > REWARD_CODES_MAX_CHARACTERS * 4) return { error: "tooLong" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()) };
  } catch {
    return { error: "notUtf8" };
  }
}

/**
 * Staff add a pool of a partner's codes to a reward: pasted or from a CSV file. The server
 * counts every line and answers one sentence ("12 codes added; refused: 2 duplicates, ..."),
 * shown here and in a toast (decision 330).
 */
export function RewardCodesForm({ reward }: { reward: Reward }) {
  const t = useCopy(rewardCodesCopy);
  const id = useId();
  const utils = trpc.useUtils();
  const [text, setText] = useState("");
  const [result, setResult] = useState<{ message: string; refused: boolean } | null>(null);
  const add = trpc.admin.addRewardCodes.useMutation({
    onSuccess: async (added) => {
      setResult({ message: added.message, refused: false });
      setText("");
      toast({ title: t("added"), description: added.message });
      await Promise.all([utils.admin.listRewards.invalidate(), utils.rewards.list.invalidate()]);
    },
    onError: (error) => {
      setResult({ message: error.data?.fields?.text ?? error.message, refused: true });
      toastError(error);
    },
  });

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const read = await readUtf8(file);
    if ("error" in read)
      setResult({
        message: t(read.error, {
          lines: REWARD_CODES_MAX_LINES,
          characters: REWARD_CODES_MAX_CHARACTERS,
        }),
        refused: true,
      });
    else {
      setText(read.text);
      setResult(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate({ id: reward.id, text });
  }

  return (
    <details className="min-w-0 basis-full rounded-xl border border-rose-100 px-3 py-2">
      <summary className="cursor-pointer py-3 text-sm font-semibold text-gray-900">
        {t("summary")}
      </summary>
      <form
        className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-3"
        onSubmit={submit}
        aria-label={t("formLabel", { title: reward.title })}
      >
        <p className="text-xs text-gray-600">{t("explain")}</p>
        <FormField id={`${id}-codes`} label={t("codes")}>
          <Textarea
            id={`${id}-codes`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={4}
            className="font-mono"
            spellCheck={false}
          />
        </FormField>
        <FormField id={`${id}-file`} label={t("file")}>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => void chooseFile(event)}
            className="min-h-11 w-full min-w-0 text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-rose-50 file:px-3 file:py-2 file:text-rose-700"
          />
        </FormField>
        {result ? (
          <p
            role={result.refused ? "alert" : "status"}
            className={result.refused ? "text-sm text-red-700" : "text-sm text-gray-800"}
          >
            {result.message}
          </p>
        ) : null}
        <Button type="submit" size="sm" disabled={add.isPending || text.trim() === ""}>
          {add.isPending ? t("adding") : t("add")}
        </Button>
      </form>
    </details>
  );
}
