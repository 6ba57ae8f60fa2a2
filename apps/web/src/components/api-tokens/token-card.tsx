import { type ApiToken } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Badge, Button, Card, toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { useDeskFormat } from "../moderation/format.js";

export const tokenCardCopy = defineCopy(
  {
    scopes: "Scopes",
    brandOf: "Vouchers of {brand}",
    revoke: "Revoke",
    revoked: "Token revoked",
    confirmRevoke: 'Revoke "{name}"? Its service stops at once.',
    "state.active": "Active",
    "state.revoked": "Revoked",
    "state.expired": "Expired",
    created: "Created {who}",
    expires: "Expires",
    lastUse: "Last use",
    never: "Never used",
    uses: "{n, plural, one {# call} other {# calls}}",
    recent: "Recent calls",
  },
  { es: () => import("./token-card.es.js") },
);

function stateOf(token: ApiToken): "active" | "revoked" | "expired" {
  if (token.revokedAt) return "revoked";
  return Date.parse(token.expiresAt) <= Date.now() ? "expired" : "active";
}

/** One token: its scopes, uses and lifetime, and its revocation while active. */
export function TokenCard({ token }: { token: ApiToken }) {
  const utils = trpc.useUtils();
  const t = useCopy(tokenCardCopy);
  const { when } = useDeskFormat();
  const revoke = trpc.apiTokens.revoke.useMutation({
    onSuccess: async () => {
      toast({ title: t("revoked"), description: token.name });
      await utils.apiTokens.list.invalidate();
    },
    onError: (error) => toastError(error),
  });
  const state = stateOf(token);
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-gray-900 [overflow-wrap:anywhere]">{token.name}</h3>
          <p className="font-mono text-xs text-gray-600">{token.prefix}…</p>
          {token.brandName ? (
            <p className="text-xs font-medium text-violet-700">
              {t("brandOf", { brand: token.brandName })}
            </p>
          ) : null}
        </div>
        <Badge variant={state === "active" ? "success" : "outline"}>{t(`state.${state}`)}</Badge>
      </div>
      <ul className="flex flex-wrap gap-1" aria-label={t("scopes")}>
        {token.scopes.map((scope) => (
          <li key={scope}>
            <code className="rounded bg-rose-50 px-1.5 py-0.5 font-mono text-xs text-gray-900">
              {scope}
            </code>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">{t("lastUse")}</dt>
        <dd className="text-gray-900">
          {token.lastUsedAt ? (
            <>
              <time dateTime={token.lastUsedAt}>{when(token.lastUsedAt)}</time> ·{" "}
              {t("uses", { n: token.uses })}
            </>
          ) : (
            t("never")
          )}
        </dd>
        <dt className="text-gray-600">{t("expires")}</dt>
        <dd className="text-gray-900">
          <time dateTime={token.expiresAt}>{when(token.expiresAt)}</time>
        </dd>
      </dl>
      <p className="text-xs text-gray-600">
        {t("created", { who: token.createdBy?.email ?? "" })} · {when(token.createdAt)}
      </p>
      {token.recentUses.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-gray-700">{t("recent")}</summary>
          <ul className="mt-1 flex flex-col gap-1 font-mono text-xs text-gray-700">
            {token.recentUses.map((use, i) => (
              <li key={i} className="[overflow-wrap:anywhere]">
                {when(use.at)} {use.status} {use.request}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {state === "active" ? (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          disabled={revoke.isPending}
          onClick={() => {
            if (window.confirm(t("confirmRevoke", { name: token.name })))
              revoke.mutate({ id: token.id });
          }}
        >
          {t("revoke")}
        </Button>
      ) : null}
    </Card>
  );
}
