/** The product's name: the spec's "brand name" and "older name" alike. */
export const APP_NAME = "Tandem";

/**
 * The languages the app speaks, as stored and sent: @tandem/i18n's LOCALES (a compile-time
 * check in apps/api keeps the two lists equal).
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

// Daily quiz (docs/spec/product-spec.md, "Business constants and limits")
export const POINTS_PER_ANSWER = 10;
export const DAILY_QUESTION_COUNT = 8;
/** The most points quiz answers earn a person in one calendar day. */
export const DAILY_QUIZ_POINTS = POINTS_PER_ANSWER * DAILY_QUESTION_COUNT;
export const OPTIONS_PER_QUESTION = 4;
export const IDENTITY_UNLOCK_QUIZZES = 5;

// Rewards
export const HOME_REWARD_COUNT = 2;
export const VOUCHER_VALIDITY_TEXT = "Valid until further notice.";

// Pairing
export const PAIR_CODE_LENGTH = 6;
/** No 0/O/1/I, so a code read aloud or off a screen cannot be mistyped. */
export const PAIR_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const PAIR_CODE_TTL_MINUTES = 15;
export const PAIR_FAILED_ATTEMPTS_LIMIT = 10;
export const PAIR_FAILED_ATTEMPTS_WINDOW_MINUTES = 15;
export const PAIR_CODE_INVALID_MESSAGE = "This code is invalid or has expired.";
/** Two people who ended their relationship wait this long before pairing again (decision 014). */
export const REPAIR_COOLDOWN_HOURS = 24;
/** The one who ended a pairing may undo it for this long (decision 237). */
export const UNDO_END_PAIRING_HOURS = 24;

// Ages (decision 270); the rules on birth dates are in users/age.ts, off the first load.
/** Tandem is for people this old and over, couples and singles alike. */
export const ADULT_AGE = 18;
/** The oldest age a dating preference can name ("up to 99" means no upper limit). */
export const AGE_YEARS_MAX = 99;

// Singles
export const DISCOVER_PAGE_SIZE = 50;
/** Discover's "X of N" counts the people left up to this many; beyond it, N reads "1000+". */
export const DISCOVER_COUNT_CAP = 1000;
/** "Likes you" lists at most this many likers, newest first (decision 241). */
export const LIKES_YOU_CAP = 200;
/** The changes of one's own preferences the empty deck may offer (decision 242), in order. */
export const WIDENINGS = ["age", "distance", "gender"] as const;
/** "Wider age" moves each end of the range this many years (then every age). */
export const WIDER_AGE_YEARS = 5;
/** "More km" steps up to the next of these (then anywhere). */
export const WIDER_DISTANCE_KM = [10, 25, 50, 100, 250, 500] as const;
/** "Within N km" of one's city (decision 120): N from this many to that many. */
export const DISTANCE_KM_MIN = 5;
export const DISTANCE_KM_MAX = 500;
/** The longest note a like may carry (the rules of a chat message otherwise). */
export const LIKE_NOTE_MAX_LENGTH = 200;
/** The singles' home lists matches made in the last this many days as new. */
export const NEW_MATCH_DAYS = 7;

// Sign-in
export const SESSION_TTL_DAYS = 30;
export const SIGN_IN_LINK_TTL_MINUTES = 15;
/** Digits of the code the sign-in e-mail carries next to its link (decision 265). */
export const SIGN_IN_CODE_LENGTH = 6;
/** Wrong codes one sign-in request takes; then it (link and code) is dead (decision 265). */
export const SIGN_IN_CODE_TRIES = 5;
/** A session unused this long ends, whatever its absolute expiry (decision 009). */
export const SESSION_IDLE_DAYS = 7;
/** A signed-in person's time zone changes at most once in this many hours (decision 004). */
export const TIME_ZONE_CHANGE_HOURS = 24;

/**
 * The most calls one tRPC batch request may carry: the server refuses a longer batch (400)
 * and the web client splits its batches at this size. The server's TRPC_MAX_BATCH_CALLS
 * changes its side only.
 */
export const MAX_BATCH_CALLS = 20;

/** Per-account (or, signed out, per-client) limits: `limit` calls per `windowSeconds`. */
export const RATE_LIMITS = {
  swipe: { limit: 300, windowSeconds: 60 * 60 },
  discover: { limit: 120, windowSeconds: 10 * 60 },
  report: { limit: 20, windowSeconds: 24 * 60 * 60 },
  block: { limit: 50, windowSeconds: 24 * 60 * 60 },
  oidcStart: { limit: 30, windowSeconds: 15 * 60 },
  // Sign-in codes typed for one address, over all its requests (decision 265).
  signInCodesPerAddress: { limit: 20, windowSeconds: 24 * 60 * 60 },
  // The heavy reads: each costs the database several queries (an export about twenty).
  accountExport: { limit: 10, windowSeconds: 60 * 60 },
  quizHistory: { limit: 120, windowSeconds: 10 * 60 },
  matches: { limit: 120, windowSeconds: 10 * 60 },
  dateIdeas: { limit: 120, windowSeconds: 10 * 60 },
  likesYou: { limit: 120, windowSeconds: 10 * 60 },
  // Up to a dozen counts of Discover's people each: asked when the deck runs dry.
  widenings: { limit: 30, windowSeconds: 10 * 60 },
  // Invite links (decision 256): "New link" per account, the link's page and photo per address.
  newInvite: { limit: 20, windowSeconds: 24 * 60 * 60 },
  invitePreview: { limit: 60, windowSeconds: 10 * 60 },
} as const;

// Client timing (docs/spec/product-spec.md, "States and transitions" and
// "Business constants and limits")
export const COUNTDOWN_TICK_MS = 1000;
export const RELOAD_AFTER_PAIRING_MS = 500;
export const LOGIN_REDIRECT_AFTER_UNAUTHORIZED_MS = 500;
export const RELOAD_AFTER_BREAKUP_MS = 1000;
export const REDIRECT_AFTER_QUIZ_COMPLETE_MS = 2000;

// Toasts (docs/spec/product-spec.md, "States and transitions")
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_HOTKEY = "F8";

/** Request headers the web app sends and the server reads. */
export const TIME_ZONE_HEADER = "x-time-zone";
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

export const LOGIN_PATH = "/api/login";
export const LOGOUT_PATH = "/api/logout";
/** The signed-in app's home, where sign-in lands unless a page was asked for. */
export const APP_HOME_PATH = "/app";
/** The admin panel: staff land here rather than on the app's home. */
export const ADMIN_PANEL_PATH = "/app/admin";

// Appearance (decision 263)
/** Profile's Appearance choices: follow the phone's setting, or always light, or always dark. */
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/**
 * Remembers a chosen light or dark theme (no cookie: the phone's setting). Not HttpOnly: the
 * app writes it; the server reads it to draw the theme in a page's first HTML.
 */
export const THEME_COOKIE = "tandem-theme";
/** How long a chosen theme is remembered (the longest a browser keeps a cookie). */
export const THEME_COOKIE_MAX_AGE_DAYS = 400;
