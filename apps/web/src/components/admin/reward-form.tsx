import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { CreateRewardInput } from "@tandem/api-contract";
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
import { useCreateReward } from "./use-admin-rewards.js";

export interface RewardFormValues {
  title: string;
  description: string;
  brandName: string;
  pointsCost: string;
  location: string;
  imageUrl: string;
}

export const EMPTY_REWARD_FORM: RewardFormValues = {
  title: "",
  description: "",
  brandName: "",
  pointsCost: "",
  location: "",
  imageUrl: "",
};

const copy = {
  heading: "Create Reward",
  title: "Title",
  description: "Description",
  brandName: "Brand Name",
  pointsCost: "Points Cost",
  location: "Location",
  imageUrl: "Image URL",
  submit: "Create Reward",
  pending: "Creating...",
  missingTitle: "Missing Fields",
  missingText: "Please fill in all required fields.",
};

const optional = (value: string) => value.trim() || null;

/**
 * Title, description and points cost are required; the cost is parsed as an integer
 * (parseInt, so "25.9" is 25). Returns null when a required field is missing (or the cost is
 * not a number at all). New rewards are created active.
 * @see docs/spec/product-spec.md, "Validation rules"
 */
export function parseRewardForm(values: RewardFormValues): CreateRewardInput | null {
  const title = values.title.trim();
  const description = values.description.trim();
  const pointsCost = Number.parseInt(values.pointsCost.trim(), 10);
  if (!title || !description || Number.isNaN(pointsCost)) return null;
  return {
    title,
    description,
    brandName: optional(values.brandName),
    pointsCost,
    location: optional(values.location),
    imageUrl: optional(values.imageUrl),
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

/** The admin's create-reward form. It keeps its own values: unmount it (hide the form) to reset it. */
export function RewardForm({ onCreated, id }: RewardFormProps) {
  const fieldId = useId();
  const [values, setValues] = useState<RewardFormValues>(EMPTY_REWARD_FORM);
  const { create, isPending, errors, clearError } = useCreateReward(onCreated);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = parseRewardForm(values);
    if (!input) {
      toast({ title: copy.missingTitle, description: copy.missingText, variant: "destructive" });
      return;
    }
    create(input);
  };

  /** The id, error wiring, value and change handler of the input for `key`. */
  const control = (key: keyof RewardFormValues) => ({
    ...fieldErrorProps(`${fieldId}-${key}`, errors[key]),
    value: values[key],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      clearError(key);
    },
  });
  const field = (key: keyof RewardFormValues, label: ReactNode) => ({
    id: `${fieldId}-${key}`,
    label,
    error: errors[key],
  });

  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle>{copy.heading}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* noValidate: the spec's own 'Missing Fields' toast reports missing values, not the browser. */}
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label={copy.heading}>
          <FormField
            {...field(
              "title",
              <>
                {copy.title} {required}
              </>,
            )}
          >
            <Input {...control("title")} required maxLength={120} />
          </FormField>
          <FormField
            {...field(
              "description",
              <>
                {copy.description} {required}
              </>,
            )}
          >
            <Textarea {...control("description")} required maxLength={1000} />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField {...field("brandName", copy.brandName)}>
              <Input {...control("brandName")} maxLength={80} />
            </FormField>
            <FormField
              {...field(
                "pointsCost",
                <>
                  {copy.pointsCost} {required}
                </>,
              )}
            >
              <Input
                {...control("pointsCost")}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
              />
            </FormField>
          </div>
          <FormField {...field("location", copy.location)}>
            <Input {...control("location")} maxLength={120} />
          </FormField>
          <FormField {...field("imageUrl", copy.imageUrl)}>
            <Input {...control("imageUrl")} type="url" inputMode="url" placeholder="https://" />
          </FormField>
          <Button type="submit" size="lg" disabled={isPending}>
            {isPending ? copy.pending : copy.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
