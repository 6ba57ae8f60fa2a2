import type { AuthUser } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Card } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { BrandLogo } from "../brand-logo.js";
import { AccountPhoto } from "./account-photo.js";
import { FirstNameForm } from "./first-name-form.js";

export const nameStepCopy = defineCopy(
  {
    title: "What should we call you?",
    text: "Your first name is how your partner and your matches will see you. A photo is optional.",
    next: "Continue",
  },
  { es: () => import("./name-step.es.js") },
);

/**
 * The first onboarding step for everyone (before choosing single or couple, and before an
 * invite link pairs them): a first name, and a photo if they like. `text` says who will see it.
 */
export function NameStep({
  user,
  text,
  withLogo = true,
}: {
  user: AuthUser;
  text?: string;
  /** False where the page shows the logo already. */
  withLogo?: boolean;
}) {
  const t = useCopy(nameStepCopy);
  return (
    <div className="flex flex-col gap-6 pt-4">
      <div className="flex flex-col items-center gap-2 text-center">
        {withLogo ? <BrandLogo className="mb-4 text-2xl" /> : null}
        <h1 className="text-2xl font-bold text-gray-900">{t("title")}</h1>
        <p className="max-w-xs text-sm text-gray-600">{text ?? t("text")}</p>
      </div>
      <Card>
        <div className="flex flex-col gap-5 p-5">
          <AccountPhoto user={user} />
          <FirstNameForm user={user} submitLabel={t("next")} autoFocus />
        </div>
      </Card>
    </div>
  );
}
