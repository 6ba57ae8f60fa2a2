import { useId, useState, type FormEvent } from "react";
import type { UserLookup } from "@tandem/api-contract";
import { Badge, Button, Card, fieldErrorProps, FormField, Input } from "@tandem/ui";
import { describeError, needsRecentSignIn } from "../../lib/errors.js";
import { ActionDialog } from "./action-dialog.js";
import { BirthDateCorrection } from "./birth-date-correction.js";
import { SignInAgainCard } from "./desk-query.js";
import { personLabel, when } from "./format.js";
import { ModeratedProfileView } from "./moderated-profile.js";
import { useSuspension, useUserLookup } from "./use-moderation.js";

const copy = {
  heading: "Find a person",
  email: "E-mail address",
  lookUp: "Look up",
  looking: "Looking...",
  joined: (at: string) => `Joined ${when(at)}`,
  suspendedSince: (at: string) => `Suspended since ${when(at)}`,
  active: "Active",
  suspendedBadge: "Suspended",
  admin: "Admin",
  paired: "Paired",
  facts: (u: UserLookup) =>
    [
      ["Reports about them", u.reportsAbout],
      ["Reports they made", u.reportsMade],
      ["Warnings", u.warnings],
    ] as const,
  suspend: "Suspend",
  unsuspend: "Lift suspension",
  suspendTitle: "Suspend account",
  suspendText: (who: string) =>
    `${who} is signed out everywhere at once, cannot sign in, and is hidden from discover and matches.`,
  unsuspendTitle: "Lift suspension",
  unsuspendText: (who: string) => `${who} can sign in again and is shown in discover and matches.`,
  adminNote: "Admins cannot be suspended.",
  birthDate: (date: string | null) => `Birth date: ${date ?? "not given yet"}`,
  underAge: "Refused: under 18",
};

/** The user lookup by e-mail, with suspend and unsuspend (each with a note). */
export function PeoplePanel() {
  const emailId = useId();
  const [typed, setTyped] = useState("");
  const [email, setEmail] = useState<string | null>(null);
  const [dialog, setDialog] = useState<"suspend" | "unsuspend" | null>(null);
  const lookup = useUserLookup(email);
  const { suspend, unsuspend } = useSuspension(() => setDialog(null));

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
    <section className="flex flex-col gap-3" aria-label={copy.heading}>
      <h2 className="text-lg font-semibold text-gray-900">{copy.heading}</h2>
      <form onSubmit={submit} className="flex items-end gap-2" noValidate>
        <FormField id={emailId} label={copy.email} error={fieldError} className="flex-1">
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
          {lookup.isFetching ? copy.looking : copy.lookUp}
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
              <p className="text-xs text-gray-500">{copy.joined(user.createdAt)}</p>
              <p className="text-xs text-gray-500">{copy.birthDate(user.birthDate)}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <Badge variant={user.suspendedAt ? "destructive" : "success"}>
                {user.suspendedAt ? copy.suspendedBadge : copy.active}
              </Badge>
              {user.role === "admin" ? <Badge variant="secondary">{copy.admin}</Badge> : null}
              {user.paired ? <Badge variant="outline">{copy.paired}</Badge> : null}
              {user.underAge ? <Badge variant="destructive">{copy.underAge}</Badge> : null}
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {copy.facts(user).map(([label, value]) => (
              <div key={label} className="rounded-xl bg-gray-50 p-2">
                <dt className="text-xs text-gray-600">{label}</dt>
                <dd className="text-lg font-semibold text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
          {user.profile ? <ModeratedProfileView profile={user.profile} /> : null}
          <BirthDateCorrection user={user} who={who} />
          {user.suspendedAt ? (
            <p className="text-sm text-red-700">{copy.suspendedSince(user.suspendedAt)}</p>
          ) : null}
          {user.role === "admin" ? (
            <p className="text-sm text-gray-600">{copy.adminNote}</p>
          ) : user.suspendedAt ? (
            <Button variant="outline" onClick={() => setDialog("unsuspend")}>
              {copy.unsuspend}
            </Button>
          ) : (
            <Button variant="destructive" onClick={() => setDialog("suspend")}>
              {copy.suspend}
            </Button>
          )}
        </Card>
      ) : null}
      {dialog && user ? (
        <ActionDialog
          open
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
          title={dialog === "suspend" ? copy.suspendTitle : copy.unsuspendTitle}
          description={dialog === "suspend" ? copy.suspendText(who) : copy.unsuspendText(who)}
          confirm={dialog === "suspend" ? copy.suspend : copy.unsuspend}
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
