import { useForm } from "@tanstack/react-form";
import { useId, useRef, type FormEvent, type ReactNode } from "react";
import {
  CreateRewardInputSchema,
  UpdateRewardInputSchema,
  type Reward,
} from "@tandem/api-contract";
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
import { RewardImageField } from "./reward-image-field.js";
import { TownInput } from "./town-input.js";
import {
  EMPTY_REWARD_FORM,
  rewardFormValues,
  toRewardInput,
  type RewardFormValues,
} from "./reward-form-values.js";
import { useCreateReward, useUpdateReward } from "./use-admin-rewards.js";

export {
  EMPTY_REWARD_FORM,
  rewardFormValues,
  toRewardInput,
  type RewardFormValues,
} from "./reward-form-values.js";

export const rewardFormCopy = defineCopy(
  {
    heading: "Create Reward",
    title: "Title",
    description: "Description",
    brandName: "Brand Name",
    pointsCost: "Points Cost",
    location: "Location",
    imageUrl: "Or an image address",
    city: "City (optional)",
    cityHint: "Only couples living in this town see it. Empty: everywhere.",
    editHeading: "Edit {title}",
    save: "Save changes",
    saving: "Saving...",
    cancel: "Cancel",
    codesValidUntil: "Codes valid until (optional)",
    partnerGetsIdentity: "The partner receives the person's name and e-mail",
    partnerGetsIdentityHint:
      "Only if the partner needs them to honour the voucher. People are told before they redeem.",
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

export interface RewardFormProps {
  /** Called once the reward is saved (the admin screen then hides the form). */
  onDone: () => void;
  /** The reward to edit; none: a new reward. */
  reward?: Reward;
  /** Editing: closes the form without saving. */
  onCancel?: () => void;
  id?: string;
}

const required = (
  <span aria-hidden="true" className="text-rose-600">
    *
  </span>
);

/**
 * The admin's create-reward form, and the same form editing a reward (`reward`). It keeps its
 * own values: unmount it (hide the form) to reset it. The contract's schema checks it before
 * sending; a field the client or the server refuses shows the message under it and takes the
 * focus.
 */
export function RewardForm({ onDone, reward, onCancel, id }: RewardFormProps) {
  const fieldId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const created = useCreateReward(onDone);
  const updated = useUpdateReward(onDone);
  const isPending = reward ? updated.isPending : created.isPending;
  const t = useCopy(rewardFormCopy);
  const toInput = (values: RewardFormValues) =>
    reward ? { ...toRewardInput(values), id: reward.id } : toRewardInput(values);
  const form = useForm({
    defaultValues: reward ? rewardFormValues(reward) : EMPTY_REWARD_FORM,
    validators: {
      onSubmit: contractValidator(
        reward ? UpdateRewardInputSchema : CreateRewardInputSchema,
        toInput,
      ),
    },
    onSubmitInvalid: ({ formApi }) => {
      if (hasMissingField(formApi))
        toast({ title: t("missingTitle"), description: t("missingText"), variant: "destructive" });
      focusFirstInvalid(formRef.current);
    },
    onSubmit: async ({ value, formApi }) => {
      // The schema's output: what the check above passed, typed as the procedure's input.
      const error = reward
        ? await updated.update(UpdateRewardInputSchema.parse(toInput(value)))
        : await created.create(CreateRewardInputSchema.parse(toRewardInput(value)));
      if (error && showServerFieldErrors(formApi, error)) focusFirstInvalid(formRef.current);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  /** The field `name` with its label and message, its control drawn by `control`. */
  const field = (
    name: Exclude<keyof RewardFormValues, "partnerGetsIdentity">,
    control: (props: TextControlProps) => ReactNode,
    hint?: string,
  ) => (
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
            {hint ? <p className="text-xs text-gray-600">{hint}</p> : null}
          </FormField>
        );
      }}
    </form.Field>
  );

  const heading = reward ? t("editHeading", { title: reward.title }) : t("heading");
  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle>{heading}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* noValidate: the contract's schema checks the values, and the spec's own 'Missing Fields' toast reports missing ones. */}
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          className="grid gap-4"
          aria-label={heading}
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
          <form.Subscribe selector={(state) => state.values.imageUrl}>
            {(imageUrl) => (
              <RewardImageField
                imageUrl={imageUrl}
                onUploaded={(url) => form.setFieldValue("imageUrl", url)}
                addressField={field("imageUrl", (props) => (
                  <Input {...props} type="url" inputMode="url" placeholder="https://" />
                ))}
              />
            )}
          </form.Subscribe>
          {field(
            "city",
            (props) => (
              <TownInput {...props} maxLength={120} />
            ),
            t("cityHint"),
          )}
          {field("codesValidUntil", (props) => (
            <Input {...props} type="date" />
          ))}
          <form.Field name="partnerGetsIdentity">
            {(state) => (
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-rose-600"
                  checked={state.state.value}
                  onChange={(event) => state.handleChange(event.target.checked)}
                />
                <span>
                  <span className="font-medium text-gray-900">{t("partnerGetsIdentity")}</span>
                  <span className="block text-gray-600">{t("partnerGetsIdentityHint")}</span>
                </span>
              </label>
            )}
          </form.Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="lg" disabled={isPending} className="flex-1">
              {reward
                ? isPending
                  ? t("saving")
                  : t("save")
                : isPending
                  ? t("pending")
                  : t("submit")}
            </Button>
            {onCancel ? (
              <Button type="button" size="lg" variant="outline" onClick={onCancel}>
                {t("cancel")}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
