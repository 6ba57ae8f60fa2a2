import { useId, useState, type FormEvent } from "react";
import type { CreateRewardInput } from "@tandem/api-contract";
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Textarea,
  toast,
} from "@tandem/ui";

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
 * Spec §5: title, description and points cost are required; the cost is parsed as an integer
 * (parseInt, so "25.9" is 25). Returns null when a required field is missing (or the cost is
 * not a number at all). New rewards are created active.
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
  pending: boolean;
  onSubmit: (input: CreateRewardInput) => void;
  id?: string;
}

/** The admin's create-reward form. It keeps its own values: unmount it (hide the form) to reset it. */
export function RewardForm({ pending, onSubmit, id }: RewardFormProps) {
  const fieldId = useId();
  const [values, setValues] = useState<RewardFormValues>(EMPTY_REWARD_FORM);
  const set = (key: keyof RewardFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = parseRewardForm(values);
    if (!input) {
      toast({ title: copy.missingTitle, description: copy.missingText, variant: "destructive" });
      return;
    }
    onSubmit(input);
  };

  const field = (key: keyof RewardFormValues) => `${fieldId}-${key}`;
  const required = (
    <span aria-hidden="true" className="text-rose-600">
      *
    </span>
  );

  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle>{copy.heading}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* noValidate: the spec's own 'Missing Fields' toast reports missing values, not the browser. */}
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label={copy.heading}>
          <div className="grid gap-1.5">
            <Label htmlFor={field("title")}>
              {copy.title} {required}
            </Label>
            <Input
              id={field("title")}
              required
              maxLength={120}
              value={values.title}
              onChange={set("title")}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field("description")}>
              {copy.description} {required}
            </Label>
            <Textarea
              id={field("description")}
              required
              maxLength={1000}
              value={values.description}
              onChange={set("description")}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={field("brandName")}>{copy.brandName}</Label>
              <Input
                id={field("brandName")}
                maxLength={80}
                value={values.brandName}
                onChange={set("brandName")}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={field("pointsCost")}>
                {copy.pointsCost} {required}
              </Label>
              <Input
                id={field("pointsCost")}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
                value={values.pointsCost}
                onChange={set("pointsCost")}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field("location")}>{copy.location}</Label>
            <Input
              id={field("location")}
              maxLength={120}
              value={values.location}
              onChange={set("location")}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field("imageUrl")}>{copy.imageUrl}</Label>
            <Input
              id={field("imageUrl")}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.imageUrl}
              onChange={set("imageUrl")}
            />
          </div>
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? copy.pending : copy.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
