import type { Gender } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";

/** The contract's genders in words; the stored value stays the contract's. */
export const genderCopy = defineCopy(
  {
    male: "Male",
    female: "Female",
    "non-binary": "Non-binary",
    "prefer-not-to-say": "Prefer not to say",
  } satisfies Record<Gender, string>,
  { es: () => import("./gender-copy.es.js") },
);
