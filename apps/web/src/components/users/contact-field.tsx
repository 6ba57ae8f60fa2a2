import { useState, type FormEvent } from "react";
import type { AuthUser } from "@tandem/api-contract";
import { Button, FieldError, fieldErrorProps, Input, Label, toast } from "@tandem/ui";
import { useFieldErrors } from "../../hooks/use-field-errors.js";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { useNeedsConnection } from "../needs-connection.js";
import { MapPinIcon, PhoneIcon } from "../icons.js";
import { LocateMeButton } from "./locate-me-button.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";
import { phoneExample, useRegion } from "../../lib/region.js";

export const contactFieldCopy = defineCopy(
  {
    phone: "Phone Number",
    location: "Location",
    locationPlaceholder: "Enter your city/area",
    save: "Save",
    saving: "Saving...",
    phoneUpdated: "Phone Updated",
    phoneUpdatedText: "Your phone number has been saved.",
    locationUpdated: "Location Updated",
    locationUpdatedText: "Your location has been saved.",
  },
  { es: () => import("./contact-field.es.js") },
);

/**
 * The profile's phone number or location, with its own Save; an empty value (after
 * trimming) saves nothing. A refused value shows the server's message under the field.
 * @see docs/spec/product-spec.md, "Profile screen"
 */
export function ContactField({ kind, user }: { kind: "phone" | "location"; user: AuthUser }) {
  const t = useCopy(contactFieldCopy);
  const region = useRegion();
  const isPhone = kind === "phone";
  const field = isPhone ? "phoneNumber" : "location";
  const saved = user[field] ?? "";
  const [value, setValue] = useState(saved);
  // A value that arrives later (the detected city) shows, unless the person is typing.
  const [shown, setShown] = useState(saved);
  if (saved !== shown) {
    setShown(saved);
    if (value.trim() === "" || value === shown) setValue(saved);
  }
  const fieldErrors = useFieldErrors<typeof field>();
  const utils = trpc.useUtils();
  const options = {
    onSuccess: (updated: AuthUser) => {
      utils.user.me.setData(undefined, updated);
      // The Location is also the dating profile's City (decision 285).
      if (!isPhone) void utils.matching.profile.invalidate();
      setValue(updated[field] ?? "");
      toast(
        isPhone
          ? { title: t("phoneUpdated"), description: t("phoneUpdatedText") }
          : { title: t("locationUpdated"), description: t("locationUpdatedText") },
      );
    },
    onError: (error: unknown) => {
      fieldErrors.show(error);
      toastError(error);
    },
  };
  const setPhone = trpc.user.setPhone.useMutation(options);
  const setLocation = trpc.user.setLocation.useMutation(options);
  const pending = isPhone ? setPhone.isPending : setLocation.isPending;
  const connection = useNeedsConnection();
  const id = `profile-${kind}`;
  const error = fieldErrors.errors[field];

  function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return;
    if (isPhone) setPhone.mutate({ phoneNumber: trimmed, region });
    else setLocation.mutate({ location: trimmed });
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-1.5">
      <Label htmlFor={id} className="flex items-center gap-1.5">
        {isPhone ? (
          <PhoneIcon className="size-4 text-gray-500" />
        ) : (
          <MapPinIcon className="size-4 text-gray-500" />
        )}
        {isPhone ? t("phone") : t("location")}
      </Label>
      <div className="flex gap-2">
        <Input
          {...fieldErrorProps(id, error)}
          type={isPhone ? "tel" : "text"}
          autoComplete={isPhone ? "tel" : "address-level2"}
          placeholder={isPhone ? phoneExample(region) : t("locationPlaceholder")}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            fieldErrors.clear(field);
          }}
          className="min-w-0 flex-1"
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={pending || connection.offline}
          aria-describedby={connection.describedBy}
          className="shrink-0"
        >
          {pending ? t("saving") : t("save")}
        </Button>
      </div>
      <FieldError fieldId={id} message={error} />
      {connection.hint}
      {!isPhone ? (
        <LocateMeButton
          onSaved={(updated) =>
            toast({
              title: t("locationUpdated"),
              description: updated.location ?? t("locationUpdatedText"),
            })
          }
        />
      ) : null}
    </form>
  );
}
