import type { WebhookDelivery } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Badge, Button, toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { useDeskFormat } from "../moderation/format.js";

export const webhookDeliveriesCopy = defineCopy(
  {
    heading: "Deliveries",
    empty: "Nothing sent yet.",
    "event.voucher.redeemed": "Voucher redeemed",
    "event.voucher.used": "Voucher used",
    "event.reward.out_of_stock": "Out of stock",
    "status.pending": "Pending",
    "status.delivered": "Delivered",
    "status.failed": "Failed",
    attempts: "{n, plural, one {# attempt} other {# attempts}}",
    nextTry: "Next try {when}",
    response: "Response {code}",
    noResponse: "No response: {error}",
    sendAgain: "Send again",
    sentAgain: "Queued to send again",
  },
  { es: () => import("./webhook-deliveries.es.js") },
);

const STATUS_BADGE = { pending: "outline", delivered: "success", failed: "destructive" } as const;

/** A brand's last deliveries: what, how it went, and "Send again" once one has ended. */
export function WebhookDeliveries({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const t = useCopy(webhookDeliveriesCopy);
  const { when } = useDeskFormat();
  const utils = trpc.useUtils();
  const resend = trpc.webhooks.resend.useMutation({
    onSuccess: async () => {
      toast({ title: t("sentAgain") });
      await utils.webhooks.list.invalidate();
    },
    onError: (error) => toastError(error),
  });
  return (
    <section className="flex flex-col gap-2" aria-label={t("heading")}>
      <h4 className="text-sm font-semibold text-gray-900">{t("heading")}</h4>
      {deliveries.length === 0 ? (
        <p className="text-sm text-gray-600">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100 text-sm">
          {deliveries.map((delivery) => (
            <li
              key={delivery.id}
              className="flex flex-col gap-1 py-2"
              data-testid="webhook-delivery"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium text-gray-900">
                  {t(`event.${delivery.eventType}`)}
                </span>
                <Badge variant={STATUS_BADGE[delivery.status]}>
                  {t(`status.${delivery.status}`)}
                </Badge>
              </div>
              <p className="text-xs text-gray-600">
                <time dateTime={delivery.createdAt}>{when(delivery.createdAt)}</time> ·{" "}
                {t("attempts", { n: delivery.attempts })}
                {delivery.lastStatusCode !== null
                  ? ` · ${t("response", { code: delivery.lastStatusCode })}`
                  : delivery.lastError
                    ? ` · ${t("noResponse", { error: delivery.lastError })}`
                    : ""}
              </p>
              {delivery.nextAttemptAt ? (
                <p className="text-xs text-gray-600">
                  {t("nextTry", { when: when(delivery.nextAttemptAt) })}
                </p>
              ) : null}
              {delivery.status !== "pending" ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate({ id: delivery.id })}
                >
                  {t("sendAgain")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
