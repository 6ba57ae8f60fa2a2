import type { ReactNode } from "react";
import { defineCopy, translator } from "@tandem/i18n";
import { useLocale } from "../lib/i18n.js";
import { SKELETON_WORDS, SkeletonWords } from "./skeleton.js";

/**
 * What the app's frame says when a screen is not there: its code loading, offline, or failed
 * (skeleton.tsx, screen-error.tsx, route-error.tsx). One catalogue, loaded first thing at the
 * start in a language other than English (start.tsx), so it is in memory before any screen
 * can fail, even when the failure is that nothing more can be fetched (decision 348).
 */
export const frameCopy = defineCopy(
  {
    ...SKELETON_WORDS,
    codeTitle: "This screen could not load",
    codeText: "Check your connection, then reload it.",
    codeOffline: "You're offline. It loads again when you're back.",
    title: "Something went wrong",
    screenText: "This screen could not be shown. Reloading usually fixes it.",
    pageText: "This page could not be shown. Reloading usually fixes it.",
    reload: "Reload",
    home: "Go home",
  },
  { es: () => import("./frame-copy.es.js") },
);

/**
 * The frame's words in the UI's language, never suspending: these draw in place of a screen
 * (a fallback, an error), where waiting for a catalogue could wait for ever. Not loaded (its
 * fetch failed too): English.
 */
export function useFrameCopy() {
  return translator(frameCopy, useLocale());
}

/** Gives the skeletons below their words (offline card, labels) in the UI's language. */
export function FrameWordsProvider({ children }: { children: ReactNode }) {
  const t = useFrameCopy();
  const keys = Object.keys(SKELETON_WORDS) as (keyof typeof SKELETON_WORDS)[];
  const words = Object.fromEntries(keys.map((key) => [key, t(key)])) as typeof SKELETON_WORDS;
  return <SkeletonWords value={words}>{children}</SkeletonWords>;
}
