import type { RefObject } from "react";
import { defineCopy } from "@tandem/i18n";
import { Button } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { HeartIcon, UndoIcon, XIcon } from "../icons.js";

export const deckActionsCopy = defineCopy(
  {
    pass: "Pass",
    undo: "Undo last pass",
    like: "Like",
  },
  { es: () => import("./deck-actions.es.js") },
);

const roundButton = "pointer-events-auto size-16! rounded-full! [&_svg]:size-7!";

/** Discover's Undo (after a pass on this visit), Pass and Like, sticky under the card. */
export function DeckActions({
  undo,
  busy,
  passButton,
  onPass,
  onLike,
}: {
  undo: (() => void) | null;
  busy: boolean;
  /** Where "Skip to actions" sends the focus. */
  passButton: RefObject<HTMLButtonElement | null>;
  onPass: () => void;
  onLike: () => void;
}) {
  const t = useCopy(deckActionsCopy);
  const undoButton = undo ? (
    <Button
      variant="outline"
      size="icon"
      aria-label={t("undo")}
      title={t("undo")}
      disabled={busy}
      onClick={undo}
      className="pointer-events-auto size-12! rounded-full! border-2 border-amber-200! text-amber-600 shadow-md [&_svg]:size-5!"
    >
      <UndoIcon />
    </Button>
  ) : null;

  // Sticky above the bottom navigation, so a long profile never hides the buttons.
  return (
    <div
      id="deck-actions"
      data-deck-actions
      className="pointer-events-none sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-10 flex items-center justify-center gap-8"
    >
      {undoButton}
      <Button
        ref={passButton}
        variant="outline"
        size="icon"
        aria-label={t("pass")}
        title={t("pass")}
        disabled={busy}
        onClick={onPass}
        className={`${roundButton} border-2 border-gray-200! text-gray-600 shadow-md hover:border-gray-300! hover:bg-gray-50!`}
      >
        <XIcon />
      </Button>
      <Button
        size="icon"
        aria-label={t("like")}
        title={t("like")}
        disabled={busy}
        onClick={onLike}
        className={`${roundButton} shadow-lg`}
      >
        <HeartIcon className="fill-white" />
      </Button>
    </div>
  );
}
