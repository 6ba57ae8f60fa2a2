import type { AnyFieldApi, AnyFormApi } from "@tanstack/react-form";
import { applyZodMessages, describeZodError, REQUIRED_MESSAGE } from "@tandem/api-contract";
import type { fieldErrorProps } from "@tandem/ui";
import { describeError } from "./errors.js";

// The API's words for zod's issues ("Required.", "Must be at least 1."), so that a form checked
// here reads exactly as the server would answer. Only the lazy chunks with a form load this.
applyZodMessages();

/** What a form needs of a contract schema: zod's `safeParse`. */
export interface ContractSchema {
  safeParse(input: unknown): { success: boolean; error?: Parameters<typeof describeZodError>[0] };
}

/**
 * A form-level `onSubmit` validator for TanStack Form: `toInput` reads the form's text as the
 * procedure's input (a value not given as undefined), and the contract's schema checks it.
 * Each field gets the message the API would answer for it (`describeZodError`, the server's
 * own reader of a zod failure), so nothing is worded twice.
 */
export function contractValidator<Values>(
  schema: ContractSchema,
  toInput: (values: Values) => unknown,
) {
  return ({ value }: { value: Values }) => {
    const result = schema.safeParse(toInput(value));
    if (result.success || !result.error) return undefined;
    return { fields: describeZodError(result.error).fields };
  };
}

/** The message a field shows under it: its first error (client check or server), if any. */
export function fieldMessage(field: AnyFieldApi): string | undefined {
  const first: unknown = field.state.meta.errors[0];
  if (first === undefined || first === null) return undefined;
  return typeof first === "string" ? first : String((first as { message?: unknown }).message);
}

/** What a text field's control is given: its id and error wiring, name, value and handlers. */
export type TextControlProps = ReturnType<typeof fieldErrorProps> & {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
};

/** A text field's control props, from its TanStack Form field and its message. */
export function textControlProps(
  field: AnyFieldApi,
  wiring: ReturnType<typeof fieldErrorProps>,
): TextControlProps {
  return {
    ...wiring,
    name: field.name,
    value: field.state.value as string,
    onChange: (event) => field.handleChange(event.target.value),
    onBlur: field.handleBlur,
  };
}

/** Whether the last check found a field without a value (the spec's "Missing ..." toast). */
export function hasMissingField(form: AnyFormApi): boolean {
  return Object.values(form.state.fieldMeta).some((meta) =>
    (meta?.errors ?? []).includes(REQUIRED_MESSAGE),
  );
}

/**
 * The server's message per field (`describeError(e).fields`, by dotted path) onto the
 * form's fields. They are kept as the fields' submit errors, as a failed client check is, so
 * that editing the field takes the message away and the next submit checks afresh. Fields
 * this form does not show are skipped (the toast still says it). Returns whether a field was
 * marked.
 */
export function showServerFieldErrors(form: AnyFormApi, error: unknown): boolean {
  let marked = false;
  for (const [name, message] of Object.entries(describeError(error).fields)) {
    if (!form.fieldInfo[name]?.instance) continue;
    form.setFieldMeta(name, (meta) => ({
      ...meta,
      errorMap: { ...meta.errorMap, onSubmit: message },
    }));
    marked = true;
  }
  return marked;
}

/** Moves focus to the form's first field marked invalid, once the marks are rendered. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
