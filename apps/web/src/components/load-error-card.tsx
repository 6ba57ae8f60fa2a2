import { Link } from "react-router-dom";
import { Button, buttonVariants } from "@tandem/ui";
import { describeError, errorText } from "../lib/errors.js";
import { EmptyState } from "./empty-state.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

export const loadErrorCardCopy = defineCopy(
  {
    retry: "Try again",
  },
  { es: () => import("./load-error-card.es.js") },
);

/** Where to go instead of retrying when what was asked for no longer exists. */
export interface WayOut {
  label: string;
  to: string;
}

/**
 * A query that failed: what could not be loaded, the server's reason, and a retry. When the
 * thing is gone (404) and `wayOut` is given, retrying could never work: the way out is
 * offered instead.
 */
export function LoadErrorCard({
  what,
  error,
  onRetry,
  wayOut,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  wayOut?: WayOut;
}) {
  const t = useCopy(loadErrorCardCopy);
  const gone = wayOut !== undefined && describeError(error).status === 404;
  return (
    <EmptyState role="alert" size="sm" titleAs="p" title={what} text={errorText(error)}>
      {gone ? (
        <Link to={wayOut.to} className={buttonVariants({ className: "w-full" })}>
          {wayOut.label}
        </Link>
      ) : (
        <Button variant="outline" className="w-full" onClick={onRetry}>
          {t("retry")}
        </Button>
      )}
    </EmptyState>
  );
}

/** The same inside a card that has other content: a line of text and a small retry. */
export function InlineLoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useCopy(loadErrorCardCopy);
  return (
    <div role="alert" className="flex items-center gap-3 rounded-xl bg-red-50 px-3 py-2.5">
      <p className="min-w-0 flex-1 text-sm text-red-800">
        <span className="font-semibold">{what}</span>{" "}
        <span className="[overflow-wrap:anywhere]">{errorText(error)}</span>
      </p>
      <Button size="sm" variant="outline" className="shrink-0 bg-white" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
