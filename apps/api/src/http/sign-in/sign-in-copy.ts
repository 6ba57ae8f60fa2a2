import { SUSPENDED_MESSAGE, SUSPENDED_TITLE } from "../../auth/suspended.js";
import { defineCopy, translator, type Locale } from "@tandem/i18n";

/** The sign-in pages' words, their forms' refusals and the sign-in e-mail (decision 305). */
export const signInCopy = defineCopy(
  {
    signIn: "Sign in",
    welcome: "Welcome to {app}. Sign in or create your account.",
    askingAgain:
      "Asking again? A new e-mail has a new code: the code in an earlier one then stops working on this device.",
    emailLabel: "E-mail address",
    emailMe: "Email me a sign-in link",
    or: "or",
    continueWith: "Continue with {provider}",
    notSetUp: "Sign-in is not set up on this server yet.",
    backHome: "Back to the homepage",
    checkEmail: "Check your e-mail",
    checkEmailLead:
      "We sent a sign-in link and a {digits}-digit code to {email}. They work once and expire in {minutes} minutes.",
    codeLabel: "Code from the e-mail",
    codeWhere:
      "Type the code here, on this device. On another device, open the link in the e-mail instead.",
    noSmtp:
      "This server has no mail server set up (no SMTP_URL), so the e-mail was not sent. Its code is {code}, and here is its link:",
    openLink: "Open sign-in link",
    noEmail: "No e-mail? Check your spam folder, or ask for a new one.",
    wrongAddress: "Wrong address? Change it",
    tooManyTriesTitle: "Too many wrong codes",
    tooManyTriesMessage:
      "To keep your account safe, this sign-in has stopped working, its link too. Ask for a new e-mail.",
    expiredTitle: "This code has expired",
    expiredMessage: "Codes and links work for {minutes} minutes. Ask for a new e-mail.",
    usedTitle: "This code has been used",
    usedMessage:
      "This sign-in was used already, by its code or its link. If you opened the link on another device, you're signed in there. To sign in here, ask for a new e-mail.",
    notThisBrowserTitle: "Type the code where you asked for it",
    notThisBrowserMessage:
      "This code works only in the app or browser where you asked for the e-mail. Type it there, or open the link in the e-mail, which works on any device. Or ask for a new e-mail here.",
    askAgain: "Ask for a new e-mail",
    backToSignIn: "Back to sign in",
    signedInTitle: "You're signed in",
    signedInMessage:
      "This sign-in {by, select, code {code} other {link}} has done its job: you're already signed in on this device.",
    continue: "Continue",
    signInTo: "Sign in to {app}",
    signingInAs: "You're signing in as {email}.",
    signOut: "Sign out",
    signOutOf: "Sign out of {app}?",
    signOutLead: "You will need to sign in again to use {app} on this device.",
    staySignedIn: "Stay signed in",
    // The forms' refusals.
    emailUnavailable: "Sign-in by e-mail is not available on this server.",
    emailInvalid: "Enter a valid e-mail address, like you@example.com.",
    emailMissing: "Enter your e-mail address.",
    tooManyLinks:
      "Too many sign-in links were asked for. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
    sendFailed: "We could not send the e-mail right now. Try again in a few minutes.",
    codeMissing: "Enter the {digits}-digit code from the e-mail.",
    codeWrong:
      "That code is not right. Check it against the newest e-mail and try again ({triesLeft, plural, one {# try} other {# tries}} left).",
    codesPerAddress:
      "Too many codes were typed for this address. Open the link in the e-mail instead, or try again in {hours, plural, one {# hour} other {# hours}}.",
    linkInvalidTitle: "Link not valid",
    linkInvalidMessage: "This sign-in link is invalid or has expired. Ask for a new one.",
    suspendedTitle: SUSPENDED_TITLE,
    suspendedMessage: SUSPENDED_MESSAGE,
    // Sign-in with a provider (OpenID Connect).
    providerNotSetUpTitle: "Not available",
    providerNotSetUpMessage: "Sign-in with a provider is not set up on this server.",
    providerBusyTitle: "Too many sign-ins",
    providerBusyMessage: "Too many sign-ins were started from here. Please wait a few minutes.",
    providerDownTitle: "Sign-in unavailable",
    providerDownMessage: "We could not reach {provider}. Try again in a moment.",
    providerFailedTitle: "Sign-in with {provider} failed",
    // The sign-in e-mail.
    mailSubject: "Your {app} sign-in link and code",
    mailHi: "Hi,",
    mailOpenLink: "Open this link to sign in to {app}:",
    mailOrCode:
      "Or type this code where you asked to sign in (in the {app} app, or the browser you used):",
    mailEither:
      "The link works on any device; the code only where you asked. Either works once, and both expire in {minutes} minutes. If you did not ask to sign in, you can ignore this e-mail.",
    mailTap: "Tap the button to sign in. The link works on any device.",
    mailExpire:
      "Either works once, and both expire in {minutes} minutes. If you did not ask to sign in, you can ignore this e-mail.",
  },
  { es: () => import("./sign-in-copy.es.js") },
);

/** The sign-in pages' words in `locale` (loaded when the server starts, locale.ts). */
export const signInText = (locale: Locale) => translator(signInCopy, locale);
