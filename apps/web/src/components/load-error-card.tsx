import { Button } from "@tandem/ui";
import { errorText } from "../lib/errors.js";
import { EmptyState } from "./empty-state.js";

const copy = { retry: "Try again" };

/** A query that failed: what could not be loaded, the server's reason, and a retry. */
export function LoadErrorCard({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <EmptyState role="alert" size="sm" titleAs="p" title={what} text={errorText(error)}>
      <Button variant="outline" className="w-full" onClick={onRetry}>
        {copy.retry}
      </Button>
    </EmptyState>
  );
}
