import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PHONE_NUMBER_REFUSED_MESSAGE, TOAST_DURATION_MS } from "@tandem/api-contract";
import { WAITLIST_SECTION_ID } from "../components/waitlist/fields.js";
import waitlistSpanish from "../components/waitlist/copy.es.js";
import { renderLanding } from "./prerender.js";
import { enhanceWaitlistForm, WAITLIST_JOIN_PATH } from "./waitlist-form.js";

const phoneMessage =
  "Enter a valid phone number, with the country code (for example +44 20 7946 0958).";

/** The landing page as the build writes it into landing.html, with its script run. */
async function loadLandingPage(locale: "en" | "es" = "en") {
  const { page, templates } = await renderLanding(locale);
  document.body.innerHTML = `<div id="root">${page}</div>${templates}`;
  expect(enhanceWaitlistForm(document.getElementById(WAITLIST_SECTION_ID)!)).toBe(true);
  return userEvent.setup();
}

function stubJoin(answer: { status: number; body: unknown }) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(WAITLIST_JOIN_PATH);
      calls.push(JSON.parse(init.body as string));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

const toasts = () =>
  within(screen.getByRole("region", { name: /^(Notifications|Notificaciones) \(F8\)$/ }));
const isShown = (element: HTMLElement) =>
  element.closest("[role=tabpanel]")?.getAttribute("data-state") === "active";

beforeEach(() => {
  document.body.innerHTML = "";
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the landing page's waitlist form (no React)", () => {
  it("is prerendered with both fields, the e-mail tab chosen", async () => {
    await loadLandingPage();
    expect(screen.getByRole("heading", { level: 1, name: "Tandem" })).toBeInTheDocument();
    expect(isShown(screen.getByLabelText("Email address"))).toBe(true);
    expect(isShown(screen.getByLabelText("Phone number"))).toBe(false);
    expect(screen.getByRole("tab", { name: "Email" })).toHaveAttribute("aria-selected", "true");
    expect(document.body.innerHTML).not.toMatch(/ style="/);
  });

  it("makes the chosen tab the list's one Tab stop", async () => {
    const u = await loadLandingPage();
    expect(screen.getByRole("tab", { name: "Email" }).tabIndex).toBe(0);
    expect(screen.getByRole("tab", { name: "Phone" }).tabIndex).toBe(-1);
    await u.click(screen.getByRole("tab", { name: "Phone" }));
    expect(screen.getByRole("tab", { name: "Email" }).tabIndex).toBe(-1);
    expect(screen.getByRole("tab", { name: "Phone" }).tabIndex).toBe(0);
  });

  it("switches tabs by click and by arrow keys", async () => {
    const u = await loadLandingPage();
    await u.click(screen.getByRole("tab", { name: "Phone" }));
    expect(isShown(screen.getByLabelText("Phone number"))).toBe(true);
    expect(isShown(screen.getByLabelText("Email address"))).toBe(false);
    expect(screen.getByRole("tab", { name: "Phone" })).toHaveAttribute("aria-selected", "true");

    await u.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Email" }));
    expect(isShown(screen.getByLabelText("Email address"))).toBe(true);
  });

  it("asks for an e-mail before calling, then joins and shows 'You're on the list!'", async () => {
    const calls = stubJoin({ status: 200, body: { ok: true } });
    const u = await loadLandingPage();
    await u.click(screen.getByRole("button", { name: "Join Waitlist" }));
    expect(toasts().getByText("Email required")).toBeInTheDocument();
    expect(toasts().getByText("Please enter your email address.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await u.type(screen.getByLabelText("Email address"), " ada@example.com ");
    await u.click(screen.getByRole("button", { name: "Join Waitlist" }));
    expect(await screen.findByRole("heading", { name: "You're on the list!" })).toBeInTheDocument();
    expect(toasts().getByText("Welcome to the waitlist!")).toBeInTheDocument();
    // One toast at a time (TOAST_LIMIT), as in the app.
    expect(toasts().queryByText("Email required")).not.toBeInTheDocument();
    expect(calls).toEqual([{ email: "ada@example.com" }]);
  });

  it("shows a refused phone number's message under the field and in a toast; typing clears it", async () => {
    const calls = stubJoin({
      status: 400,
      body: { code: "BAD_REQUEST", message: phoneMessage, fields: { phoneNumber: phoneMessage } },
    });
    const u = await loadLandingPage();
    await u.click(screen.getByRole("tab", { name: "Phone" }));
    const phone = screen.getByLabelText("Phone number");
    await u.type(phone, "12");
    await u.click(screen.getByRole("button", { name: "Join Waitlist" }));

    await vi.waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    const hint = document.getElementById(phone.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(phoneMessage);
    expect(toasts().getByText("Error")).toBeInTheDocument();
    expect(toasts().getByText(phoneMessage)).toBeInTheDocument();
    expect(calls).toEqual([{ phoneNumber: "12" }]);
    expect(screen.getByRole("button", { name: "Join Waitlist" })).toBeEnabled();

    await u.type(phone, "3");
    expect(phone).not.toHaveAttribute("aria-invalid");
    expect(document.getElementById(`${phone.id}-error`)).not.toBeInTheDocument();
  });

  it("says so when the call never arrives, and toasts go away after their time", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const u = await loadLandingPage();
    await u.type(screen.getByLabelText("Email address"), "ada@example.com");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await u.click(screen.getByRole("button", { name: "Join Waitlist" }));
    await vi.waitFor(() => expect(toasts().getByText("Failed to fetch")).toBeInTheDocument());
    vi.advanceTimersByTime(TOAST_DURATION_MS + 1);
    expect(toasts().queryByText("Failed to fetch")).not.toBeInTheDocument();
  });

  it("says everything in the page's language: prerendered words, toasts and the server's refusal", async () => {
    stubJoin({
      status: 400,
      body: {
        code: "BAD_REQUEST",
        message: PHONE_NUMBER_REFUSED_MESSAGE,
        fields: { phoneNumber: PHONE_NUMBER_REFUSED_MESSAGE },
      },
    });
    const u = await loadLandingPage("es");
    expect(screen.getByRole("heading", { name: "Únete a la lista de espera" })).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Unirme a la lista" }));
    expect(toasts().getByText("Falta tu correo")).toBeInTheDocument();

    await u.click(screen.getByRole("tab", { name: "Teléfono" }));
    const phone = screen.getByLabelText("Número de teléfono");
    await u.type(phone, "12");
    await u.click(screen.getByRole("button", { name: "Unirme a la lista" }));
    await vi.waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    const spanish = waitlistSpanish.phoneRefused;
    expect(document.getElementById(`${phone.id}-error`)?.textContent).toBe(spanish);
    expect(toasts().getByText(spanish)).toBeInTheDocument();
    expect(document.getElementById("root")?.textContent).not.toContain(
      PHONE_NUMBER_REFUSED_MESSAGE,
    );
    expect(toasts().queryByText(PHONE_NUMBER_REFUSED_MESSAGE)).not.toBeInTheDocument();
  });
});
