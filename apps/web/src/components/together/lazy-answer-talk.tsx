import { lazy, Suspense, type ComponentProps } from "react";

const AnswerTalk = lazy(() => import("./answer-talk.js"));

/** Reactions and comments under a revealed question, loaded when first shown (not at first paint). */
export function LazyAnswerTalk(props: ComponentProps<typeof AnswerTalk>) {
  return (
    <Suspense fallback={null}>
      <AnswerTalk {...props} />
    </Suspense>
  );
}
