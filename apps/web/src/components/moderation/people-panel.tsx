import { useId, useState, type FormEvent } from "react";
import { defineCopy } from "@tandem/i18n";
import { Badge, Button, Card, fieldErrorProps, FormField, Input } from "@tandem/ui";
import { describeError, needsRecentSignIn } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { ActionDialog } from "./action-dialog.js";
import { BirthDateCorrection } from "./birth-date-correction.js";
import { SignInAgainCard } from "./desk-query.js";
import { useDeskFormat } from "./format.js";
import { ModeratedProfileView } from "./moderated-profile.js";
import { useSuspension, useUserLookup } from "./use-moderation.js";

export const peoplePanelCopy = defineCopy(
  {
    heading: "Find a person",
    email: "E-mail address",
    lookUp: "Look up",
    looking: "Looking...",
    joined: "Joined {at}",
    suspendedSince: "Suspended since {at}",
    active: "Active",
    suspendedBadge: "Suspended",
    admin: "Admin",
    paired: "Paired",
    reportsAbout: "Reports about them",
    reportsMade: "Reports they made",
    warnings: "Warnings",
    suspend: "Suspend",
    unsuspend: "Lift suspension",
    suspendTitle: "Suspend account",
    suspendText:
      "{who} is signed out everywhere at once, cannot sign in, and is hidden from discover and matches.",
    unsuspendTitle: "Lift suspension",
    unsuspendText: "{who} can sign in again and is shown in discover and matches.",
    adminNote: "Admins cannot be suspended.",
    birthDate: "Birth date: {date}",
    birthDateMissing: "Birth date: not given yet",
    underAge: "Refused: under 18",
  },
  { es: () => import("./people-panel.es.js") },
);

const FACTS = ["reportsAbout", "reportsMade", "warnings"] as const;

/** The user lookup by e-mail, with suspend and unsuspend (each with a note). */
export function PeoplePanel() {
  const emailId = useId();
  const [typed, setTyped] = useState("");
  const [email, setEmail] = useState<string | null>(null);
  const [dialog, setDialog] = useState<"suspend" | "unsuspend" | null>(null);
  const lookup = useUserLookup(email);
  const { suspend, unsuspend } = useSuspension(() => setDialog(null));
  const t = useCopy(peoplePanelCopy);
  const { when, personLabel } = useDeskFormat();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim().toLowerCase();
    if (next === email) void lookup.refetch();
    else setEmail(next || null);
  };
  const error =
    lookup.error && !needsRecentSignIn(lookup.error) ? describeError(lookup.error) : null;
  const fieldError = error?.fields.email ?? (error ? error.message : undefined);
  const user = lookup.data;
  const { primary: who, secondary } = user ? personLabel(user) : { primary: "", secondary: null };

  return (
    <section className="flex flex-col gap-3" aria-label={t("heading")}>
      <h2 className="text-lg font-semibold text-gray-900">{t("heading")}</h2>
      <form onSubmit={submit} className="flex items-end gap-2" noValidate>
        <FormField id={emailId} label={t("email")} error={fieldError} className="flex-1">
          <Input
            {...fieldErrorProps(emailId, fieldError)}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
        <Button
          type="submit"
          disabled={lookup.isFetching || !typed.trim()}
          className={fieldError ? "mb-6" : ""}
        >
          {lookup.isFetching ? t("looking") : t("lookUp")}
        </Button>
      </form>
      {lookup.error && needsRecentSignIn(lookup.error) ? (
        <SignInAgainCard error={lookup.error} />
      ) : null}
      {user && email ? (
        <Card role="article" aria-label={user.email ?? user.id} className="flex flex-col gap-3 p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-gray-900 [overflow-wrap:anywhere]">{who}</p>
              {secondary ? (
                <p className="text-sm text-gray-600 [overflow-wrap:anywhere]">{secondary}</p>
              ) : null}
              <p className="text-xs text-gray-500">{t("joined", { at: when(user.createdAt) })}</p>
              <p className="text-xs text-gray-500">
                {user.birthDate ? t("birthDate", { date: user.birthDate }) : t("birthDateMissing")}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <Badge variant={user.suspendedAt ? "destructive" : "success"}>
                {user.suspendedAt ? t("suspendedBadge") : t("active")}
              </Badge>
              {user.role === "admin" ? <Badge variant="secondary">{t("admin")}</Badge> : null}
              {user.paired ? <Badge variant="outline">{t("paired")}</Badge> : null}
              {user.underAge ? <Badge variant="destructive">{t("underAge")}</Badge> : null}
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {FACTS.map((fact) => (
              <div key={fact} className="rounded-xl bg-gray-50 p-2">
                <dt className="text-xs text-gray-600">{t(fact)}</dt>
                <dd className="text-lg font-semibold text-gray-900">{user[fact]}</dd>
              </div>
            ))}
          </dl>
          {user.profile ? <ModeratedProfileView profile={user.profile} /> : null}
          <BirthDateCorrection user={user} who={who} />
          {user.suspendedAt ? (
            <p className="text-sm text-red-700">
              {t("suspendedSince", { at: when(user.suspendedAt) })}
            </p>
          ) : null}
          {user.role === "admin" ? (
            <p className="text-sm text-gray-600">{t("adminNote")}</p>
          ) : user.suspendedAt ? (
            <Button variant="outline" onClick={() => setDialog("unsuspend")}>
              {t("unsuspend")}
            </Button>
          ) : (
            <Button variant="destructive" onClick={() => setDialog("suspend")}>
              {t("suspend")}
            </Button>
          )}
        </Card>
      ) : null}
      {dialog && user ? (
        <ActionDialog
          open
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
          title={dialog === "suspend" ? t("suspendTitle") : t("unsuspendTitle")}
          description={t(dialog === "suspend" ? "suspendText" : "unsuspendText", { who })}
          confirm={dialog === "suspend" ? t("suspend") : t("unsuspend")}
          destructive={dialog === "suspend"}
          pending={suspend.isPending || unsuspend.isPending}
          onConfirm={(note) =>
            (dialog === "suspend" ? suspend : unsuspend).mutate({ id: user.id, note })
          }
        />
      ) : null}
    </section>
  );
}
