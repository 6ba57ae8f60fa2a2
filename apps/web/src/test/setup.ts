import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom lacks these; React Router's scroll restoration and some components call them.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => cleanup());
