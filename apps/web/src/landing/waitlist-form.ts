// The landing page's only script: it brings the prerendered waitlist card (the markup of
// components/waitlist/waitlist-card.tsx, rendered at build) to life without React, so the
// public page ships a few kilobytes of JavaScript (docs/pages.md). Same behaviour as the card:
// e-mail / phone tabs, "required" toasts, the join call, the server's message under the
// refused field, and "You're on the list!" once joined.
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT } from "@tandem/api-contract";
import type { WaitlistScriptWords } from "../components/waitlist/copy.js";
import { WAITLIST_FIELDS } from "../components/waitlist/fields.js";
import { LANDING_IDS, TOAST_PARTS } from "./ids.js";

/** The REST path of `waitlist.join` (packages/api-contract/src/waitlist/procedures.ts). */
export const WAITLIST_JOIN_PATH = "/api/waitlist";

/** The words the prerender wrote into the page, in its language (decision 306). */
function pageWords(): WaitlistScriptWords | null {
  const text = document.getElementById(LANDING_IDS.words)?.textContent;
  return text ? (JSON.parse(text) as WaitlistScriptWords) : null;
}

interface Toast {
  title: string;
  description: string;
  variant?: "default" | "destructive";
}

interface ErrorResponse {
  message?: string;
  fields?: Record<string, string>;
}

function template(id: string): Element {
  const node = document.getElementById(id);
  const element = node instanceof HTMLTemplateElement ? node.content.firstElementChild : null;
  if (!element) throw new Error(`the landing page has no template #${id}`);
  return element.cloneNode(true) as Element;
}

/** Shows a toast in the page's notification list, as the app's Toaster does (limit, duration). */
export function showToast({ title, description, variant = "default" }: Toast): void {
  const list = document.getElementById(LANDING_IDS.toasts);
  if (!list) return;
  const item = template(LANDING_IDS.toast[variant]);
  const titleNode = item.querySelector(`[${TOAST_PARTS.title}]`);
  const descriptionNode = item.querySelector(`[${TOAST_PARTS.description}]`);
  if (titleNode) titleNode.textContent = title;
  if (descriptionNode) descriptionNode.textContent = description;
  const remove = () => item.remove();
  item.querySelector(`[${TOAST_PARTS.close}]`)?.addEventListener("click", remove);
  list.append(item);
  while (list.children.length > TOAST_LIMIT) list.firstElementChild?.remove();
  window.setTimeout(remove, TOAST_DURATION_MS);
}

function setupTabs(form: HTMLFormElement): () => HTMLElement | null {
  const tabs = [...form.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panelOf = (tab: HTMLElement) =>
    document.getElementById(tab.getAttribute("aria-controls") ?? "");
  const select = (chosen: HTMLElement) => {
    for (const tab of tabs) {
      const active = tab === chosen;
      const state = active ? "active" : "inactive";
      tab.setAttribute("aria-selected", String(active));
      tab.dataset.state = state;
      tab.tabIndex = active ? 0 : -1;
      const panel = panelOf(tab);
      if (panel) panel.dataset.state = state;
    }
  };
  for (const tab of tabs) {
    tab.addEventListener("click", () => select(tab));
    tab.addEventListener("keydown", (event) => {
      const i = tabs.indexOf(tab);
      const next = {
        ArrowRight: tabs[(i + 1) % tabs.length],
        ArrowLeft: tabs[(i - 1 + tabs.length) % tabs.length],
        Home: tabs[0],
        End: tabs[tabs.length - 1],
      }[event.key];
      if (!next) return;
      event.preventDefault();
      next.focus();
      select(next);
    });
  }
  // Roving focus, as Radix's: the chosen tab is the one Tab stop of the list (the
  // prerendered list has none, its focus handling being Radix's script).
  const chosen = tabs.find((tab) => tab.getAttribute("aria-selected") === "true") ?? tabs[0];
  if (chosen) select(chosen);
  const activePanel = () => {
    const active = tabs.find((tab) => tab.getAttribute("aria-selected") === "true");
    return active ? panelOf(active) : null;
  };
  return activePanel;
}

/** The field's error message under it, tied to it (fieldErrorProps / FieldError in @tandem/ui). */
function setFieldError(input: HTMLInputElement, message: string | undefined): void {
  const errorId = `${input.id}-error`;
  document.getElementById(errorId)?.remove();
  if (!message) {
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
    return;
  }
  const hint = template(LANDING_IDS.fieldError);
  hint.id = errorId;
  hint.textContent = message;
  input.after(hint);
  input.setAttribute("aria-invalid", "true");
  input.setAttribute("aria-describedby", errorId);
}

async function readError(response: Response): Promise<ErrorResponse> {
  try {
    return (await response.json()) as ErrorResponse;
  } catch {
    return {};
  }
}

/** Makes the prerendered waitlist card in `section` work. Returns false when it is not there. */
export function enhanceWaitlistForm(section: HTMLElement): boolean {
  const form = section.querySelector("form");
  const submitButton = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !submitButton) return false;
  const words = pageWords();
  if (!words) return false;
  const copy = words.messages;
  /** The server's refusal in the page's language (an unknown one as the server wrote it). */
  const say = (message: string) => words.serverMessages[message] ?? message;
  const button: HTMLButtonElement = submitButton;
  const activePanel = setupTabs(form);
  const inputs = [...form.querySelectorAll<HTMLInputElement>("input[name]")];
  for (const input of inputs)
    input.addEventListener("input", () => setFieldError(input, undefined));

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const input = activePanel()?.querySelector<HTMLInputElement>("input[name]");
    if (!input) return;
    const isEmail = input.name === WAITLIST_FIELDS.email;
    const value = input.value.trim();
    if (!value) {
      showToast(
        isEmail
          ? { title: copy.emailRequired, description: copy.emailRequiredText }
          : { title: copy.phoneRequired, description: copy.phoneRequiredText },
      );
      return;
    }
    void join(input.name, value);
  });

  async function join(field: string, value: string) {
    button.disabled = true;
    button.textContent = copy.pending;
    try {
      const response = await fetch(WAITLIST_JOIN_PATH, {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ [field]: value }),
      });
      if (response.ok) {
        section.replaceChildren(template(LANDING_IDS.joined));
        showToast({ title: copy.welcome, description: copy.welcomeText });
        return;
      }
      const answer = await readError(response);
      for (const input of inputs) {
        const refusal = answer.fields?.[input.name];
        setFieldError(input, refusal === undefined ? undefined : say(refusal));
      }
      // As the card's toastError(error, { plain: true }): the server's text only
      // (docs/spec/product-spec.md, "The error catalogue").
      showToast({
        title: copy.error,
        description: answer.message ? say(answer.message) : copy.fallback,
        variant: "destructive",
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : "";
      showToast({
        title: copy.error,
        description: message || copy.fallback,
        variant: "destructive",
      });
    } finally {
      button.disabled = false;
      button.textContent = copy.submit;
    }
  }

  // The toaster's hotkey moves focus to the notifications, as in the app.
  document.addEventListener("keydown", (event) => {
    if (event.key === TOAST_HOTKEY) document.getElementById(LANDING_IDS.toasts)?.focus();
  });
  return true;
}
