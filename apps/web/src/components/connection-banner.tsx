import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Button, cn } from "@tandem/ui";
import { useWaitingUpdate } from "../lib/app-update.js";
import { useOnline } from "../lib/network.js";
import { useWaitingCount } from "../lib/outbox.js";
import { defineCopy, type Translate } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

export const connectionBannerCopy = defineCopy(
  {
    offline: "Offline",
    lastSeen: "Showing what you last saw, {age}.",
    nothingYet: "Showing what you last saw.",
    waiting: "{n} waiting to send",
    sendsLater: "We'll send your answers and messages when you're back.",
    newVersion: "New version",
    refresh: "Refresh",
    justNow: "just now",
    minutesAgo: "{n} min ago",
    hoursAgo: "{n} h ago",
    daysAgo: "{n} days ago",
  },
  { es: () => import("./connection-banner.es.js") },
);

/** How long ago the app last heard from the server, in words. */
function ageText(t: Translate<typeof connectionBannerCopy.english>, minutes: number): string {
  if (minutes < 1) return t("justNow");
  if (minutes < 60) return t("minutesAgo", { n: minutes });
  if (minutes < 48 * 60) return t("hoursAgo", { n: Math.floor(minutes / 60) });
  return t("daysAgo", { n: Math.floor(minutes / (24 * 60)) });
}

/** The oldest read on screen (active queries), in minutes; null when none has data. */
function useOldestOnScreen(): number | null {
  const queryClient = useQueryClient();
  const [, tick] = useState(0);
  useEffect(() => {
    const stop = queryClient.getQueryCache().subscribe(() => tick((n) => n + 1));
    const timer = window.setInterval(() => tick((n) => n + 1), 30_000);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [queryClient]);
  const times = queryClient
    .getQueryCache()
    .findAll({ type: "active" })
    .map((query) => query.state.dataUpdatedAt)
    .filter((at) => at > 0);
  if (times.length === 0) return null;
  return Math.floor((Date.now() - Math.min(...times)) / 60_000);
}

/**
 * Above every signed-in screen: "Offline" with how old what is shown is and how many actions
 * wait to be sent, and "New version: Refresh" when one is ready. Nothing when all is well.
 */
export function ConnectionBanner() {
  const t = useCopy(connectionBannerCopy);
  const online = useOnline();
  const waiting = useWaitingCount();
  const update = useWaitingUpdate();
  const age = useOldestOnScreen();
  if (online && !update) return null;
  return (
    <div className="sticky top-0 z-30 -mx-4 flex flex-col gap-1 px-4 pt-1">
      {online ? null : (
        <div
          role="status"
          className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 shadow-sm"
        >
          <p className="font-semibold">
            {t("offline")}
            {waiting > 0 ? (
              <span className="font-normal text-amber-900"> · {t("waiting", { n: waiting })}</span>
            ) : null}
          </p>
          <p className="text-amber-900">
            {age === null ? t("nothingYet") : t("lastSeen", { age: ageText(t, age) })}{" "}
            {t("sendsLater")}
          </p>
        </div>
      )}
      {update ? (
        <div
          role="status"
          className={cn(
            "flex items-center justify-between gap-3 rounded-xl border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-950 shadow-sm",
          )}
        >
          <span className="font-semibold">{t("newVersion")}</span>
          <Button size="sm" onClick={update}>
            {t("refresh")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
