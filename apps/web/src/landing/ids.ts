// Shared by the templates (rendered at build, with React) and the page's script (no React).
/** Ids of the landing page's `<template>`s and toast list, read by waitlist-form.ts. */
export const LANDING_IDS = {
  toasts: "toasts",
  joined: "tpl-waitlist-joined",
  /** The script's words in the page's language (JSON, written by the prerender). */
  words: "waitlist-words",
  fieldError: "tpl-field-error",
  toast: { default: "tpl-toast", destructive: "tpl-toast-destructive" },
} as const;

/** Hooks inside a toast template: where the title and the description go, and the close button. */
export const TOAST_PARTS = {
  title: "data-toast-title",
  description: "data-toast-description",
  close: "data-toast-close",
} as const;
