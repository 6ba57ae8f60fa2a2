import { z } from "zod";

const EmailSchema = z.email();

/** A sign-in address as stored: trimmed and lower-case (users.email is unique lower-case). */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value.trim().toLowerCase();
  if (email.length === 0 || email.length > 254) return null;
  return EmailSchema.safeParse(email).success ? email : null;
}
