import type { ReactNode } from "react";
import { fieldErrorProps, FormField } from "@tandem/ui";
import { fieldMessage, textControlProps, type TextControlProps } from "../../lib/contract-form.js";
import type { useProfileForm } from "./use-profile-form.js";

/** The profile form's TanStack form, as `useProfileForm` makes it. */
export type ProfileFormApi = ReturnType<typeof useProfileForm>["form"];

/** The profile's free-text fields (the social handles among them). */
export type ProfileTextFieldName =
  "nickname" | "city" | "bio" | "instagramHandle" | "snapchatHandle" | "facebookHandle";

/** The red star after a required field's label. */
export const requiredMark = (
  <span aria-hidden="true" className="text-rose-600">
    *
  </span>
);

/**
 * The text field `name`: its value, change handler, id and error wiring, for `control`; its
 * message shows under it when the contract's schema or the server refuses it.
 */
export function ProfileTextField({
  form,
  id,
  name,
  label,
  control,
  after,
}: {
  form: ProfileFormApi;
  /** The field's element id. */
  id: string;
  name: ProfileTextFieldName;
  label: ReactNode;
  control: (props: TextControlProps) => ReactNode;
  after?: ReactNode;
}) {
  return (
    <form.Field name={name}>
      {(state) => {
        const error = fieldMessage(state);
        return (
          <FormField id={id} label={label} error={error}>
            {control(textControlProps(state, fieldErrorProps(id, error)))}
            {after}
          </FormField>
        );
      }}
    </form.Field>
  );
}
