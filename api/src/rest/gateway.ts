import { Readable } from "node:stream";
import { ERROR_MESSAGES, type Keyed, type PlainReason } from "@kaamsetu/shared/error-messages";
import {
  type DocumentNode,
  execute,
  GraphQLError,
  getOperationAST,
  parse,
  validate,
} from "graphql";
import { apiKeyLimits } from "../auth/api-keys.js";
import { isValidCsrfToken } from "../auth/csrf.js";
import { IMMUTABLE_FILE_MAX_AGE_SECONDS, JSON_BODY_MAX_BYTES } from "../constants.js";
import { type AppServices, createContext, requestAuthentication } from "../context.js";
import {
  AppError,
  BadRequestError,
  ERROR_CODES,
  type ErrorCode,
  type FieldError,
  PayloadTooLargeError,
} from "../errors.js";
import { expectedFailure } from "../graphql/errors.js";
import { schema } from "../graphql/schema.js";
import { boundedFormData, isMultipart, readBounded } from "../http/body-limit.js";
import { errorMessage } from "../i18n.js";
import { log, routeIs } from "../log.js";
import { decodeStorableUtf8, isStorableInput } from "../text-guard.js";
import { tracing } from "../tracing/tracing.js";
import { buildOpenApiDocument } from "./openapi.js";
import { type FileAnswer, type ParamValue, parseParam, type RestRoute } from "./route.js";
import { routes } from "./route-table.js";
import { readPath } from "./shape.js";
import { HTTP_STATUS } from "./status.js";

// /api/v1: each route executes its GraphQL operation against the same schema, in-process, so
// authorization and validation live only in the schema and its services.

export const REST_BASE = "/api/v1";

interface CompiledRoute {
  route: RestRoute;
  document: DocumentNode;
  pattern: RegExp;
  paramNames: string[];
  literal: boolean;
  /** Its operation's type and name, for its span when traces are on. */
  operation: { type: string; name: string | undefined };
}

function compile(route: RestRoute): CompiledRoute {
  const document = parse(route.document);
  const problems = validate(schema, document);
  if (problems.length > 0) {
    throw new Error(`REST route ${route.method} ${route.path}: ${problems[0]?.message}`);
  }
  const paramNames: string[] = [];
  const source = route.path
    .split(/(\{[a-z_]+\})/)
    .map((part) => {
      const name = /^\{([a-z_]+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
      paramNames.push(name);
      return "([^/]+)";
    })
    .join("");
  const operation = getOperationAST(document);
  return {
    route,
    document,
    operation: { type: operation?.operation ?? "query", name: operation?.name?.value },
    pattern: new RegExp(`^${source}$`),
    paramNames,
    literal: paramNames.length === 0,
  };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

export const detail = (status: number, message: string, headers?: Record<string, string>) =>
  json(status, { detail: message }, headers);

/**
 * A failure's body: `detail` worded in the request's language (i18n.ts), and the catalogue's
 * `reason` and its `params`, as GraphQL's AppError carries them, so a client tells failures
 * apart and words them itself without reading the message; with field failures, `errors` (each
 * field's message) and `error_reasons` (each field's reason and params).
 */
export function errorBody(
  failure: Pick<AppError, "reason" | "params"> & { fieldErrors?: readonly FieldError[] },
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    detail: errorMessage(failure),
    reason: failure.reason,
    params: failure.params,
  };
  const fields = failure.fieldErrors ?? [];
  if (fields.length > 0) {
    body.errors = Object.fromEntries(fields.map((f) => [f.field, errorMessage(f)]));
    body.error_reasons = Object.fromEntries(
      fields.map((f) => [f.field, { reason: f.reason, params: f.params }]),
    );
  }
  return body;
}

/** A failure no operation raised (no such path, a bad body): `reason` worded, with its params. */
export const refusal = (status: number, reason: PlainReason, headers?: Record<string, string>) =>
  json(status, errorBody({ reason, params: {} }), headers);

function errorResponse(error: unknown, route?: RestRoute): Response {
  const expected = expectedFailure(error);
  if (expected) {
    let body = errorBody(expected);
    if (route?.errorBody) body = route.errorBody(expected, body);
    const retryAfter = expected.retryAfterSeconds;
    if (expected.code === "UNAVAILABLE") {
      log.warn("REST route failed: service unavailable", { error: describeError(error) });
    }
    return json(
      HTTP_STATUS[expected.code],
      body,
      retryAfter ? { "retry-after": String(retryAfter) } : {},
    );
  }
  log.error("REST route failed", { error: describeError(error) });
  return refusal(500, "serverError");
}

const describeError = (error: unknown) =>
  error instanceof GraphQLError && error.originalError
    ? (error.originalError.stack ?? error.message)
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error);

const isJson = (request: Request) =>
  /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(request.headers.get("content-type") ?? "");

const declaresEmpty = (request: Request) => request.headers.get("content-length")?.trim() === "0";

/** A body that is not JSON, where a route reads JSON: 415 (an empty one reads as {}). */
const isOtherMediaType = (request: Request) =>
  !declaresEmpty(request) && request.body !== null && !isJson(request);

/**
 * A JSON route's body: at most JSON_BODY_MAX_BYTES (413 beyond, before reading further), valid
 * UTF-8 JSON of storable text (400 otherwise). An empty body is an empty object whatever its
 * type says.
 */
async function readJsonBody(request: Request): Promise<unknown> {
  if (declaresEmpty(request)) return {};
  const bytes = await readBounded(request, JSON_BODY_MAX_BYTES);
  if (!bytes) throw new PayloadTooLargeError();
  if (bytes.byteLength === 0) return {};
  const text = decodeStorableUtf8(bytes);
  let body: unknown;
  try {
    body = text === null ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (body === undefined || !isStorableInput(body)) throw new BadRequestError();
  return body;
}

const isUrlEncoded = (request: Request) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get("content-type") ?? "");

/** An HTML form's fields (bounded and checked as a JSON body is), each its last value. */
async function readFormBody(request: Request): Promise<Record<string, string>> {
  const bytes = await readBounded(request, JSON_BODY_MAX_BYTES);
  if (!bytes) throw new PayloadTooLargeError();
  const text = decodeStorableUtf8(bytes);
  if (text === null) throw new BadRequestError();
  const fields = Object.fromEntries(new URLSearchParams(text));
  if (!isStorableInput(fields)) throw new BadRequestError();
  return fields;
}

/**
 * A mutation's typed error (`... on AppError`) in the data, as the AppError it was. Routes select
 * ERROR_FIELDS (route.ts) on every result union.
 */
function typedError(data: Record<string, unknown> | null | undefined): AppError | null {
  for (const value of Object.values(data ?? {})) {
    const error = value as Partial<TypedError> | null;
    if (
      error?.__typename === "AppError" &&
      ERROR_CODES.includes(error.code as ErrorCode) &&
      Object.hasOwn(ERROR_MESSAGES, error.reason ?? "")
    ) {
      return new AppError(error.code as ErrorCode, [error.reason, error.params ?? {}] as Keyed, {
        fieldErrors: error.fieldErrors ?? [],
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
  }
  return null;
}

/** ERROR_FIELDS's answer. */
type TypedError = Pick<AppError, "code" | "reason" | "params" | "retryAfterSeconds"> & {
  __typename: string;
  fieldErrors: FieldError[];
};

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new BadRequestError();
  }
}

export function createRestGateway(services: AppServices, table: RestRoute[] = routes) {
  // Literal paths win over parameterised ones (/jobs/popular-searches/ before /jobs/{id}/).
  const compiled = table.map(compile).sort((a, b) => Number(b.literal) - Number(a.literal));
  const openApi = JSON.stringify(buildOpenApiDocument(table, REST_BASE));

  function match(path: string) {
    return compiled
      .map((entry) => ({ entry, found: entry.pattern.exec(path) }))
      .filter((m) => m.found !== null);
  }

  async function run(entry: CompiledRoute, found: RegExpExecArray, request: Request, url: URL) {
    const { route } = entry;
    const auth = await requestAuthentication(services, request);
    if (auth.kind === "key") {
      // A key is no browser credential (it never rides along unasked), so it needs no CSRF
      // token; it has its own limits apart from any person's.
      const limit = await services.rateLimiter.consume(apiKeyLimits(auth.keyId));
      if (!limit.allowed) {
        return refusal(429, "tooManyRequests", { "retry-after": String(limit.retryAfterSeconds) });
      }
    } else if (
      route.csrf &&
      !isValidCsrfToken(services.secretKey, request.headers.get("x-csrf-token"))
    ) {
      return refusal(403, "csrfInvalid");
    }
    const path: Record<string, string> = {};
    entry.paramNames.forEach((name, index) => {
      const raw = safeDecode(found[index + 1] ?? "");
      const spec = route.pathParams?.[name];
      path[name] = spec ? String(parseParam(name, spec, raw) ?? "") : raw;
    });
    const query: Record<string, ParamValue> = {};
    for (const [name, spec] of Object.entries(route.query ?? {})) {
      query[name] = parseParam(name, spec, url.searchParams.get(name));
    }
    let body: unknown = null;
    if (route.body === "multipart") {
      if (!isMultipart(request)) return refusal(400, "invalidRequest");
      const form = await boundedFormData(request, services.config.uploadMaxBytes).catch(() => {
        throw new BadRequestError();
      });
      if (!form) return refusal(413, "fileTooLarge");
      if (!isStorableInput(form)) return refusal(400, "invalidRequest");
      body = form;
    } else if (route.body === "form" && isUrlEncoded(request)) {
      body = await readFormBody(request);
    } else if (route.method !== "GET" && route.method !== "DELETE") {
      if (isOtherMediaType(request)) return refusal(415, "unsupportedMediaType");
      body = await readJsonBody(request);
    }
    const input = { path, query, body };
    const contextValue = await createContext(services, request, { apiKeys: true });
    const executed = async () =>
      execute({
        schema,
        document: entry.document,
        variableValues: route.variables(input),
        contextValue,
      });
    // Its operation a span of its own when traces are on, as /graphql's are.
    const traced = tracing();
    const result = await (traced ? traced.inOperationSpan(entry.operation, executed) : executed());
    // No data at all: the operation never ran because the schema refused its variables (a
    // value out of Int's range, say): the caller sent something malformed, whatever the cause
    // inside the error. Errors beside data are the resolvers'.
    if (result.errors?.length && result.data === undefined) {
      return refusal(400, "invalidRequest");
    }
    if (result.errors?.length) return errorResponse(result.errors[0], route);
    const failure = typedError(result.data);
    if (failure) return errorResponse(failure, route);
    const data = result.data ?? {};
    if (route.download) {
      const file = route.download(data, input);
      return file ? fileResponse(route.successStatus, file) : refusal(404, "notFound");
    }
    if (route.stream) {
      const made = route.stream(data, services);
      if (!made) return refusal(404, "notFound");
      return new Response(Readable.toWeb(made.body) as ReadableStream, {
        status: route.successStatus,
        headers: {
          "content-type": made.contentType,
          "content-disposition": `attachment; filename="${made.filename.replace(/[^\w.-]/g, "_")}"`,
          "x-content-type-options": "nosniff",
          "cache-control": "no-store",
        },
      });
    }
    if (!route.answer) return json(route.successStatus, null);
    const source = readPath(data, route.at ?? "");
    if (source === null) return refusal(404, "notFound");
    return json(route.successStatus, route.answer.map(source));
  }

  /** A stored file's bytes; the route's GraphQL operation already decided who may read them. */
  async function fileResponse(status: number, file: FileAnswer): Promise<Response> {
    const stored = await services.storage.get(file.storageKey);
    if (!stored) return refusal(404, "notFound");
    const inline = /^(image\/|application\/pdf$)/.test(file.contentType);
    const filename = file.filename.replace(/[^\w.-]/g, "_");
    return new Response(stored.body, {
      status,
      headers: {
        "content-type": file.contentType,
        "content-length": String(stored.size),
        "content-disposition": `${inline ? "inline" : "attachment"}; filename="${filename}"`,
        "x-content-type-options": "nosniff",
        // Uploaded bytes never run as a page of ours: no scripts, no same-origin access. PDFs
        // are left to the browser's viewer, which a sandboxed document would refuse to load.
        ...(file.contentType === "application/pdf"
          ? {}
          : { "content-security-policy": "default-src 'none'; sandbox" }),
        // Only people entitled to a file get it, so no shared cache may keep it; except the
        // content section's pictures, which are on public pages.
        "cache-control": file.immutable
          ? `${file.public ? "public" : "private"}, max-age=${IMMUTABLE_FILE_MAX_AGE_SECONDS}, immutable`
          : "private, max-age=300",
      },
    });
  }

  return async function handle(request: Request, url: URL): Promise<Response> {
    const path = url.pathname.slice(REST_BASE.length) || "/";
    if (path === "/openapi.json" && request.method === "GET") {
      routeIs(`${REST_BASE}/openapi.json`);
      return new Response(openApi, { headers: { "content-type": "application/json" } });
    }
    if (!path.endsWith("/") && match(`${path}/`).length > 0) {
      // The spec's client expects 307 (method and body kept) to the canonical path.
      return new Response(null, {
        status: 307,
        headers: { location: `${REST_BASE}${path}/${url.search}` },
      });
    }
    const candidates = match(path);
    if (candidates.length === 0) return refusal(404, "notFound");
    const chosen = candidates.find((m) => m.entry.route.method === request.method);
    routeIs(`${REST_BASE}${(chosen ?? candidates[0])?.entry.route.path}`);
    if (!chosen?.found) {
      const allow = [...new Set(candidates.map((m) => m.entry.route.method))].join(", ");
      return refusal(405, "methodNotAllowed", { allow });
    }
    try {
      return await run(chosen.entry, chosen.found, request, url);
    } catch (error) {
      return errorResponse(error, chosen.entry.route);
    }
  };
}
