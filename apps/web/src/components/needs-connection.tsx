import { onlineManager } from "@tanstack/react-query";
import { useId, useSyncExternalStore } from "react";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

export const needsConnectionCopy = defineCopy(
  { hint: "Needs a connection" },
  { es: () => import("./needs-connection.es.js") },
);

/**
 * For an action that cannot wait in the outbox for the network (decision 283): offline it is
 * disabled and says why, instead of "Saving..." for as long as the network is gone. Give the
 * button `disabled={... || offline}` and `aria-describedby={describedBy}`, and put `hint`
 * under it.
 */
export function useNeedsConnection() {
  // lib/network.ts's useOnline, written out: importing it from here and the screens' chunks
  // split it into a chunk of its own, one more request on Home.
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
  const hintId = useId();
  const t = useCopy(needsConnectionCopy);
  return {
    offline: !online,
    describedBy: online ? undefined : hintId,
    hint: online ? null : (
      <p id={hintId} className="text-xs font-medium text-gray-600">
        {t("hint")}
      </p>
    ),
  };
}
