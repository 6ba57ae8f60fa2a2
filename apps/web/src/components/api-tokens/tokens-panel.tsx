import { useState } from "react";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { DeskQuery } from "../moderation/desk-query.js";
import { CreatedSecret } from "./created-secret.js";
import { CreateTokenForm } from "./create-token-form.js";
import { TokenCard } from "./token-card.js";

export const tokensPanelCopy = defineCopy(
  {
    heading: "API tokens ({n})",
    intro:
      "A token lets another team's service call Tandem without a person: it reaches only its scopes, never anyone's own profile, chat or account.",
    empty: "No API tokens yet.",
    loading: "Loading API tokens",
    failed: "Could not load the API tokens.",
  },
  { es: () => import("./tokens-panel.es.js") },
);

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
