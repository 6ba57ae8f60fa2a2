import { Button, Card } from "@tandem/ui";
import { errorText } from "../lib/errors.js";

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
    <Card role="alert">
      <div className="flex flex-col items-center gap-3 p-6 text-center">
        <p className="font-semibold text-gray-900">{what}</p>
        <p className="text-sm text-gray-600">{errorText(error)}</p>
        <Button variant="outline" className="w-full" onClick={onRetry}>
          {copy.retry}
        </Button>
      </div>
    </Card>
  );
}
