import { useEffect, useState } from "react";

const SHOW_MS = 2000;

/**
 * A short-lived "copied" flag for a button label. The toast list sits outside a modal dialog,
 * which marks everything around it aria-hidden while open, so a copy button inside a dialog
 * also confirms the copy in its own label.
 */
export function useCopiedFlag(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return [copied, () => setCopied(true)];
}
