import { useId, useState } from "react";
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_SCOPE_DESCRIPTIONS,
  API_TOKEN_SCOPES,
  PARTNER_TOKEN_SCOPE,
  type ApiTokenScope,
} from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, Card, Input, Label, Select } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";

/** The scopes' descriptions, the contract's English (one source), as messages of this copy. */
const scopeDescriptions = Object.fromEntries(
  API_TOKEN_SCOPES.map((scope) => [`scope.${scope}`, API_TOKEN_SCOPE_DESCRIPTIONS[scope]]),
) as Record<`scope.${ApiTokenScope}`, string>;

export const createTokenFormCopy = defineCopy(
  {
    create: "Create token",
    creating: "Creating...",
    name: "Name",
    namePlaceholder: "Partner rewards sync",
    scopes: "Scopes",
    brandName: "Partner brand (as its rewards name it)",
    ...scopeDescriptions,
    expiry: "Expires after",
    days: "{n} days",
  },
  { es: () => import("./create-token-form.es.js") },
);

/** A new token's name, scopes, partner brand and lifetime; its secret goes to `onCreated`. */
export function CreateTokenForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiTokenScope[]>([]);
  const [brandName, setBrandName] = useState("");
  const partner = scopes.includes(PARTNER_TOKEN_SCOPE);
  const [days, setDays] = useState<(typeof API_TOKEN_EXPIRY_DAYS)[number]>(30);
  const [error, setError] = useState<string | null>(null);
  const t = useCopy(createTokenFormCopy);
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
