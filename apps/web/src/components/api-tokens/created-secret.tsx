import { defineCopy } from "@tandem/i18n";
import { Button, Card, toast } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";

export const createdSecretCopy = defineCopy(
  {
    createdTitle: "Copy the token now",
    createdText:
      'This is the only time it is shown: Tandem keeps only its fingerprint. Send it as "Authorization: Bearer <token>".',
    copy: "Copy",
    copied: "Token copied",
    done: "Done",
  },
  { es: () => import("./created-secret.es.js") },
);

/** A new token's secret, shown once to be copied. */
export function CreatedSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useCopy(createdSecretCopy);
  return (
    <Card className="flex flex-col gap-3 border-amber-300 bg-amber-50 p-4" role="status">
      <h3 className="font-semibold text-gray-900">{t("createdTitle")}</h3>
      <p className="text-sm text-gray-700">{t("createdText")}</p>
      <code
        data-testid="api-token-secret"
        className="select-all rounded bg-white p-2 font-mono text-xs text-gray-900 [overflow-wrap:anywhere]"
      >
        {secret}
      </code>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(() => toast({ title: t("copied") }))
          }
        >
          {t("copy")}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t("done")}
        </Button>
      </div>
    </Card>
  );
}
