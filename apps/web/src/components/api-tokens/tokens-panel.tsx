import { useId, useState } from "react";
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_SCOPE_DESCRIPTIONS,
  API_TOKEN_SCOPES,
  type ApiToken,
  PARTNER_TOKEN_SCOPE,
  type ApiTokenScope,
} from "@tandem/api-contract";
import { Badge, Button, Card, Input, Label, Select, toast } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { DeskQuery } from "../moderation/desk-query.js";
import { when } from "../moderation/format.js";

const copy = {
  heading: (n: number) => `API tokens (${n})`,
  intro:
    "A token lets another team's service call Tandem without a person: it reaches only its scopes, never anyone's own profile, chat or account.",
  create: "Create token",
  creating: "Creating...",
  name: "Name",
  namePlaceholder: "Partner rewards sync",
  scopes: "Scopes",
  brandName: "Partner brand (as its rewards name it)",
  brandOf: (brand: string) => `Vouchers of ${brand}`,
  expiry: "Expires after",
  days: (n: number) => `${n} days`,
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
  confirmRevoke: (name: string) => `Revoke "${name}"? Its service stops at once.`,
  states: { active: "Active", revoked: "Revoked", expired: "Expired" },
  created: (who: string) => `Created ${who}`,
  expires: "Expires",
  lastUse: "Last use",
  never: "Never used",
  uses: (n: number) => (n === 1 ? "1 call" : `${n} calls`),
  recent: "Recent calls",
};

function stateOf(token: ApiToken): keyof typeof copy.states {
  if (token.revokedAt) return "revoked";
  return Date.parse(token.expiresAt) <= Date.now() ? "expired" : "active";
}

/** Staff create, list and revoke the API tokens of other teams' services. */
export function TokensPanel() {
  const list = trpc.apiTokens.list.useQuery();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <section className="flex flex-col gap-3" aria-label={copy.heading(list.data?.length ?? 0)}>
      <h2 className="text-lg font-semibold text-gray-900">
        {copy.heading(list.data?.length ?? 0)}
      </h2>
      <p className="text-sm text-gray-600">{copy.intro}</p>
      {secret ? (
        <CreatedSecret secret={secret} onDone={() => setSecret(null)} />
      ) : (
        <CreateTokenForm onCreated={setSecret} />
      )}
      <DeskQuery query={list} loading={copy.loading} failed={copy.failed}>
        {(tokens) =>
          tokens.length === 0 ? (
            <p className="text-sm text-gray-600">{copy.empty}</p>
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
  const [days, setDays] = useState<(typeof API_TOKEN_EXPIRY_DAYS)[number]>(30);
  const [brandName, setBrandName] = useState("");
  const partner = scopes.includes(PARTNER_TOKEN_SCOPE);
  const [error, setError] = useState<string | null>(null);
  const create = trpc.apiTokens.create.useMutation({
    onSuccess: async ({ secret }) => {
      setName("");
      setScopes([]);
      setBrandName("");
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
        aria-label={copy.create}
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
          <Label htmlFor={`${id}-name`}>{copy.name}</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={80}
            placeholder={copy.namePlaceholder}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">{copy.scopes}</legend>
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
                <span className="block text-gray-600">{API_TOKEN_SCOPE_DESCRIPTIONS[scope]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {partner ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-brand`}>{copy.brandName}</Label>
            <Input
              id={`${id}-brand`}
              value={brandName}
              maxLength={80}
              onChange={(event) => setBrandName(event.target.value)}
            />
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-expiry`}>{copy.expiry}</Label>
          <Select
            id={`${id}-expiry`}
            value={String(days)}
            onChange={(event) =>
              setDays(Number(event.target.value) as (typeof API_TOKEN_EXPIRY_DAYS)[number])
            }
          >
            {API_TOKEN_EXPIRY_DAYS.map((n) => (
              <option key={n} value={n}>
                {copy.days(n)}
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
          {create.isPending ? copy.creating : copy.create}
        </Button>
      </form>
    </Card>
  );
}

function CreatedSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Card className="flex flex-col gap-3 border-amber-300 bg-amber-50 p-4" role="status">
      <h3 className="font-semibold text-gray-900">{copy.createdTitle}</h3>
      <p className="text-sm text-gray-700">{copy.createdText}</p>
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
            void navigator.clipboard?.writeText(secret).then(() => toast({ title: copy.copied }))
          }
        >
          {copy.copy}
        </Button>
        <Button size="sm" onClick={onDone}>
          {copy.done}
        </Button>
      </div>
    </Card>
  );
}

function TokenCard({ token }: { token: ApiToken }) {
  const utils = trpc.useUtils();
  const revoke = trpc.apiTokens.revoke.useMutation({
    onSuccess: async () => {
      toast({ title: copy.revoked, description: token.name });
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
            <p className="text-xs font-medium text-violet-700">{copy.brandOf(token.brandName)}</p>
          ) : null}
        </div>
        <Badge variant={state === "active" ? "success" : "outline"}>{copy.states[state]}</Badge>
      </div>
      <ul className="flex flex-wrap gap-1" aria-label={copy.scopes}>
        {token.scopes.map((scope) => (
          <li key={scope}>
            <code className="rounded bg-rose-50 px-1.5 py-0.5 font-mono text-xs text-gray-900">
              {scope}
            </code>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">{copy.lastUse}</dt>
        <dd className="text-gray-900">
          {token.lastUsedAt ? (
            <>
              <time dateTime={token.lastUsedAt}>{when(token.lastUsedAt)}</time> ·{" "}
              {copy.uses(token.uses)}
            </>
          ) : (
            copy.never
          )}
        </dd>
        <dt className="text-gray-600">{copy.expires}</dt>
        <dd className="text-gray-900">
          <time dateTime={token.expiresAt}>{when(token.expiresAt)}</time>
        </dd>
      </dl>
      <p className="text-xs text-gray-600">
        {copy.created(token.createdBy?.email ?? "")} · {when(token.createdAt)}
      </p>
      {token.recentUses.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-gray-700">{copy.recent}</summary>
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
            if (window.confirm(copy.confirmRevoke(token.name))) revoke.mutate({ id: token.id });
          }}
        >
          {copy.revoke}
        </Button>
      ) : null}
    </Card>
  );
}
