import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom lacks these; React Router's scroll restoration and some components call them. (A
// test of the server renderer runs in Node, without a window.)
if (typeof window !== "undefined") {
  window.scrollTo = () => {};
  if (typeof Element.prototype.scrollIntoView !== "function")
    Element.prototype.scrollIntoView = () => {};
}

// Toasts' viewport is fetched with the first toast in the app (components/app-toaster.tsx);
// tests have it from the start, so a toast shows as soon as it is made.
if (typeof window !== "undefined") {
  const { loadToastViewport } = await import("../components/toast-viewport-loader.js");
  await loadToastViewport();
}

// The machines running these share two cores: a first render may take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
