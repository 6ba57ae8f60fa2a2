import { Spinner } from "@tandem/ui";

const copy = { loading: "Loading" };

/** A spinner in the middle of the screen (or of the area it fills). */
export function CenteredSpinner({
  label = copy.loading,
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      className={
        fullScreen
          ? "flex min-h-dvh items-center justify-center"
          : "flex min-h-[50dvh] items-center justify-center"
      }
    >
      <Spinner size="lg" label={label} />
    </div>
  );
}
