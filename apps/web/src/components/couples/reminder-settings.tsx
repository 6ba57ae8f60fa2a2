import { useEffect, useId, useState } from "react";
import { REMINDER_DEFAULT_TIME, type ReminderSettings as Settings } from "@tandem/api-contract";
import { Card, Input, Label, Switch } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { BellIcon } from "./habit-icons.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const reminderCopy = defineCopy(
  {
    title: "Daily reminder",
    toggle: "E-mail me when today's quiz isn't finished",
    time: "Send at",
    details:
      "To {email}, at most once a day, in your time zone ({timeZone}). Every e-mail has a one-click unsubscribe link.",
    noEmail: "Reminders are sent by e-mail, and your account has no e-mail address.",
    saved: "Saved",
    saving: "Saving...",
  },
  { es: () => import("./reminder-settings.es.js") },
);

/**
 * Profile (decision 038): opt in to a daily e-mail at a chosen local time, sent only on days the
 * quiz is not finished. Each change is saved at once.
 */
export function ReminderSettings() {
  const t = useCopy(reminderCopy);
  const settings = trpc.reminders.get.useQuery();
  const utils = trpc.useUtils();
  const [time, setTime] = useState(REMINDER_DEFAULT_TIME);
  const [savedOnce, setSavedOnce] = useState(false);
  const switchId = useId();
  const timeId = useId();
  useEffect(() => {
    if (settings.data) setTime(settings.data.time);
  }, [settings.data]);
  const update = trpc.reminders.update.useMutation({
    onSuccess: (updated: Settings) => {
      utils.reminders.get.setData(undefined, updated);
      setSavedOnce(true);
    },
    onError: (error) => toastError(error),
  });

  const data = settings.data;
  if (!data) return null;
  const canEnable = data.email !== null;
  const save = (enabled: boolean, at: string) => update.mutate({ enabled, time: at });

  return (
    <Card data-testid="reminder-settings">
      <div className="flex flex-col gap-4 p-5">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <BellIcon className="size-5 text-violet-600" />
          {t("title")}
        </h3>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={switchId} className="text-sm leading-snug">
            {t("toggle")}
          </Label>
          <Switch
            id={switchId}
            checked={data.enabled}
            disabled={!canEnable || update.isPending}
            onCheckedChange={(enabled) => save(enabled, time)}
          />
        </div>
        {data.enabled ? (
          <div className="flex items-center gap-3">
            <Label htmlFor={timeId} className="shrink-0">
              {t("time")}
            </Label>
            <Input
              id={timeId}
              type="time"
              step={60}
              required
              value={time}
              // Sized to its content: "08:00 PM" (en-US) is wider than a fixed 8 rem.
              className="w-auto shrink-0"
              onChange={(event) => {
                setTime(event.target.value);
                if (/^\d{2}:\d{2}$/.test(event.target.value)) save(true, event.target.value);
              }}
            />
            <span className="text-xs text-gray-500" role="status">
              {update.isPending ? t("saving") : savedOnce ? t("saved") : ""}
            </span>
          </div>
        ) : null}
        <p className="text-xs leading-relaxed text-gray-600">
          {canEnable ? t("details", { email: data.email!, timeZone: data.timeZone }) : t("noEmail")}
        </p>
      </div>
    </Card>
  );
}
