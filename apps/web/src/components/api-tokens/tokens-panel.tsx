import { useId, useState } from "react";
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_SCOPE_DESCRIPTIONS,
  API_TOKEN_SCOPES,
  type ApiToken,
  PARTNER_TOKEN_SCOPE,
  type ApiTokenScope,
} from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Badge, Button, Card, Input, Label, Select, toast } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { DeskQuery } from "../moderation/desk-query.js";
import { useDeskFormat } from "../moderation/format.js";

/** The scopes' descriptions, the contract's English (one source), as messages of this copy. */
const scopeDescriptions = Object.fromEntries(
  API_TOKEN_SCOPES.map((scope) => [`scope.${scope}`, API_TOKEN_SCOPE_DESCRIPTIONS[scope]]),
) as Record<`scope.${ApiTokenScope}`, string>;

export const tokensPanelCopy = defineCopy(
  {
    heading: "API tokens ({n})",
    intro:
      "A token lets another team's service call Tandem without a person: it reaches only its scopes, never anyone's own profile, chat or account.",
    create: "Create token",
    creating: "Creating...",
    name: "Name",
    namePlaceholder: "Partner rewards sync",
    scopes: "Scopes",
    brandName: "Partner brand (as its rewards name it)",
    brandOf: "Vouchers of {brand}",
    ...scopeDescriptions,
    expiry: "Expires after",
    days: "{n} days",
    createdTitle: "Copy the token now",
    createdText:
      'This is the only time it is shown: Tandem keeps only its fingerprint. Send it as "Authorization: Bearer <token>".',
    copy: "Copy",
    copied: "Token copied",
    done: "Done",
    empty: "No API tokens yet.",
    loading: "Loading API tokens",
    failed: "Could not load the API tokens.",
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
  { es: () => import("./tokens-panel.es.js") },
);

function stateOf(token: ApiToken): "active" | "revoked" | "expired" {
  if (token.revokedAt) return "revoked";
  return Date.parse(token.expiresAt) <= Date.now() ? "expired" : "active";
}

/** Staff create, list and revoke the API tokens of other teams' services. */
export function TokensPanel() {
  const list = trpc.apiTokens.list.useQuery();
  const [secret, setSecret] = useState<string | null>(null);
  const t = useCopy(tokensPanelCopy);
  const heading = t("heading", { n: list.data?.length ?? 0 });
  return (
    <section className="flex flex-col gap-3" aria-label={heading}>
      <h2 className="text-lg font-semibold text-gray-900">{heading}</h2>
      <p className="text-sm text-gray-600">{t("intro")}</p>
      {secret ? (
        <CreatedSecret secret={secret} onDone={() => setSecret(null)} />
      ) : (
        <CreateTokenForm onCreated={setSecret} />
      )}
      <DeskQuery query={list} loading={t("loading")} failed={t("failed")}>
        {(tokens) =>
          tokens.length === 0 ? (
            <p className="text-sm text-gray-600">{t("empty")}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {tokens.map((token) => (
                <li key={token.id}>
                  <TokenCard token={token} />
                </li>
              ))}
            </ul>
          )
        }
      </DeskQuery>
    </section>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiTokenScope[]>([]);
  const [brandName, setBrandName] = useState("");
  const partner = scopes.includes(PARTNER_TOKEN_SCOPE);
  const [days, setDays] = useState<(typeof API_TOKEN_EXPIRY_DAYS)[number]>(30);
  const [error, setError] = useState<string | null>(null);
  const t = useCopy(tokensPanelCopy);
  const create = trpc.apiTokens.create.useMutation({
    onSuccess: async ({ secret }) => {
      setName("");
      setBrandName("");
      setScopes([]);
      setError(null);
      onCreated(secret);
      await utils.apiTokens.list.invalidate();
    },
    onError: (failure) => {
      const described = describeError(failure);
      setError(described.message);
      toastError(failure);
    },
  });
  return (
    <Card className="flex flex-col gap-3 p-4">
      <form
        className="flex flex-col gap-3"
        aria-label={t("create")}
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({
            name,
            scopes,
            expiresInDays: days,
            ...(partner ? { brandName } : {}),
          });
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-name`}>{t("name")}</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={80}
            placeholder={t("namePlaceholder")}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t("scopes")}</legend>
          {API_TOKEN_SCOPES.map((scope) => (
            <label key={scope} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-rose-600"
                checked={scopes.includes(scope)}
                onChange={(event) =>
                  setScopes((now) =>
                    event.target.checked ? [...now, scope] : now.filter((s) => s !== scope),
                  )
                }
              />
              <span>
                <code className="font-mono text-gray-900">{scope}</code>
                <span className="block text-gray-600">{t(`scope.${scope}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {partner ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-brand`}>{t("brandName")}</Label>
            <Input
              id={`${id}-brand`}
              value={brandName}
              maxLength={80}
              onChange={(event) => setBrandName(event.target.value)}
            />
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-expiry`}>{t("expiry")}</Label>
          <Select
            id={`${id}-expiry`}
            value={String(days)}
            onChange={(event) =>
              setDays(Number(event.target.value) as (typeof API_TOKEN_EXPIRY_DAYS)[number])
            }
          >
            {API_TOKEN_EXPIRY_DAYS.map((n) => (
              <option key={n} value={n}>
                {t("days", { n })}
              </option>
            ))}
          </Select>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t("creating") : t("create")}
        </Button>
      </form>
    </Card>
  );
}

function CreatedSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useCopy(tokensPanelCopy);
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

function TokenCard({ token }: { token: ApiToken }) {
  const utils = trpc.useUtils();
  const t = useCopy(tokensPanelCopy);
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
