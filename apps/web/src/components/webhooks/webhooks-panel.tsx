import { useId, useState } from "react";
import { WEBHOOK_SECRET_OVERLAP_HOURS, type PartnerWebhook } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, Card, Input, Label, toast } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { DeskQuery } from "../moderation/desk-query.js";
import { useDeskFormat } from "../moderation/format.js";
import { WebhookDeliveries } from "./webhook-deliveries.js";

export const webhooksPanelCopy = defineCopy(
  {
    heading: "Partner webhooks ({n})",
    intro:
      "A partner brand may receive a signed message (Standard Webhooks) when one of its rewards is redeemed, a voucher is used, or a pool of codes runs out. The person is named only when the reward says so.",
    empty: "No partner brands yet: name a brand on a reward first.",
    loading: "Loading partner webhooks",
    failed: "Could not load the partner webhooks.",
    endpoint: "Endpoint (https)",
    endpointPlaceholder: "https://partner.example/webhooks",
    save: "Save endpoint",
    saving: "Saving...",
    saved: "Endpoint saved",
    clear: "Remove endpoint",
    confirmClear:
      "Remove {brand}'s endpoint? Its delivery log goes with it and nothing more is sent.",
    cleared: "Endpoint removed",
    noEndpoint: "No endpoint: nothing is sent.",
    secretMade: "Secret made {when}",
    overlap: "The previous secret also signs until {when}.",
    rotate: "Rotate secret",
    rotated: "New secret made",
    confirmRotate:
      "Make a new secret for {brand}? The current one keeps signing for {hours} hours while the partner switches.",
    secretTitle: "Copy {brand}'s secret now",
    secretText:
      "This is the only time it is shown. The partner checks each message's webhook-signature with it.",
    copy: "Copy",
    copied: "Secret copied",
    done: "Done",
  },
  { es: () => import("./webhooks-panel.es.js") },
);

/** Staff set each partner brand's webhook endpoint, rotate its secret, and read its log. */
export function WebhooksPanel() {
  const list = trpc.webhooks.list.useQuery();
  const t = useCopy(webhooksPanelCopy);
  const heading = t("heading", { n: list.data?.length ?? 0 });
  return (
    <section className="flex flex-col gap-3" aria-label={heading}>
      <h2 className="text-lg font-semibold text-gray-900">{heading}</h2>
      <p className="text-sm text-gray-600">{t("intro")}</p>
      <DeskQuery query={list} loading={t("loading")} failed={t("failed")}>
        {(brands) =>
          brands.length === 0 ? (
            <p className="text-sm text-gray-600">{t("empty")}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {brands.map((brand) => (
                <li key={brand.brandName}>
                  <BrandCard brand={brand} />
                </li>
              ))}
            </ul>
          )
        }
      </DeskQuery>
    </section>
  );
}

function IssuedSecret(props: { brand: string; secret: string; onDone: () => void }) {
  const t = useCopy(webhooksPanelCopy);
  return (
    <Card className="flex flex-col gap-3 border-amber-300 bg-amber-50 p-4" role="status">
      <h3 className="font-semibold text-gray-900">{t("secretTitle", { brand: props.brand })}</h3>
      <p className="text-sm text-gray-700">{t("secretText")}</p>
      <code
        data-testid="webhook-secret"
        className="select-all rounded bg-white p-2 font-mono text-xs text-gray-900 [overflow-wrap:anywhere]"
      >
        {props.secret}
      </code>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(props.secret)
              .then(() => toast({ title: t("copied") }))
          }
        >
          {t("copy")}
        </Button>
        <Button size="sm" onClick={props.onDone}>
          {t("done")}
        </Button>
      </div>
    </Card>
  );
}

/** One brand: its endpoint, its secret (shown here once when made), its deliveries. */
function BrandCard({ brand }: { brand: PartnerWebhook }) {
  const id = useId();
  const utils = trpc.useUtils();
  const t = useCopy(webhooksPanelCopy);
  const { when } = useDeskFormat();
  const [url, setUrl] = useState(brand.url ?? "");
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const changed = async (secret: string | null, title: string) => {
    setError(null);
    toast({ title, description: brand.brandName });
    setIssued(secret);
    await utils.webhooks.list.invalidate();
  };
  const set = trpc.webhooks.set.useMutation({
    onSuccess: ({ secret }) => changed(secret, t("saved")),
    onError: (failure) => setError(describeError(failure).message),
  });
  const clear = trpc.webhooks.clear.useMutation({
    onSuccess: () => {
      setUrl("");
      return changed(null, t("cleared"));
    },
    onError: (failure) => toastError(failure),
  });
  const rotate = trpc.webhooks.rotateSecret.useMutation({
    onSuccess: ({ secret }) => changed(secret, t("rotated")),
    onError: (failure) => toastError(failure),
  });
  const headingId = `${id}-brand`;
  return (
    <Card className="flex flex-col gap-3 p-4" role="article" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-gray-900 [overflow-wrap:anywhere]">
        {brand.brandName}
      </h3>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          set.mutate({ brandName: brand.brandName, url });
        }}
      >
        <Label htmlFor={`${id}-url`}>{t("endpoint")}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          maxLength={2048}
          placeholder={t("endpointPlaceholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" className="self-start" disabled={set.isPending}>
          {set.isPending ? t("saving") : t("save")}
        </Button>
      </form>
      {issued ? (
        <IssuedSecret brand={brand.brandName} secret={issued} onDone={() => setIssued(null)} />
      ) : null}
      {brand.url === null ? (
        <p className="text-sm text-gray-600">{t("noEndpoint")}</p>
      ) : (
        <>
          <div className="text-sm text-gray-700">
            {brand.secretCreatedAt ? (
              <p>{t("secretMade", { when: when(brand.secretCreatedAt) })}</p>
            ) : null}
            {brand.previousSecretUntil ? (
              <p>{t("overlap", { when: when(brand.previousSecretUntil) })}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={rotate.isPending}
              onClick={() => {
                const question = t("confirmRotate", {
                  brand: brand.brandName,
                  hours: WEBHOOK_SECRET_OVERLAP_HOURS,
                });
                if (window.confirm(question)) rotate.mutate({ brandName: brand.brandName });
              }}
            >
              {t("rotate")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={clear.isPending}
              onClick={() => {
                if (window.confirm(t("confirmClear", { brand: brand.brandName })))
                  clear.mutate({ brandName: brand.brandName });
              }}
            >
              {t("clear")}
            </Button>
          </div>
          <WebhookDeliveries deliveries={brand.deliveries} />
        </>
      )}
    </Card>
  );
}
