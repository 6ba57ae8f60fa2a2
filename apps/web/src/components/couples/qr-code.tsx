import { useMemo } from "react";
import QRCode from "qrcode";

/** A QR code of `text` drawn as one SVG path (no canvas, no HTML from the library). */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) squares.push(`M${col + 2} ${row + 2}h1v1h-1z`);
      }
    }
    return { size: modules.size + 4, path: squares.join("") };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#111827" />
    </svg>
  );
}
