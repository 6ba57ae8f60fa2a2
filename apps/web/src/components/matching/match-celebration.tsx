import type { ReactNode } from "react";
import { Card } from "@tandem/ui";
import { HeartIcon } from "../icons.js";
import { deckCopy } from "./deck-copy.js";

const copy = { redirect: "Taking you to your matches..." };

/**
 * A like that makes a match is celebrated until the matches screen opens.
 * @see docs/spec/product-spec.md, "States and transitions"
 */
export function MatchCelebration({ nickname, action }: { nickname: string; action: ReactNode }) {
  return (
    <Card className="overflow-hidden" role="status">
      <div className="flex flex-col items-center gap-3 bg-linear-to-br from-rose-500 to-violet-500 p-8 text-center text-white">
        <HeartIcon className="size-14 fill-white/90" />
        <h2 className="text-3xl font-extrabold">{deckCopy.matchTitle}</h2>
        <p className="text-white/90">{deckCopy.matchText(nickname)}</p>
      </div>
      <div className="flex flex-col items-center gap-2 p-6 text-center">
        <p className="text-sm text-gray-600">{copy.redirect}</p>
        <div className="mt-2 w-full">{action}</div>
      </div>
    </Card>
  );
}
