import { lazy, Suspense } from "react";
import { cn, focusRing } from "@tandem/ui";
import { MapPinIcon } from "../icons.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const voucherExtrasCopy = defineCopy(
  {
    qrLabel: "QR code of the voucher code {code}",
    map: "Map",
    mapLabel: "Map of {location} on OpenStreetMap (opens in a new tab)",
  },
  { es: () => import("./voucher-extras.es.js") },
);

// The QR encoder is the one the pairing invite already uses (decision 361), loaded only when a
// voucher is shown: never part of Home's first download.
const QrCode = lazy(() => import("../couples/qr-code.js").then((m) => ({ default: m.QrCode })));

/** An OpenStreetMap search for the venue's address. */
export const mapLink = (location: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`;

/** A voucher's QR code of its code, and the venue's address with a map link (decision 361). */
export function VoucherExtras({
  code,
  location,
  size = "md",
}: {
  code: string;
  location: string | null;
  size?: "sm" | "md";
}) {
  const t = useCopy(voucherExtrasCopy);
  const qrSize = size === "sm" ? "size-28" : "size-40";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Suspense fallback={<div className={cn(qrSize, "rounded-lg bg-gray-100")} />}>
        <QrCode
          text={code}
          label={t("qrLabel", { code })}
          className={cn(qrSize, "shrink-0 rounded-lg border border-gray-200")}
        />
      </Suspense>
      {location ? (
        <div className="flex min-w-0 flex-1 basis-32 flex-col items-start gap-1.5">
          <p className="flex items-start gap-1.5 text-sm text-gray-800">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            <span className="[overflow-wrap:anywhere]">{location}</span>
          </p>
          <a
            href={mapLink(location)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("mapLabel", { location })}
            className={cn(
              "rounded-md text-sm font-semibold text-rose-700 underline underline-offset-2 hover:text-rose-800",
              focusRing,
            )}
          >
            {t("map")}
          </a>
        </div>
      ) : null}
    </div>
  );
}
