// The users domain (`user.*` procedures) and what the request context needs of a user.
export { getAuthUser } from "./me.js";
export { setFirstName, setLocation, setPhone, setUserType } from "./settings.js";
export { canonicalTimeZone, rememberTimeZone } from "./time-zone.js";
export { signOutEverywhere } from "./sign-out.js";
export { setLanguage, storedLanguage } from "./language.js";
export {
  recordBirthDate,
  birthDateProblem,
  regroupAges,
  setBirthDate,
  UNDER_AGE,
} from "./birth-date.js";
