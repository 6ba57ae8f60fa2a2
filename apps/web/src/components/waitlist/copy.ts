import { PHONE_NUMBER_REFUSED_MESSAGE, WAITLIST_MESSAGES } from "@tandem/api-contract";
import { defineCopy, type Translate } from "@tandem/i18n";

/**
 * The waitlist card's words. The React card says them with `useCopy`; the landing page's
 * script reads them from the page, where the prerender wrote them (decision 306).
 * @see docs/spec/product-spec.md, "Waitlist landing page", "States and transitions"
 */
export const waitlistCopy = defineCopy(
  {
    title: "Join the Waitlist",
    description: "Be the first to know when {app} launches.",
    signUpWith: "Sign up with",
    emailTab: "Email",
    phoneTab: "Phone",
    email: "Email address",
    emailPlaceholder: "you@example.com",
    phone: "Phone number",
    phonePlaceholder: "+1 555 123 4567",
    submit: "Join Waitlist",
    pending: "Joining...",
    noSpam: "No spam. We'll only write when we launch.",
    emailRequired: "Email required",
    emailRequiredText: "Please enter your email address.",
    phoneRequired: "Phone number required",
    phoneRequiredText: "Please enter your phone number.",
    welcome: "Welcome to the waitlist!",
    welcomeText: "We'll notify you as soon as {app} launches.",
    joined: "You're on the list!",
    error: "Error",
    fallback: "Something went wrong. Please try again.",
    // The server's refusals (its English exactly), said in the UI's language.
    contactMissing: WAITLIST_MESSAGES.contactMissing,
    emailRefused: WAITLIST_MESSAGES.emailRefused,
    tooMany: WAITLIST_MESSAGES.tooMany,
    phoneRefused: PHONE_NUMBER_REFUSED_MESSAGE,
  },
  { es: () => import("./copy.es.js") },
);

export type WaitlistKey = keyof typeof waitlistCopy.english;

/** What the landing page's script says, by key (the rest is in the prerendered markup). */
export const WAITLIST_SCRIPT_KEYS = [
  "emailRequired",
  "emailRequiredText",
  "phoneRequired",
  "phoneRequiredText",
  "pending",
  "submit",
  "welcome",
  "welcomeText",
  "error",
  "fallback",
] as const satisfies readonly WaitlistKey[];

const SERVER_MESSAGE_KEYS = ["contactMissing", "emailRefused", "tooMany", "phoneRefused"] as const;

/** The server's refusals, English to the UI's language (an unknown one stays as written). */
export function serverMessages(t: Translate<typeof waitlistCopy.english>): Record<string, string> {
  return Object.fromEntries(
    SERVER_MESSAGE_KEYS.map((key) => [waitlistCopy.english[key], t(key)] as const),
  );
}

/** The words the landing page's script shows, written into the page at build. */
export interface WaitlistScriptWords {
  messages: Record<(typeof WAITLIST_SCRIPT_KEYS)[number], string>;
  serverMessages: Record<string, string>;
}
