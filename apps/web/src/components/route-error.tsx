import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { Button } from "@tandem/ui";
import { EmptyState } from "./empty-state.js";
import { useFrameCopy } from "./frame-copy.js";

/** Shown when a screen throws while rendering or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const t = useFrameCopy();
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status}: ${error.statusText}` : undefined;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md items-center px-4">
      <EmptyState
        role="alert"
        size="md"
        titleAs="h1"
        title={t("title")}
        text={detail ?? t("pageText")}
        className="w-full"
      >
        <Button className="w-full" onClick={() => window.location.reload()}>
          {t("reload")}
        </Button>
        <Button variant="outline" className="w-full" asChild>
          <Link to="/app">{t("home")}</Link>
        </Button>
      </EmptyState>
    </main>
  );
}
