// Who Discover is celebrating a match with: the like that lands is said once, by the match
// moment on screen, not also by the outbox's toast (decision 246). A claim the screen did not
// see land (it closed first) is released, and the toast says it wherever the person is.
const claimed = new Set<string>();

/** Discover shows the moment for a like of this person, if it makes a match. */
export function claimMatchMoment(toUserId: string): void {
  claimed.add(toUserId);
}

/** Discover saw the like land (or left the screen). */
export function releaseMatchMoment(toUserId: string): void {
  claimed.delete(toUserId);
}

/** Whether Discover says this match itself. */
export function isMatchMomentClaimed(toUserId: string): boolean {
  return claimed.has(toUserId);
}
