import { useForm } from "@tanstack/react-form";
import { useId, useRef, type FormEvent, type ReactNode } from "react";
import { CreateRewardInputSchema, type CreateRewardInput } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  fieldErrorProps,
  FormField,
  Input,
  Textarea,
  toast,
} from "@tandem/ui";
import {
  contractValidator,
  fieldMessage,
  focusFirstInvalid,
  hasMissingField,
  showServerFieldErrors,
  textControlProps,
  type TextControlProps,
} from "../../lib/contract-form.js";
import { useCopy } from "../../lib/i18n.js";
import { useCreateReward } from "./use-admin-rewards.js";

export interface RewardFormValues {
  title: string;
  description: string;
  brandName: string;
  pointsCost: string;
  location: string;
  imageUrl: string;
  codesValidUntil: string;
}

export const EMPTY_REWARD_FORM: RewardFormValues = {
  title: "",
  description: "",
  brandName: "",
  pointsCost: "",
  location: "",
  imageUrl: "",
  codesValidUntil: "",
};

export const rewardFormCopy = defineCopy(
  {
    heading: "Create Reward",
    title: "Title",
    description: "Description",
    brandName: "Brand Name",
    pointsCost: "Points Cost",
    location: "Location",
    imageUrl: "Image URL",
    codesValidUntil: "Codes valid until (optional)",
    submit: "Create Reward",
    pending: "Creating...",
    missingTitle: "Missing Fields",
    missingText: "Please fill in all required fields.",
  },
  { es: () => import("./reward-form.es.js") },
);

/** Which fields the form marks required (with a star beside the label). */
const REQUIRED: ReadonlySet<keyof RewardFormValues> = new Set([
  "title",
  "description",
  "pointsCost",
]);

const optional = (value: string) => value.trim() || null;

/**
 * The form's text as the create-reward input, for the contract's schema to check: the cost
 * parsed as an integer (parseInt, so "25.9" is 25; not given when it is no number, which
 * reads "Required." as the API answers), blanks as null, new rewards active.
 * @see docs/spec/product-spec.md, "Validation rules"
 */
export function toRewardInput(
  values: RewardFormValues,
): Omit<CreateRewardInput, "pointsCost"> & { pointsCost: number | undefined } {
  const pointsCost = Number.parseInt(values.pointsCost.trim(), 10);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    brandName: optional(values.brandName),
    pointsCost: Number.isNaN(pointsCost) ? undefined : pointsCost,
    location: optional(values.location),
    imageUrl: optional(values.imageUrl),
    codesValidUntil: optional(values.codesValidUntil),
    isActive: true,
  };
}

export interface RewardFormProps {
  /** Called once the reward is created (the admin screen then hides the form). */
  onCreated: () => void;
  id?: string;
}

const required = (
  <span aria-hidden="true" className="text-rose-600">
    *
  </span>
);

/**
 * The admin's create-reward form. It keeps its own values: unmount it (hide the form) to reset
 * it. The contract's schema checks it before sending; a field the client or the server
 * refuses shows the message under it and takes the focus.
 */
export function RewardForm({ onCreated, id }: RewardFormProps) {
  const fieldId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { create, isPending } = useCreateReward(onCreated);
  const t = useCopy(rewardFormCopy);
  const form = useForm({
    defaultValues: EMPTY_REWARD_FORM,
    validators: { onSubmit: contractValidator(CreateRewardInputSchema, toRewardInput) },
    onSubmitInvalid: ({ formApi }) => {
      if (hasMissingField(formApi))
        toast({ title: t("missingTitle"), description: t("missingText"), variant: "destructive" });
      focusFirstInvalid(formRef.current);
    },
    onSubmit: async ({ value, formApi }) => {
      // The schema's output: what the check above passed, typed as the procedure's input.
      const error = await create(CreateRewardInputSchema.parse(toRewardInput(value)));
      if (error && showServerFieldErrors(formApi, error)) focusFirstInvalid(formRef.current);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  /** The field `name` with its label and message, its control drawn by `control`. */
  const field = (name: keyof RewardFormValues, control: (props: TextControlProps) => ReactNode) => (
    <form.Field name={name}>
      {(state) => {
        const error = fieldMessage(state);
        const controlId = `${fieldId}-${name}`;
        return (
          <FormField
            id={controlId}
            label={
              REQUIRED.has(name) ? (
                <>
                  {t(name)} {required}
                </>
              ) : (
                t(name)
              )
            }
            error={error}
          >
            {control(textControlProps(state, fieldErrorProps(controlId, error)))}
          </FormField>
        );
      }}
    </form.Field>
  );

  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle>{t("heading")}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* noValidate: the contract's schema checks the values, and the spec's own 'Missing Fields' toast reports missing ones. */}
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          className="grid gap-4"
          aria-label={t("heading")}
        >
          {field("title", (props) => (
            <Input {...props} required maxLength={120} />
          ))}
          {field("description", (props) => (
            <Textarea {...props} required maxLength={1000} />
          ))}
          <div className="grid grid-cols-2 gap-3">
            {field("brandName", (props) => (
              <Input {...props} maxLength={80} />
            ))}
            {field("pointsCost", (props) => (
              <Input {...props} type="number" inputMode="numeric" min={1} step={1} required />
            ))}
          </div>
          {field("location", (props) => (
            <Input {...props} maxLength={120} />
          ))}
          {field("imageUrl", (props) => (
            <Input {...props} type="url" inputMode="url" placeholder="https://" />
          ))}
          {field("codesValidUntil", (props) => (
            <Input {...props} type="date" />
          ))}
          <Button type="submit" size="lg" disabled={isPending}>
            {isPending ? t("pending") : t("submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
