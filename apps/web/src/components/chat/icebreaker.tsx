import { SparklesIcon } from "../icons.js";

const copy = {
  title: (name: string) => `Say hi to ${name}`,
  hint: "Not sure how to start? Try this:",
};

/** The empty conversation: a suggested first line from the two people's common tags; tap to use it. */
export function Icebreaker({
  name,
  suggestion,
  onUse,
}: {
  name: string;
  suggestion: string;
  onUse: (text: string) => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-rose-100 bg-white/80 p-5 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-linear-to-br from-rose-100 to-violet-100">
        <SparklesIcon className="size-6 text-rose-500" />
      </span>
      <h2 className="text-lg font-bold text-gray-900">{copy.title(name)}</h2>
      <p className="text-sm text-gray-600">{copy.hint}</p>
      <button
        type="button"
        onClick={() => onUse(suggestion)}
        className="rounded-2xl border border-violet-200 bg-violet-50 px-4 py-2.5 text-left text-sm font-medium text-violet-800 transition hover:bg-violet-100"
      >
        {suggestion}
      </button>
    </div>
  );
}
