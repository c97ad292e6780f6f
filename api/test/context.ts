import type { Authentication } from "../src/auth/session.js";
import type { Context, Viewer } from "../src/context.js";
import type { ErrorCode } from "../src/errors.js";
import type { TestApp } from "./app.js";
import { asViewer } from "./viewers.js";

// Calling a service directly, as a resolver would: a request context for a viewer, and what a
// refusal says. Service tests assert on the error's code (and the fields of invalid input);
// only where two refusals share a code do they look at the message.

/** The code of invalid input, named once here. */
export const VALIDATION: ErrorCode = "VALIDATION";

export function contextFor(
  t: TestApp,
  viewer: Viewer | null,
  options: {
    auth?: Authentication;
    clientAddress?: string | null;
    config?: Context["config"];
  } = {},
): Context {
  const auth: Authentication =
    options.auth ??
    (viewer?.kind === "user"
      ? { kind: "user", sessionId: 0, userId: viewer.id, userType: viewer.userType }
      : { kind: "none" });
  return {
    ...t.services,
    config: options.config ?? t.services.config,
    request: new Request("http://localhost/", { headers: { "user-agent": "service-test" } }),
    auth,
    viewer,
    language: "en",
    clientAddress: options.clientAddress ?? null,
  };
}

export const employer = (t: TestApp, id: number) =>
  contextFor(t, asViewer({ id, userType: "EMPLOYER" }));
export const worker = (t: TestApp, id: number) =>
  contextFor(t, asViewer({ id, userType: "LABOUR" }));
export const visitor = (t: TestApp) => contextFor(t, null);

export interface Refusal {
  code: string;
  message: string;
  /** The fields invalid input names, in order. */
  fields: string[];
}

/** What the service refused with; fails the test when it did not refuse. */
export async function refusal(work: Promise<unknown>): Promise<Refusal> {
  try {
    await work;
  } catch (error) {
    const { code, message, fieldErrors } = error as {
      code?: string;
      message: string;
      fieldErrors?: { field: string }[];
    };
    if (!code) throw error;
    return { code, message, fields: (fieldErrors ?? []).map((e) => e.field) };
  }
  throw new Error("expected the service to refuse");
}
