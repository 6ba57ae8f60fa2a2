import { keepPreviousData } from "@tanstack/react-query";
import { TownSuggestionsInputSchema } from "@tandem/api-contract";
import { Input } from "@tandem/ui";
import type { TextControlProps } from "../../lib/contract-form.js";
import { trpc } from "../../lib/trpc.js";

/** Letters typed before towns are suggested: one letter names thousands. */
const MIN_TYPED = 2;

/**
 * A town field that offers the gazetteer's towns as staff type ("Lyon, France"), in the
 * browser's own suggestion list (a datalist): what is picked is a town a reward's city
 * accepts. Anything may still be typed; the server says when it names no town.
 */
export function TownInput({ maxLength, ...props }: TextControlProps & { maxLength?: number }) {
  const typed = props.value.trim();
  const towns = trpc.admin.towns.useQuery(
    { typed },
    {
      // Only what the contract takes is asked (a longer text is no town's start anyway).
      enabled: typed.length >= MIN_TYPED && TownSuggestionsInputSchema.safeParse({ typed }).success,
      placeholderData: keepPreviousData,
      staleTime: Infinity,
    },
  );
  const listId = `${props.id}-towns`;
  return (
    <>
      <Input {...props} maxLength={maxLength} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {(typed.length >= MIN_TYPED ? (towns.data ?? []) : []).map((town) => (
          <option key={town} value={town} />
        ))}
      </datalist>
    </>
  );
}
