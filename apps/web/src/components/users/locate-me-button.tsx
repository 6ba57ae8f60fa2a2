import { defineCopy } from "@tandem/i18n";
import type { AuthUser } from "@tandem/api-contract";
import { Button } from "@tandem/ui";
import { useLocateMe } from "../../hooks/use-geolocation-location.js";
import { MapPinIcon } from "../icons.js";
import { useCopy } from "../../lib/i18n.js";

export const locateMeCopy = defineCopy(
  {
    useMyLocation: "Use my location",
    locating: "Finding you...",
    locateFailed: "Your location could not be read. Type your city instead.",
  },
  { es: () => import("./locate-me-button.es.js") },
);

/**
 * "Use my location": the browser asks for permission only now, after the tap (never on page
 * load). The city found is saved on the user; `onSaved` gets the updated user.
 */
export function LocateMeButton({ onSaved }: { onSaved?: (user: AuthUser) => void }) {
  const t = useCopy(locateMeCopy);
  const { locate, supported, isLocating, failed } = useLocateMe(onSaved);
  if (!supported) return null;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={locate}
        disabled={isLocating}
        className="-ml-2 text-rose-600"
      >
        <MapPinIcon />
        {isLocating ? t("locating") : t("useMyLocation")}
      </Button>
      {failed ? <p className="text-xs text-gray-600">{t("locateFailed")}</p> : null}
    </div>
  );
}
