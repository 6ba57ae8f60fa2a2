import { cn } from "@tandem/ui";
import { onlineManager } from "@tanstack/react-query";
import { createContext, useContext, useSyncExternalStore } from "react";
import {
  Bone,
  SkeletonBody,
  SkeletonHeader,
  skeletonCard,
  type SkeletonLayout,
} from "./skeleton-layouts.js";

export type { SkeletonLayout };

/**
 * The offline card's words, and what screen readers hear while a screen's code loads, in
 * English. The app's frame provides them in its language
 * (`FrameWordsProvider`, frame-copy.tsx): this module, which the shell and many screens import,
 * stays without the i18n runtime (decision 309).
 */
export const SKELETON_WORDS = {
  offlineTitle: "Available when you're online",
  offlineText: "It opens as soon as you're back online.",
  loading: "Loading",
  loadingHome: "Loading home",
  loadingQuiz: "Loading the quiz",
  loadingRewards: "Loading rewards",
  loadingProfile: "Loading your profile",
  loadingDiscover: "Loading Discover",
  loadingMatches: "Loading your matches",
  loadingLikes: "Loading who likes you",
  loadingHistory: "Loading the history",
  loadingConversation: "Loading the conversation",
  loadingDateIdeas: "Loading date ideas",
  loadingOurChat: "Loading your chat",
  loadingStory: "Loading your story",
};
/** What a screen's placeholder says while its code loads. */
export type SkeletonLabel = Exclude<keyof typeof SKELETON_WORDS, "offlineTitle" | "offlineText">;
export const SkeletonWords = createContext(SKELETON_WORDS);

/**
 * A screen's placeholder while its code or data loads: grey blocks in the screen's own layout,
 * so nothing jumps when it arrives. `label` is what screen readers hear ("Loading rewards").
 * Offline nothing arrives (no kept copy of this screen's reads or code): a card says so
 * instead of blocks that pulse for ever (decision 283); the screen comes once back online.
 */
export function ScreenSkeleton({
  layout,
  label,
  header = true,
}: {
  layout: SkeletonLayout;
  label: string;
  /** Whether the screen's title bar is drawn too (false inside a screen that shows its own). */
  header?: boolean;
}) {
  const words = useContext(SkeletonWords);
  // lib/network.ts's useOnline, written out: importing it here split it into a chunk of its own.
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
  if (!online) {
    // In place of a whole screen (its title bar too) the card is the page's heading.
    const Heading = header ? "h1" : "h2";
    // EmptyState's look, written out: importing it here split it into a chunk of its own.
    return (
      <div role="status" className={cn(skeletonCard, "flex flex-col gap-2 p-8 text-center")}>
        <Heading className="text-xl font-bold text-gray-900">{words.offlineTitle}</Heading>
        <p className="text-sm text-gray-600">{words.offlineText}</p>
      </div>
    );
  }
  return (
    <div role="status" aria-busy="true" className="flex flex-1 flex-col gap-4">
      <span className="sr-only">{label}</span>
      {header ? <SkeletonHeader /> : null}
      <SkeletonBody layout={layout} />
    </div>
  );
}

/** A route's placeholder while its code loads, its label in the frame's language. */
export function RouteSkeleton({ layout, label }: { layout: SkeletonLayout; label: SkeletonLabel }) {
  return <ScreenSkeleton layout={layout} label={useContext(SkeletonWords)[label]} />;
}

/**
 * The signed-in app's frame before anything is known (the first paint of index.html, the
 * account loading): a screen's skeleton in the app's column, and the bottom bar's place.
 */
export function AppFrameSkeleton({
  label,
  layout = "home",
  navigation = true,
}: {
  /** What screen readers hear; the frame's "Loading" when left out. */
  label?: string;
  layout?: SkeletonLayout;
  /** The bottom bar's place (false for a signed-out screen, which has none). */
  navigation?: boolean;
}) {
  const loading = useContext(SkeletonWords).loading;
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pb-[calc(5rem+env(safe-area-inset-bottom))] pt-[max(env(safe-area-inset-top),0.75rem)]">
      <ScreenSkeleton layout={layout} label={label ?? loading} />
      {navigation ? <BottomBarSkeleton /> : null}
    </div>
  );
}

function BottomBarSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="fixed bottom-0 left-1/2 z-40 grid h-16 w-full max-w-md -translate-x-1/2 grid-cols-4 items-center border-t border-rose-100 bg-white/90 pb-[env(safe-area-inset-bottom)] sm:rounded-t-2xl sm:border-x"
    >
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col items-center gap-1.5">
          <Bone className="size-6 rounded-full" />
          <Bone className="h-2.5 w-10" />
        </div>
      ))}
    </div>
  );
}
