import { useId, useState } from "react";
import type { PushKind, PushSettings } from "@tandem/api-contract";
import { Card, Label, Switch } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { needsHomeScreenForPush } from "../../lib/install.js";
import { subscribeThisDevice } from "../../lib/push.js";
import { trpc } from "../../lib/trpc.js";
import { HomeScreenSteps, InstallButton } from "./install-steps.js";
import { pushCopy } from "./push-copy.js";

const COUPLE_KINDS: PushKind[] = [
  "partner-answered",
  "partner-paired",
  "partner-redeemed",
  "nudge",
];
const SINGLE_KINDS: PushKind[] = ["match", "message", "like"];

/**
 * Profile: one switch per kind of push notification, all off until turned on. Turning one on
 * first asks the browser for permission (only then, after the tap) and subscribes this device.
 * On iPhone Safari in a tab, where no switch could work, the two steps to the Home Screen
 * instead; where Chromium offers it, an install button (decision 236). The nudge itself is
 * beside "Waiting for <name>" (decision 234).
 */
export function PushSettingsCard({ single }: { single: boolean }) {
  const t = useCopy(pushCopy);
  const settings = trpc.push.settings.useQuery();
  const utils = trpc.useUtils();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const baseId = useId();
  const subscribe = trpc.push.subscribe.useMutation();
  const update = trpc.push.updateSettings.useMutation();

  const data = settings.data;
  if (!data) return null;
  const saved = (next: PushSettings) => utils.push.settings.setData(undefined, next);

  async function change(kind: PushKind | "previews", on: boolean) {
    setNotice(null);
    setBusy(true);
    try {
      if (on && kind !== "previews") {
        if (!data!.publicKey) return setNotice(t("unavailable"));
        const device = await subscribeThisDevice(data!.publicKey);
        if (!device.ok) return setNotice(t(device.reason));
        saved(await subscribe.mutateAsync(device.subscription));
      }
      saved(
        await update.mutateAsync(
          kind === "previews" ? { previews: on } : { kinds: { [kind]: on } },
        ),
      );
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }

  const kinds = single ? SINGLE_KINDS : COUPLE_KINDS;
  const switches = (
    <>
      {kinds.map((kind) => (
        <div key={kind} className="flex items-center justify-between gap-3">
          <Label htmlFor={`${baseId}-${kind}`} className="text-sm leading-snug">
            {t(kind)}
          </Label>
          <Switch
            id={`${baseId}-${kind}`}
            checked={data.kinds[kind]}
            disabled={busy}
            onCheckedChange={(on) => void change(kind, on)}
          />
        </div>
      ))}
      <div className="flex items-center justify-between gap-3 border-t border-rose-100 pt-4">
        <Label htmlFor={`${baseId}-previews`} className="text-sm leading-snug">
          {t("previews")}
        </Label>
        <Switch
          id={`${baseId}-previews`}
          checked={data.previews}
          disabled={busy}
          onCheckedChange={(on) => void change("previews", on)}
        />
      </div>
    </>
  );
  return (
    <Card data-testid="push-settings">
      <div className="flex flex-col gap-4 p-5">
        <h3 className="text-lg font-semibold text-gray-900">{t("title")}</h3>
        <p className="text-xs leading-relaxed text-gray-600">{t("intro")}</p>
        {needsHomeScreenForPush() ? (
          <HomeScreenSteps className="rounded-2xl bg-violet-50 p-4" />
        ) : (
          switches
        )}
        <InstallButton />
        <p role="status" className="text-sm text-gray-700 empty:hidden">
          {notice}
        </p>
      </div>
    </Card>
  );
}
