import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@tandem/ui";

const copy = {
  title: "Something went wrong",
  text: "This page could not be shown. Reloading usually fixes it.",
  reload: "Reload",
  home: "Go home",
};

/** Shown when a screen throws while rendering or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status}: ${error.statusText}` : undefined;
  return (
    <div className="mx-auto flex min-h-dvh max-w-md items-center px-4">
      <Card className="w-full">
        <CardHeader>
          <CardTitle>{copy.title}</CardTitle>
          <CardDescription>{detail ?? copy.text}</CardDescription>
        </CardHeader>
        <CardContent className="flex gap-2">
          <Button onClick={() => window.location.reload()}>{copy.reload}</Button>
          <Button variant="outline" asChild>
            <Link to="/app">{copy.home}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
