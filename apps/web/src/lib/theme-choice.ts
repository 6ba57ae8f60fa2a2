import { THEME_CHOICES, THEME_COOKIE, type ThemeChoice } from "@tandem/api-contract";
import { readCookie } from "./device-cookie.js";

/**
 * The Appearance chosen on this device (decision 263): the cookie the server draws pages
 * with, else the copy kept in localStorage, else the phone's setting.
 */
export function rememberedTheme(): ThemeChoice {
  const cookie = readCookie(THEME_COOKIE);
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(THEME_COOKIE);
  } catch {
    // Storage refused (private mode): the cookie alone remembers.
  }
  const value = cookie ?? kept;
  return THEME_CHOICES.find((choice) => choice === value) ?? "system";
}
