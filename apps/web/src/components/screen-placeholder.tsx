import { Card, CardDescription, CardHeader, CardTitle } from "@tandem/ui";
import { PageHeader } from "./page-header.js";

/** Stand-in body for a screen not written yet. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>This screen is on its way.</CardDescription>
        </CardHeader>
      </Card>
    </>
  );
}
