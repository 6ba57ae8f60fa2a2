import { APP_NAME } from "@tandem/api-contract";

/**
 * The waitlist card's words, shared by the React card and the landing page's script.
 * @see docs/spec/product-spec.md, "Waitlist landing page", "States and transitions"
 */
export const waitlistCopy = {
  title: "Join the Waitlist",
  description: `Be the first to know when ${APP_NAME} launches.`,
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
  welcomeText: `We'll notify you as soon as ${APP_NAME} launches.`,
  joined: "You're on the list!",
};

/** The join input's field of each tab (the inputs' `name`). */
export const WAITLIST_FIELDS = { email: "email", phone: "phoneNumber" } as const;

/** The landing page's section that holds the card (the landing page's script finds it by this). */
export const WAITLIST_SECTION_ID = "waitlist";
