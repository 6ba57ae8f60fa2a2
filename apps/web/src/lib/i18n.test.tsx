import { startTransition, Suspense, useMemo, useState } from "react";
import { act, render, screen as view } from "@testing-library/react";
import { defineCopy } from "@tandem/i18n";
import { describe, expect, it } from "vitest";
import { LocaleProvider, useCopy } from "./i18n.js";

describe("useCopy", () => {
  it("mounts a screen with hooks on both sides of it once its catalogue has loaded", async () => {
    // A catalogue that arrives while React is still rendering: React replays the component,
    // and the hooks after useCopy must mount, not update (a match moment in Spanish crashed).
    const copy = defineCopy(
      { greeting: "Hello" },
      { es: () => Promise.resolve({ default: { greeting: "Hola" } }) },
    );
    function Greeting() {
      const [name] = useState("Lucía");
      const t = useCopy(copy);
      const text = useMemo(() => `${t("greeting")}, ${name}`, [t, name]);
      return <p>{text}</p>;
    }
    const recovered: unknown[] = [];
    await act(async () => {
      startTransition(() => {
        render(
          <LocaleProvider initial="es" languages={["es"]}>
            <Suspense fallback="…">
              <Greeting />
            </Suspense>
          </LocaleProvider>,
          { onRecoverableError: (error) => recovered.push(error) },
        );
      });
    });
    expect(await view.findByText("Hola, Lucía")).toBeTruthy();
    expect(recovered).toEqual([]);
  });
});
