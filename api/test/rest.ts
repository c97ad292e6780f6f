import { type ErrorParams, type ErrorReason, interpolate } from "@kaamsetu/shared/error-messages";
import { REST_BASE } from "../src/rest/gateway.js";
import type { TestApp } from "./app.js";
import { csrfHeaders } from "./sessions.js";

// One REST request over HTTP for the gateway's tests, as a third-party client sends it: JSON,
// the bearer token, and the CSRF header unless `csrf: false`. Redirects are not followed. Every
// answer, this client's or a test's own fetch, is checked against the published OpenAPI
// document by the test app itself (openapi-check.ts, wired in app.ts).

export type Json = Record<string, unknown>;

export interface RestCallOptions {
  body?: unknown;
  token?: string;
  csrf?: boolean;
}

export async function restCall(
  t: TestApp,
  baseUrl: string,
  method: string,
  path: string,
  options: RestCallOptions = {},
): Promise<{ status: number; json: Json | null }> {
  const response = await fetch(`${baseUrl}${REST_BASE}${path}`, {
    method,
    redirect: "manual",
    headers: {
      "content-type": "application/json",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.csrf === false ? {} : csrfHeaders(t)),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** A failure's REST body in English: its message, its reason and its params (gateway.ts). */
export const refused = (reason: ErrorReason, params: ErrorParams = {}) => ({
  detail: interpolate(reason, params),
  reason,
  params,
});

type Reasoned = ErrorReason | readonly [ErrorReason, ErrorParams];
const keyed = (r: Reasoned) => (typeof r === "string" ? ([r, {}] as const) : r);

/**
 * A failure's REST body with field failures, in English: the detail's reason (`first`), and
 * each field's message in `errors` and its reason and params in `error_reasons`.
 */
export function refusedFields(first: Reasoned, fields: Record<string, Reasoned>) {
  const entries = Object.entries(fields).map(([field, r]) => [field, keyed(r)] as const);
  return {
    ...refused(...keyed(first)),
    errors: Object.fromEntries(
      entries.map(([f, [reason, params]]) => [f, interpolate(reason, params)]),
    ),
    error_reasons: Object.fromEntries(
      entries.map(([f, [reason, params]]) => [f, { reason, params }]),
    ),
  };
}
