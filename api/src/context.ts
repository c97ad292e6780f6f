import type pg from "pg";
import { keyViewer } from "./auth/api-keys.js";
import type { Action } from "./auth/policy/permissions.js";
import type { RateLimiter } from "./auth/rate-limit.js";
import { type Authentication, authenticate } from "./auth/session.js";
import type { SmsProvider } from "./auth/sms.js";
import type { Config } from "./config.js";
import { DEFAULT_LANGUAGE, type Language } from "./constants.js";
import type { PrismaClient } from "./db/prisma.js";
import { acceptedLanguages, asLanguage } from "./i18n.js";
import { requestRecord } from "./log.js";
import type { Metrics } from "./metrics.js";
import type { Queue } from "./queue/queue.js";
import type { FileStorage } from "./services/files/storage.js";
import type { JobChanges } from "./services/jobs/job-changes.js";
import type { SearchLog } from "./services/jobs/search-log.js";
import type { LiveNotifications } from "./services/notifications/live.js";
import type { Translator } from "./services/translation/translator.js";

// What every request can reach. Built once per process (AppServices) and once per request
// (Context); GraphQL resolvers and the REST gateway see the same Context.

export interface AppServices {
  config: Config;
  pool: pg.Pool;
  prisma: PrismaClient;
  /** Signs CSRF tokens and keys hashes: SECRET_KEY, or one generated into DATA_DIR. */
  secretKey: string;
  sms: SmsProvider;
  /** Machine translation of job texts; null when TRANSLATION_PROVIDER is off (the default). */
  translator: Translator | null;
  /** OTP and lookup limits, shared by every instance (PostgreSQL, or Redis with REDIS_URL). */
  rateLimiter: RateLimiter;
  /** Live notification events, heard through PostgreSQL LISTEN (every instance hears all). */
  live: LiveNotifications;
  /** Uploaded files' bytes (DATA_DIR/uploads); their rows are stored_files. */
  storage: FileStorage;
  /** Searches for popular searches, written in batches off the read path. */
  searchLog: SearchLog;
  /** Job changes made by this process, announced after they commit (the page cache listens). */
  jobChanges: JobChanges;
  /** The durable background queue (job alerts); main.ts starts and stops it. */
  queue: Queue;
  /** This app's metrics (metrics.ts); services see only its counters. */
  metrics: Metrics;
}

/**
 * An API key acting for its owner: the key's id and the actions its scopes allow (the policy asks
 * it before the owner's role: auth/policy/api-keys.ts).
 */
export interface KeyGrant {
  id: number;
  actions: ReadonlySet<Action>;
}

/** Who is asking, as authorization sees it; `key` when it is an API key acting for them. */
export type Viewer =
  | { kind: "user"; id: number; userType: "LABOUR" | "EMPLOYER"; key?: KeyGrant }
  | { kind: "admin"; id: number; role: string; key?: KeyGrant };

export interface Context extends AppServices {
  request: Request;
  /** What the bearer token says; `viewer` is its signed-in user or admin. */
  auth: Authentication;
  viewer: Viewer | null;
  /** The language of the request's messages (requestLanguage): never bh, which is answered in hi. */
  language: Language;
  /** The client's address for per-address limits; null when unknown (in-process calls). */
  clientAddress: string | null;
}

// The socket address of each request, handed over by the HTTP server (main.ts, tests).
const socketAddresses = new WeakMap<Request, string>();

export function rememberSocketAddress(request: Request, address: string | undefined): void {
  if (address) socketAddresses.set(request, address.replace(/^::ffff:/, ""));
}

/** A request rebuilt from another (its body read and checked) is from the same client. */
export function carrySocketAddress(from: Request, to: Request): void {
  const address = socketAddresses.get(from);
  if (address) socketAddresses.set(to, address);
}

/**
 * The client's address. Behind a trusted proxy it is the last X-Forwarded-For entry, the one our
 * own proxy added (earlier entries are whatever the client claimed).
 */
export function clientAddress(request: Request, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 45);
  }
  return socketAddresses.get(request) ?? null;
}

/**
 * The language of a request's messages (REST.md): `?language=`, else the first of
 * Accept-Language's that is one of ours, else English; bh is answered in Hindi.
 */
export function requestLanguage(request: Request): Language {
  const url = URL.canParse(request.url) ? new URL(request.url) : null;
  const language =
    asLanguage(url?.searchParams.get("language")) ??
    acceptedLanguages(request.headers.get("accept-language"))
      .map(asLanguage)
      .find((found) => found !== null) ??
    DEFAULT_LANGUAGE;
  return language === "bh" ? "hi" : language;
}

export function viewerOf(auth: Authentication): Viewer | null {
  if (auth.kind === "user") return { kind: "user", id: auth.userId, userType: auth.userType };
  if (auth.kind === "admin") return { kind: "admin", id: auth.adminId, role: auth.role };
  return null;
}

// Rules that run before the context exists (the persisted-operations one) and the context itself
// read one authentication per request: one query, and every rule sees the same answer.
const authentications = new WeakMap<Request, Promise<Authentication>>();

/** Who the request's bearer token belongs to, looked up once per request. */
export function requestAuthentication(
  services: AppServices,
  request: Request,
): Promise<Authentication> {
  let found = authentications.get(request);
  if (!found) {
    found = authenticate(services, request);
    authentications.set(request, found);
  }
  return found;
}

/**
 * The request's context. An API key is a viewer only where `apiKeys` is set (the REST gateway);
 * elsewhere (GraphQL, the server-drawn forms) its authentication stays `key` with no viewer, and
 * those refuse it (graphql/yoga.ts).
 */
export async function createContext(
  services: AppServices,
  request: Request,
  { apiKeys = false }: { apiKeys?: boolean } = {},
): Promise<Context> {
  const auth = await requestAuthentication(services, request);
  const viewer = auth.kind === "key" ? (apiKeys ? keyViewer(auth) : null) : viewerOf(auth);
  // The access log names who asked (app.ts).
  const record = requestRecord();
  if (record && viewer) {
    record.viewerId = viewer.id;
    record.viewerKind = viewer.kind;
    if (viewer.key) record.apiKeyId = viewer.key.id;
  }
  return {
    ...services,
    request,
    auth,
    viewer,
    language: requestLanguage(request),
    clientAddress: clientAddress(request, services.config.trustProxy),
  };
}
