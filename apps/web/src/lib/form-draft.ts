/**
 * Drafts of forms a reload must not empty (decision 281): a phone drops a background tab
 * while the person picks a photo, and the page comes back empty. Kept in sessionStorage
 * (this tab only, gone when it closes), per person, cleared when the form is sent and
 * when the person signs out (Profile's Sign Out, Sign out everywhere).
 */
const PREFIX = "tandem.draft.";

export const draftKey = (form: string, userId: string) => `${PREFIX}${form}.${userId}`;

/**
 * The draft kept under `key`, reduced to the fields `shape` has and with the same types
 * (a draft from an older version, or not ours, gives only what still fits).
 */
export function readDraft<T extends object>(key: string, shape: T): Partial<T> {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(key) ?? "null");
  } catch {
    return {};
  }
  if (!stored || typeof stored !== "object") return {};
  const draft: Partial<T> = {};
  for (const field of Object.keys(shape) as (keyof T)[]) {
    const value = (stored as Record<keyof T, unknown>)[field];
    if (typeof value === typeof shape[field]) draft[field] = value as T[keyof T];
  }
  return draft;
}

export function writeDraft(key: string, values: object): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage refused (private mode, full): the form works without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** Forgets every form's draft in this tab (signing out). */
export function clearAllDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing was kept.
  }
}
