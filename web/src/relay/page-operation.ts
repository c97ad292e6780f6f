import type { RequestParameters, Variables } from "relay-runtime";
import { currentLanguage } from "../i18n/current";
import { graphqlRequestBody } from "./request-body";

// One compiled GraphQL operation run for a page that has no Relay (the landing page): in the
// browser a plain POST of its persisted id to /graphql; while the server draws a page, in-process
// through the render's own executor (entry-server.tsx sets it), so the server's answer is the
// same one Relay's pages get, and a failure on the server's side makes the page a 503 alike.

type Execute = (body: string) => Promise<unknown>;

let serverExecutor: () => Execute | undefined = () => undefined;

/** Server rendering only: the executor of the page being drawn. */
export function setOperationExecutor(resolver: () => Execute | undefined): void {
  serverExecutor = resolver;
}

/** The operation's data, or null when there is none (a failure, no network). */
export async function runOperation<T>(
  params: RequestParameters,
  variables: Variables,
): Promise<T | null> {
  const body = graphqlRequestBody(params, variables);
  try {
    if (import.meta.env.SSR) {
      const execute = serverExecutor();
      if (!execute) return null;
      return ((await execute(body)) as { data?: T | null } | null)?.data ?? null;
    }
    const response = await fetch("/graphql", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/graphql-response+json, application/json",
        "Accept-Language": currentLanguage(),
      },
      body,
    });
    if (!response.ok) return null;
    return (((await response.json()) as { data?: T }).data as T | undefined) ?? null;
  } catch {
    return null;
  }
}

/** JSON that cannot end the script element it is written into. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
