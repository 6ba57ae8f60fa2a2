import type { DistanceRule, ShowMe } from "@tandem/api-contract";

// The preferences' words, for the card (preferences-fields.tsx), Discover's one-time question
// (preferences-prompt.tsx) and the empty deck: a module of its own, so the question and the
// empty deck do not bring the form's code into Discover's first load.
export const preferencesCopy = {
  title: "Who you'd like to meet",
  promptTitle: "Who would you like to meet?",
  promptText:
    "You're seeing everyone, of any age, anywhere. Choose who Discover shows you: they see you only if you fit what they chose too.",
  showMe: "Show me",
  showMeOptions: { women: "Women", men: "Men", everyone: "Everyone" } satisfies Record<
    ShowMe,
    string
  >,
  ages: "Ages",
  ageFrom: "From",
  ageTo: "To",
  distance: "How far",
  distanceOptions: {
    "same-city": "Same city",
    within: "Within",
    anywhere: "Anywhere",
  } satisfies Record<DistanceRule, string>,
  km: "km",
  kmLabel: "Distance in km",
  fromCity: (city: string | null) =>
    city ? `Measured from ${city}, never from where you are.` : "Add your city to use distance.",
  save: "Save preferences",
  saving: "Saving...",
  keep: "Keep everyone",
  choose: "Choose",
  saved: "Preferences saved",
  savedText: "Discover now shows people who fit them, and whom you fit.",
  failed: "Could not save your preferences. Please try again.",
};
