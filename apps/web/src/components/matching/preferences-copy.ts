import { defineCopy } from "@tandem/i18n";

// The preferences' words, for the card (preferences-fields.tsx), Discover's one-time question
// (preferences-prompt.tsx) and the empty deck: a module of its own, so the question and the
// empty deck do not bring the form's code into Discover's first load.
export const datingPreferencesCopy = defineCopy(
  {
    title: "Who you'd like to meet",
    promptTitle: "Who would you like to meet?",
    promptText:
      "You're seeing everyone, of any age, anywhere. Choose who Discover shows you: they see you only if you fit what they chose too.",
    showMe: "Show me",
    "showMe.women": "Women",
    "showMe.men": "Men",
    "showMe.everyone": "Everyone",
    ages: "Ages",
    ageFrom: "From",
    ageTo: "To",
    distance: "How far",
    "distance.same-city": "Same city",
    "distance.within": "Within",
    "distance.anywhere": "Anywhere",
    unit: "{unit, select, mile {mi} other {km}}",
    distanceLabel: "{unit, select, mile {Distance in miles} other {Distance in km}}",
    fromCity: "Measured from {city}, never from where you are.",
    noCity: "Add your city to use distance.",
    save: "Save preferences",
    saving: "Saving...",
    keep: "Keep everyone",
    choose: "Choose",
    saved: "Preferences saved",
    savedText: "Discover now shows people who fit them, and whom you fit.",
    failed: "Could not save your preferences. Please try again.",
  },
  { es: () => import("./preferences-copy.es.js") },
);

/** The words in English, for the screens not translated yet (Discover's empty deck). */
export const preferencesCopy = datingPreferencesCopy.english;
