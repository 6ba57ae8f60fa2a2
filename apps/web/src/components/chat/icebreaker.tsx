import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";
import { SparklesIcon } from "../icons.js";
import { icebreakerText, openerCopy } from "../matching/match-opener.js";

export const icebreakerCopy = defineCopy(
  {
    title: "Say hi to {name}",
    hint: "Not sure how to start? Try this:",
  },
  { es: () => import("./icebreaker.es.js") },
);

/**
 * The empty conversation: a suggested first line from the two people's common tags (the
 * server's, in the contract's English, said in the UI's language); tap to use it.
 */
export function Icebreaker({
  name,
  suggestion,
  onUse,
}: {
  name: string;
  suggestion: string;
  onUse: (text: string) => void;
}) {
  const t = useCopy(icebreakerCopy);
  const line = icebreakerText(useCopy(openerCopy), suggestion);
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-rose-100 bg-white/80 p-5 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-linear-to-br from-rose-100 to-violet-100">
        <SparklesIcon className="size-6 text-rose-500" />
      </span>
      <h2 className="text-lg font-bold text-gray-900">{t("title", { name })}</h2>
      <p className="text-sm text-gray-600">{t("hint")}</p>
      <button
        type="button"
        onClick={() => onUse(line)}
        className="rounded-2xl border border-violet-200 bg-violet-50 px-4 py-2.5 text-left text-sm font-medium text-violet-800 transition hover:bg-violet-100"
      >
        {line}
      </button>
    </div>
  );
}
