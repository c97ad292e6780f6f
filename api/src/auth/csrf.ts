import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getOperationAST, Kind } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../context.js";
import { AppError } from "../errors.js";
import { messages } from "../messages.js";

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

/**
 * The sign-in mutations, which (like REST's /auth/ paths) run before a client can hold a token,
 * and the job view counter. Every other mutation needs X-CSRF-Token.
 */
export const CSRF_EXEMPT_MUTATIONS: ReadonlySet<string> = new Set([
  "sendOtp",
  "verifyOtp",
  "registerLabour",
  "registerEmployer",
  "signOut",
  // A page view counter: one per visitor per day whoever triggers it, so a forged request
  // can add nothing a visit would not.
  "recordJobView",
]);

/** Refuses a GraphQL mutation without a valid X-CSRF-Token, as the REST gateway does. */
export function csrfForMutations(secret: string): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== "mutation") return;
      const exempt = operation.selectionSet.selections.every(
        (selection) =>
          selection.kind === Kind.FIELD &&
          (CSRF_EXEMPT_MUTATIONS.has(selection.name.value) ||
            selection.name.value === "__typename"),
      );
      if (exempt) return;
      const token = args.contextValue.request.headers.get("x-csrf-token");
      if (!isValidCsrfToken(secret, token)) {
        setResultAndStopExecution({ errors: [new AppError("FORBIDDEN", messages.csrfInvalid)] });
      }
    },
  };
}
