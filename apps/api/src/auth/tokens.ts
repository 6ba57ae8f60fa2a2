import { hash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/** Secrets are stored only as their SHA-256, so a database leak yields no usable token. */
export const hashToken = (token: string) => hash("sha256", token, "hex");
