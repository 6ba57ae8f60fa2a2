import type { ReactNode } from "react";
import { defineCopy } from "@tandem/i18n";
import { buttonVariants } from "@tandem/ui";
import { ScreenSkeleton } from "../skeleton.js";
import { EmptyState } from "../empty-state.js";
import { ShieldIcon } from "../icons.js";
import { LoadErrorCard } from "../load-error-card.js";
import { describeError, needsRecentSignIn, reauthUrl } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";

export const deskQueryCopy = defineCopy(
  {
    signInAgain: "Sign in again",
    signInAgainTitle: "Please sign in again",
  },
  { es: () => import("./desk-query.es.js") },
);

/** The desk asks for a fresher sign-in: why, and the way to the login page. */
export function SignInAgainCard({ error }: { error: unknown }) {
  const t = useCopy(deskQueryCopy);
  return (
    <EmptyState
      icon={ShieldIcon}
      size="md"
      titleAs="h3"
      title={t("signInAgainTitle")}
      text={describeError(error).message}
    >
      <a href={reauthUrl()} className={buttonVariants({ className: "w-full" })}>
        {t("signInAgain")}
      </a>
    </EmptyState>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A desk query's loading, failure (an old sign-in included) and data states. */
export function DeskQuery<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: QueryLike<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <ScreenSkeleton layout="list" label={loading} header={false} />;
  if (query.error) {
    return needsRecentSignIn(query.error) ? (
      <SignInAgainCard error={query.error} />
    ) : (
      <LoadErrorCard what={failed} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return query.data === undefined ? null : <>{children(query.data)}</>;
}
