import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  RecordSource,
  Store,
} from "relay-runtime";
import { REQUEST_TIMEOUT_MS } from "../config";
import { i18n } from "../i18n/i18n";
import { authHeaders } from "../session/session";

/** A GraphQL answer that carried errors and no data; `code` is the server's error code. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = "GraphQLRequestError";
  }
}

const fetchGraphQL: FetchFunction = async (params, variables) => {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/graphql-response+json, application/json",
      "Accept-Language": i18n.language,
      ...authHeaders(),
    },
    body: JSON.stringify({ query: params.text, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as GraphQLResponse | null;
  if (!body) throw new GraphQLRequestError(response.statusText, undefined, response.status);
  if ("errors" in body && body.errors?.length && !("data" in body && body.data)) {
    const first = body.errors[0] as { message: string; extensions?: { code?: string } };
    throw new GraphQLRequestError(first.message, first.extensions?.code, response.status);
  }
  return body;
};

/** Records a server-rendered page was drawn from, handed to the browser in the HTML. */
export type RecordMap = ConstructorParameters<typeof RecordSource>[0];

export function createEnvironment(fetchFn: FetchFunction, records?: RecordMap): Environment {
  return new Environment({
    network: Network.create(fetchFn),
    // Pages seen a moment ago (back/forward) render from the store without a request; after
    // five minutes they are fetched again.
    store: new Store(new RecordSource(records), { queryCacheExpirationTime: 5 * 60 * 1000 }),
  });
}

declare global {
  interface Window {
    /** Set by the server when it rendered the page (web/src/entry-server.tsx). */
    __RELAY_RECORDS__?: RecordMap;
  }
}

let browserEnvironment: Environment | undefined;
let resolveEnvironment = (): Environment => {
  browserEnvironment ??= createEnvironment(fetchGraphQL, window.__RELAY_RECORDS__);
  return browserEnvironment;
};

/** The Relay environment: the browser's one, or on the server the current request's. */
export function getEnvironment(): Environment {
  return resolveEnvironment();
}

/** Server rendering only: each request renders with its own environment. */
export function setEnvironmentResolver(resolve: () => Environment): void {
  resolveEnvironment = resolve;
}
