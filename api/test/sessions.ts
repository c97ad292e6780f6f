import { issueCsrfToken } from "../src/auth/csrf.js";
import { startUserSession } from "../src/auth/session.js";
import type { TestApp } from "./app.js";
import { createEmployer, createWorker } from "./fixtures.js";

// Signed-in callers for API tests, without going through OTP each time (accounts.test.ts covers
// that path): a user row and a real session token, as sign-in makes them.

const origin = { userAgent: "api-test", ipAddress: "127.0.0.1" };

export async function signedInEmployer(t: TestApp, overrides: { companyName?: string } = {}) {
  const user = await createEmployer(t.db.prisma, overrides);
  const token = await startUserSession(t.db.prisma, t.services, user.id, origin);
  return { user, token };
}

export async function signedInWorker(t: TestApp, options: { complete?: boolean } = {}) {
  const user = await createWorker(t.db.prisma, options);
  const token = await startUserSession(t.db.prisma, t.services, user.id, origin);
  return { user, token };
}

/** The header every mutation but sign-in needs. */
export const csrfHeaders = (t: TestApp) => ({
  "x-csrf-token": issueCsrfToken(t.secretKey, 600),
});
