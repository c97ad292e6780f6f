import { createHash } from "node:crypto";

/** What is stored of a bearer secret (a session's token, an API key): its SHA-256, in hex. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
