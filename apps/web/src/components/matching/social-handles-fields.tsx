import { useStore } from "@tanstack/react-form";
import { defineCopy } from "@tandem/i18n";
import { Input, Label, Switch } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { ProfileTextField, type ProfileFormApi } from "./profile-text-field.js";

export const socialHandlesCopy = defineCopy(
  {
    socialToggle: "Add social links",
    socialHint: "Only shown to people you match with.",
    socialLegend: "Social links",
    instagramHandle: "Instagram",
    snapchatHandle: "Snapchat",
    facebookHandle: "Facebook",
    handlePlaceholder: "username",
  },
  { es: () => import("./social-handles-fields.es.js") },
);

/** The social handles, each labelled by its network's name. */
const HANDLES = ["instagramHandle", "snapchatHandle", "facebookHandle"] as const;

/** The switch that adds social links, and the handles' fields once it is on. */
export function SocialHandlesFields({
  form,
  field,
}: {
  form: ProfileFormApi;
  /** The element id of the part `name` of the form. */
  field: (name: string) => string;
}) {
  const t = useCopy(socialHandlesCopy);
  const withSocial = useStore(form.store, (state) => state.values.withSocial);
  return (
    <>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-rose-50/70 px-4 py-3">
        <div className="min-w-0">
          <Label htmlFor={field("social")}>{t("socialToggle")}</Label>
          <p id={field("social-hint")} className="text-xs text-gray-600">
            {t("socialHint")}
          </p>
        </div>
        <Switch
          id={field("social")}
          aria-describedby={field("social-hint")}
          checked={withSocial}
          onCheckedChange={(checked) => form.setFieldValue("withSocial", checked)}
        />
      </div>
      {withSocial ? (
        <fieldset className="grid gap-3">
          <legend className="sr-only">{t("socialLegend")}</legend>
          {HANDLES.map((key) => (
            <ProfileTextField
              key={key}
              form={form}
              id={field(key)}
              name={key}
              label={t(key)}
              control={(props) => (
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-gray-400"
                  >
                    @
                  </span>
                  <Input
                    {...props}
                    className="pl-8"
                    maxLength={31}
                    autoCapitalize="none"
                    autoCorrect="off"
                    spellCheck={false}
                    placeholder={t("handlePlaceholder")}
                  />
                </div>
              )}
            />
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
