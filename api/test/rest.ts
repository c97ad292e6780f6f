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
