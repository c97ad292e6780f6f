import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Stateless CSRF tokens in the spec's `value:expiry` form, where value is
// `<nonce>.<HMAC(nonce:expiry)>`: any instance can check a token another one issued, and a token
// stops working at its expiry (unix seconds).

export function issueCsrfToken(secret: string, ttlSeconds: number, now = Date.now()): string {
  const expiry = Math.floor(now / 1000) + ttlSeconds;
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${sign(secret, nonce, expiry)}:${expiry}`;
}

function sign(secret: string, nonce: string, expiry: number): string {
  return createHmac("sha256", secret).update(`csrf:${nonce}:${expiry}`).digest("base64url");
}

export function isValidCsrfToken(
  secret: string,
  token: string | null | undefined,
  now = Date.now(),
): boolean {
  const match = token ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43}):(\d{1,12})$/.exec(token) : null;
  if (!match) return false;
  const [, nonce = "", signature = "", expiryText = ""] = match;
  const expiry = Number(expiryText);
  if (expiry * 1000 <= now) return false;
  const expected = Buffer.from(sign(secret, nonce, expiry));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
