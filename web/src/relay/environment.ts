import {
  type CacheConfig,
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  type RequestParameters,
  Store,
  type SubscribeFunction,
  type Variables,
} from "relay-runtime";
import { REQUEST_TIMEOUT_MS } from "../config";
import { i18n } from "../i18n/i18n";
import { loadChunk } from "../lib/chunks";
import { rejectSession, sessionToken } from "../session/session";
import { graphqlRequestBody } from "./request-body";

/** What the server keys an error by, from its `extensions` (absent when it did not answer). */
export type ErrorExtensions = {
  code?: string;
  /** A key of the message catalogue (the `errors` namespace); errorText words it. */
  reason?: string;
  params?: Record<string, string | number>;
};

/**
 * A GraphQL answer that carried errors and no data: the first error's English `message` and its
 * `code`, `reason` and `params` (lib/error-text.ts words it in the reader's language).
 */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly reason: string | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(
    message: string,
    readonly status: number,
    extensions: ErrorExtensions = {},
  ) {
    super(message);
    this.name = "GraphQLRequestError";
    this.code = extensions.code;
    this.reason = extensions.reason;
    this.params = extensions.params;
  }
}

/**
 * A request that must carry another bearer token than the session's: registration (the
 * short-lived registration token) and sign-out (the token being revoked, after the session on
 * this device is already gone). Put it in `cacheConfig.metadata`.
 */
export const BEARER_METADATA = "bearer";

export function withBearer(token: string): CacheConfig {
  return { metadata: { [BEARER_METADATA]: token } };
}

type GraphQLError = { message: string; extensions?: ErrorExtensions };

function firstError(body: GraphQLResponse | null): GraphQLError | undefined {
  return body && "errors" in body ? (body.errors?.[0] as GraphQLError | undefined) : undefined;
}

/**
 * Codes by which the server says it could not get the data (its database unreachable, a fault),
 * rather than that the data is not there: partial data beside one is not to be believed (a job
 * the outage nulled would read as "not found"), so the answer is a failed request.
 */
const SERVER_FAILURES = new Set(["UNAVAILABLE", "INTERNAL_SERVER_ERROR"]);

function serverFailure(body: GraphQLResponse): GraphQLError | undefined {
  const errors = "errors" in body ? ((body.errors ?? []) as GraphQLError[]) : [];
  return errors.find((error) => SERVER_FAILURES.has(error.extensions?.code ?? ""));
}

function isUnauthenticated(body: GraphQLResponse | null, status: number): boolean {
  const errors = body && "errors" in body ? ((body.errors ?? []) as GraphQLError[]) : [];
  return status === 401 || errors.some((error) => error.extensions?.code === "UNAUTHENTICATED");
}

/** The network of a browser environment whose requests carry `token` (null: a visitor). */
export function browserFetch(token: string | null): FetchFunction {
  return async (params: RequestParameters, variables: Variables, cacheConfig: CacheConfig) => {
    const bearer = (cacheConfig?.metadata?.[BEARER_METADATA] as string | undefined) ?? token;
    const mutation = params.operationKind === "mutation";
    // Only mutations carry a CSRF token: its code loads with the first one (browser-session.ts
    // usually has it, and a token, ready by then), not with every page that only reads.
    const csrfModule = mutation ? await loadChunk("csrf", () => import("../session/csrf")) : null;
    const send = async () => {
      const csrf = csrfModule ? await csrfModule.csrfToken() : null;
      const response = await fetch("/graphql", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/graphql-response+json, application/json",
          "Accept-Language": i18n.language,
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
          ...(csrf ? { "X-CSRF-Token": csrf } : {}),
        },
        body: graphqlRequestBody(params, variables),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as GraphQLResponse | null;
      return { response, body };
    };

    let { response, body } = await send();
    const error = firstError(body);
    if (csrfModule && error && csrfModule.isCsrfRejection(error.extensions?.reason)) {
      // An expired or rotated token: forget it, fetch a fresh one and try once more.
      csrfModule.clearCsrfToken();
      ({ response, body } = await send());
    }
    if (bearer && bearer === token && isUnauthenticated(body, response.status)) {
      rejectSession(bearer);
    }
    if (!body) throw new GraphQLRequestError(response.statusText, response.status);
    const failure =
      serverFailure(body) ?? ("data" in body && body.data ? undefined : firstError(body));
    if (failure) {
      throw new GraphQLRequestError(failure.message, response.status, failure.extensions);
    }
    return body;
  };
}

/** Records a server-rendered page was drawn from, handed to the browser in the HTML. */
export type RecordMap = ConstructorParameters<typeof RecordSource>[0];

export function createEnvironment(
  fetchFn: FetchFunction,
  records?: RecordMap,
  subscribeFn?: SubscribeFunction,
): Environment {
  return new Environment({
    network: Network.create(fetchFn, subscribeFn),
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

/**
 * Live subscriptions over server-sent events (event-stream.ts). Their code loads with the first
 * subscription of a signed-in user: visitors, who have nothing live to hear, never download it.
 */
function liveSubscribe(token: string | null): SubscribeFunction {
  return (params, variables, cacheConfig) =>
    Observable.create<GraphQLResponse>((sink) => {
      if (!token) {
        sink.complete();
        return;
      }
      let stopped = false;
      let stream: { unsubscribe(): void } | undefined;
      loadChunk("event-stream", () => import("./event-stream")).then(
        ({ browserSubscribe }) => {
          if (stopped) return;
          const events = browserSubscribe(token)(
            params,
            variables,
            cacheConfig,
          ) as Observable<GraphQLResponse>;
          stream = events.subscribe(sink);
        },
        (error: Error) => sink.error(error),
      );
      return () => {
        stopped = true;
        stream?.unsubscribe();
      };
    });
}

// One environment per session: signing in or out starts a fresh store, so nothing fetched for
// a visitor (a job without the signed-in-only fields) or for the previous user survives. The
// server-rendered page's records were drawn for a visitor and seed only a visitor's first store.
let browser: { token: string | null; environment: Environment } | undefined;
let recordsUsed = false;

function browserEnvironment(): Environment {
  const token = sessionToken();
  if (!browser || browser.token !== token) {
    const records = token === null && !recordsUsed ? window.__RELAY_RECORDS__ : undefined;
    recordsUsed = true;
    browser = {
      token,
      environment: createEnvironment(browserFetch(token), records, liveSubscribe(token)),
    };
  }
  return browser.environment;
}

let resolveEnvironment = browserEnvironment;

/** The Relay environment: the browser's one for this session, or on the server the request's. */
export function getEnvironment(): Environment {
  return resolveEnvironment();
}

/** Server rendering only: each request renders with its own environment. */
export function setEnvironmentResolver(resolve: () => Environment): void {
  resolveEnvironment = resolve;
}
