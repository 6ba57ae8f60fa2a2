import { useId, useState, type FormEvent } from "react";
import { ADULT_AGE, LOGOUT_PATH, type AuthUser } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, Card, FieldError, Input, Label } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { clearPersistedCache } from "../../lib/query-persistence.js";
import { trpc } from "../../lib/trpc.js";
import { BrandLogo } from "../brand-logo.js";

export const birthDateCopy = defineCopy(
  {
    title: "When were you born?",
    text: "Tandem is for people {age} and over. Others see your age group, never your birth date.",
    legend: "Birth date",
    day: "Day",
    month: "Month",
    year: "Year",
    dayPlaceholder: "DD",
    monthPlaceholder: "MM",
    yearPlaceholder: "YYYY",
    once: "Check it before you go on: you can't change it later.",
    next: "Continue",
    saving: "Saving...",
    refusedTitle: "Tandem is for people {age} and over.",
    refusedText:
      "You can't use Tandem yet, so we haven't kept your birth date. If you typed it wrong, contact our support team and they can correct it.",
    signOut: "Sign out",
  },
  { es: () => import("./birth-date-step.es.js") },
);

const digits = (value: FormDataEntryValue | null) =>
  typeof value === "string" ? value.replace(/\D/gu, "") : "";

/** The three boxes as the API takes them ("YYYY-MM-DD"); the server says what is wrong. */
export function birthDateOf(form: FormData): string {
  const [day, month, year] = ["day", "month", "year"].map((name) => digits(form.get(name)));
  if (!day && !month && !year) return "";
  return `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
}

/** Said once someone under 18 gave their birth date: Tandem stays closed to them. */
export function UnderAgeNotice() {
  const t = useCopy(birthDateCopy);
  return (
    <div className="flex flex-col items-center gap-4 pt-10 text-center">
      <BrandLogo className="mb-2 text-2xl" />
      <h1 className="text-2xl font-bold text-gray-900">{t("refusedTitle", { age: ADULT_AGE })}</h1>
      <p className="max-w-xs text-sm text-gray-600">{t("refusedText")}</p>
      <Button asChild variant="outline" size="lg" className="w-full">
        <a
          href={LOGOUT_PATH}
          onClick={(event) => {
            event.preventDefault();
            void clearPersistedCache().finally(() => window.location.assign(LOGOUT_PATH));
          }}
        >
          {t("signOut")}
        </a>
      </Button>
    </div>
  );
}

/**
 * The birth date, asked once of everyone (decision 270): right after the first name for a
 * new person, at the next open for someone who has none. Day, month and year as three boxes
 * of digits (a date remembered, not picked from a calendar).
 */
export function BirthDateStep({ user, withLogo = true }: { user: AuthUser; withLogo?: boolean }) {
  const t = useCopy(birthDateCopy);
  const [error, setError] = useState<string>();
  const utils = trpc.useUtils();
  const setBirthDate = trpc.user.setBirthDate.useMutation({
    onSuccess: (updated) => utils.user.me.setData(undefined, updated),
    onError: (failure) => {
      const described = describeError(failure);
      if (described.reason === "UNDER_AGE") {
        utils.user.me.setData(undefined, (current) =>
          current ? { ...current, underAge: true } : current,
        );
      } else if (described.fields.birthDate) {
        setError(described.fields.birthDate);
      } else {
        toastError(failure);
      }
    },
  });
  const id = useId();
  const errorId = `${id}-birth-date`;
  if (user.underAge) return <UnderAgeNotice />;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBirthDate.mutate({ birthDate: birthDateOf(new FormData(event.currentTarget)) });
  }

  const box = (name: "day" | "month" | "year", maxLength: number, autoFocus = false) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${name}`} className="text-xs text-gray-600">
        {t(name)}
      </Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete={`bday-${name}`}
        maxLength={maxLength}
        placeholder={t(`${name}Placeholder`)}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId}-error` : undefined}
        onChange={() => setError(undefined)}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-6 pt-4">
      <div className="flex flex-col items-center gap-2 text-center">
        {withLogo ? <BrandLogo className="mb-4 text-2xl" /> : null}
        <h1 className="text-2xl font-bold text-gray-900">{t("title")}</h1>
        <p className="max-w-xs text-sm text-gray-600">{t("text", { age: ADULT_AGE })}</p>
      </div>
      <Card>
        <form onSubmit={save} noValidate className="flex flex-col gap-4 p-5">
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-gray-800">{t("legend")}</legend>
            <div className="grid grid-cols-[1fr_1fr_1.6fr] gap-3">
              {box("day", 2, true)}
              {box("month", 2)}
              {box("year", 4)}
            </div>
            <FieldError fieldId={errorId} message={error} />
          </fieldset>
          <p className="text-sm text-gray-600">{t("once")}</p>
          <Button type="submit" size="lg" className="w-full" disabled={setBirthDate.isPending}>
            {setBirthDate.isPending ? t("saving") : t("next")}
          </Button>
        </form>
      </Card>
    </div>
  );
}
