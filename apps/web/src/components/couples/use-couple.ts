import type { Couple } from "@tandem/api-contract";
import { describeError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { useCurrentUser } from "../../hooks/use-auth.js";

export interface CoupleState {
  /** The user's couple, or null when unpaired or when the server answers 404. */
  couple: Couple | null;
  isLoading: boolean;
  /** A failure other than 404. */
  error: unknown;
  /** Asks again (after a failure). */
  refetch: () => void;
}

/**
 * Fetched only when the user has a coupleId; a 404 means "no couple".
 * @see docs/spec/product-spec.md, "The calls it makes"
 */
export function useCouple(): CoupleState {
  const coupleId = useCurrentUser().coupleId;
  const query = trpc.couple.get.useQuery(
    { coupleId: coupleId ?? "" },
    { enabled: coupleId !== null },
  );
  const notFound = query.error ? describeError(query.error).status === 404 : false;
  return {
    couple: coupleId ? (query.data ?? null) : null,
    isLoading: coupleId !== null && query.isLoading,
    error: query.error && !notFound ? query.error : null,
    refetch: () => void query.refetch(),
  };
}
