import { useState, type FormEvent } from "react";
import { NAME_MAX_LENGTH, type AuthUser } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, FieldError, fieldErrorProps, Input, Label } from "@tandem/ui";
import { useFieldErrors } from "../../hooks/use-field-errors.js";
import { describeError, toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { useNeedsConnection } from "../needs-connection.js";

export const firstNameCopy = defineCopy(
  {
    label: "First name",
    placeholder: "Your first name",
    saving: "Saving...",
  },
  { es: () => import("./first-name-form.es.js") },
);

/**
 * The first name field with its button: what the server refuses (empty, too long, a web
 * address...) shows under the field in its own words. The field is read when the form is
 * sent, so a name typed while the page was still starting is not lost.
 */
export function FirstNameForm({
  user,
  submitLabel,
  onSaved,
  autoFocus = false,
  inline = false,
}: {
  user: AuthUser;
  submitLabel: string;
  onSaved?: (updated: AuthUser) => void;
  autoFocus?: boolean;
  /** The button beside the field (Profile) rather than under it (the name step). */
  inline?: boolean;
}) {
  const t = useCopy(firstNameCopy);
  const [saved, setSaved] = useState(user.firstName ?? "");
  const fieldErrors = useFieldErrors<"firstName">();
  const utils = trpc.useUtils();
  const setName = trpc.user.setName.useMutation({
    onSuccess: (updated) => {
      utils.user.me.setData(undefined, updated);
      setSaved(updated.firstName ?? "");
      onSaved?.(updated);
    },
    onError: (error) => {
      fieldErrors.show(error);
      if (!describeError(error).fields.firstName) toastError(error);
    },
  });
  const connection = useNeedsConnection();
  const id = "first-name";
  const error = fieldErrors.errors.firstName;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const firstName = new FormData(event.currentTarget).get("firstName");
    setName.mutate({ firstName: typeof firstName === "string" ? firstName : "" });
  }

  const button = (
    <Button
      type="submit"
      size={inline ? "md" : "lg"}
      variant={inline ? "secondary" : "primary"}
      disabled={setName.isPending || connection.offline}
      aria-describedby={connection.describedBy}
      className={inline ? "shrink-0" : "w-full"}
    >
      {setName.isPending ? t("saving") : submitLabel}
    </Button>
  );
  return (
    <form onSubmit={save} className="flex flex-col gap-1.5" noValidate>
      <Label htmlFor={id}>{t("label")}</Label>
      <div className={inline ? "flex gap-2" : "flex flex-col gap-1.5"}>
        <Input
          {...fieldErrorProps(id, error)}
          autoComplete="given-name"
          autoCapitalize="words"
          enterKeyHint="done"
          placeholder={t("placeholder")}
          name="firstName"
          maxLength={NAME_MAX_LENGTH * 4}
          autoFocus={autoFocus}
          // Uncontrolled; a new key shows what the server stored (trimmed) after a save.
          key={saved}
          defaultValue={saved}
          onChange={() => fieldErrors.clear("firstName")}
          className="min-w-0 flex-1"
        />
        {inline ? button : null}
      </div>
      <FieldError fieldId={id} message={error} />
      {connection.hint}
      {inline ? null : <div className="mt-3">{button}</div>}
    </form>
  );
}
