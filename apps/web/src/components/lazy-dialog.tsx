import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A dialog whose code is fetched the first time it opens, so a screen's first load carries
 * only what it shows (docs/pages.md). Once opened it stays mounted, so it can animate closed.
 * `const QuizDialog = lazyDialog(() => import("./quiz-dialog.js").then((m) => m.QuizDialog));`
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** Whether these props show the dialog (default: their `open`). */
  isOpen: (props: Props) => boolean = (props) => "open" in props && props.open === true,
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Remembering that it opened, during render (React's "state from a previous render").
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
