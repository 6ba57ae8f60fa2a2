import { useState } from "react";
import type { Partner } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, Card, toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { needsHomeScreenForPush } from "../../lib/install.js";
import { subscribeThisDevice } from "../../lib/push.js";
import { trpc } from "../../lib/trpc.js";
import { PARTNER_WORDS, partnerName } from "../couples/partner-name.js";
import { HomeScreenSteps, InstallButton } from "./install-steps.js";
import { pushCopy } from "./push-copy.js";
import { rememberPushOffer } from "./push-offer-rule.js";

export const offerCopy = defineCopy(
  {
    title: "Get told when {name} answers?",
    text: "This phone will tell you when {name} answers today's quiz, or nudges you. You can change it in Profile.",
    yes: "Yes, tell me",
    notNow: "Not now",
    done: "You'll hear when {name} answers.",
    ...PARTNER_WORDS,
  },
  { es: () => import("./push-offer.es.js") },
);

/** Whether this browser can be asked at all (else only the Home Screen steps can help). */
const pushPossible = () =>
  typeof Notification !== "undefined" &&
  "serviceWorker" in navigator &&
  Notification.permission !== "denied";

/**
 * "Get told when <name> answers?" at the paired moment (decision 235), on Home. Yes asks the
 * browser's permission, subscribes this device and switches on the partner's answers and
 * nudges; Not now is remembered on this device (push-offer-rule.ts). On iPhone Safari in a
 * tab, the two steps to the Home Screen instead; where Chromium offers it, an install button.
 */
export function PushOffer({ coupleId, partner }: { coupleId: string; partner: Partner }) {
  const t = useCopy(offerCopy);
  const tPush = useCopy(pushCopy);
  const name = partner.firstName?.trim() || partnerName(partner, t);
  const [answered, setAnswered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const homeScreenFirst = needsHomeScreenForPush();
  const settings = trpc.push.settings.useQuery(undefined, {
    enabled: !homeScreenFirst && pushPossible(),
  });
  const utils = trpc.useUtils();
  const subscribe = trpc.push.subscribe.useMutation();
  const update = trpc.push.updateSettings.useMutation();

  const data = settings.data;
  const alreadyOn =
    data?.kinds["partner-answered"] === true &&
    typeof Notification !== "undefined" &&
    Notification.permission === "granted";
  if (answered || alreadyOn) return null;
  if (!homeScreenFirst && (!pushPossible() || !data?.publicKey)) return null;

  const notNow = () => {
    rememberPushOffer(coupleId, "not-now");
    setAnswered(true);
  };

  async function yes(publicKey: string) {
    setBusy(true);
    setNotice(null);
    try {
      const device = await subscribeThisDevice(publicKey);
      if (!device.ok) {
        rememberPushOffer(coupleId, "not-now");
        return setNotice(tPush(device.reason));
      }
      await subscribe.mutateAsync(device.subscription);
      utils.push.settings.setData(
        undefined,
        await update.mutateAsync({ kinds: { "partner-answered": true, nudge: true } }),
      );
      rememberPushOffer(coupleId, "yes");
      setAnswered(true);
      toast({ title: t("done", { name }) });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-testid="push-offer" className="bg-linear-to-br from-rose-50 to-violet-50">
      <section aria-labelledby="push-offer-title" className="flex flex-col gap-4 p-5">
        <h2
          id="push-offer-title"
          className="text-lg font-semibold text-gray-900 [overflow-wrap:anywhere]"
        >
          {t("title", { name })}
        </h2>
        {homeScreenFirst ? (
          <HomeScreenSteps />
        ) : (
          <p className="text-sm text-gray-700">{t("text", { name })}</p>
        )}
        <p role="status" className="text-sm text-gray-700 empty:hidden">
          {notice}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" className="flex-1 basis-28" onClick={notNow} disabled={busy}>
            {t("notNow")}
          </Button>
          {homeScreenFirst || !data?.publicKey ? null : (
            <Button
              className="flex-1 basis-28"
              onClick={() => void yes(data.publicKey!)}
              disabled={busy}
            >
              {t("yes")}
            </Button>
          )}
        </div>
        <InstallButton />
      </section>
    </Card>
  );
}
