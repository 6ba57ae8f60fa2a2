// When Home offers "Get told when <name> answers?" on this device (decision 235).

const KEY = "tandem.push-offer";
const HOUR_MS = 3_600_000;
/** A couple paired within this long is at "the paired moment". */
export const PAIRED_MOMENT_HOURS = 24;
/** After a first "Not now", the offer comes back once, no sooner than this. */
export const OFFER_AGAIN_AFTER_DAYS = 7;

/** What this device remembers of the offer, for one couple. */
interface OfferRecord {
  coupleId: string;
  answer: "yes" | "not-now";
  notNows: number;
  at: number;
}

function read(): OfferRecord | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "null") as OfferRecord | null;
    return value && typeof value.coupleId === "string" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether to offer now: at the paired moment (the couple is younger than
 * PAIRED_MOMENT_HOURS) when this device was never asked for this couple; or once more, at
 * least OFFER_AGAIN_AFTER_DAYS after a first "Not now". Never after "Yes" or a second "Not
 * now" (Profile keeps the switches). Per device, since a device is what subscribes.
 */
export function pushOfferDue(couple: { id: string; createdAt: string }, now = Date.now()): boolean {
  const record = read();
  if (!record || record.coupleId !== couple.id) {
    return now - Date.parse(couple.createdAt) < PAIRED_MOMENT_HOURS * HOUR_MS;
  }
  return (
    record.answer === "not-now" &&
    record.notNows === 1 &&
    now - record.at >= OFFER_AGAIN_AFTER_DAYS * 24 * HOUR_MS
  );
}

/** Remembers the person's answer to the offer on this device. */
export function rememberPushOffer(coupleId: string, answer: "yes" | "not-now", now = Date.now()) {
  const record = read();
  const notNows =
    (record?.coupleId === coupleId ? record.notNows : 0) + (answer === "not-now" ? 1 : 0);
  try {
    localStorage.setItem(KEY, JSON.stringify({ coupleId, answer, notNows, at: now }));
  } catch {
    // Storage refused: the offer may come back, which is harmless.
  }
}
