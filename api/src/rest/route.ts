import type { Readable } from "node:stream";
import type { TSchema } from "typebox";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../constants.js";
import type { AppServices } from "../context.js";
import { type AppError, BadRequestError } from "../errors.js";
import type { Shape } from "./shape.js";

// What a REST route is. The gateway serves these and the OpenAPI document describes them; both
// read the same table (route-table.ts), so they cannot disagree.

export type JsonSchema = Record<string, unknown>;

export interface ParamSpec {
  type: "string" | "integer" | "boolean";
  description: string;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: string | number | boolean;
}

export type ParamValue = string | number | boolean | undefined;

export interface RestInput {
  path: Record<string, string>;
  query: Record<string, ParamValue>;
  /** The parsed JSON body; for `body: "multipart"` routes, the FormData. */
  body: unknown;
}

/** A stored file the gateway streams as the answer (downloads), instead of JSON. */
export interface FileAnswer {
  storageKey: string;
  contentType: string;
  /** The name a download is saved under. */
  filename: string;
  /** Bytes that never change under this key (a re-encoded picture): browsers may keep them. */
  immutable?: boolean;
  /** Bytes anyone may read (the content section's pictures): shared caches may keep them too. */
  public?: boolean;
}

/** Bytes made for the answer (the backup archive), streamed as they are made. */
export interface StreamAnswer {
  body: Readable;
  contentType: string;
  /** The name a download is saved under. */
  filename: string;
}

export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Canonical path under /api/v1, with a trailing slash; `{name}` marks a path parameter. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  /**
   * Who may call it, as the OpenAPI document says; the GraphQL schema enforces it. Checked
   * against the policy and the gateway's answers, route by route: route-access.test.ts (users'
   * routes) and admin-permissions.test.ts (admins', role by role).
   */
  access: "public" | "user" | "labour" | "employer" | "admin";
  /** Non-GET calls outside /auth/ and analytics GETs need X-CSRF-Token (none with an API key). */
  csrf: boolean;
  /** Only a session's token, never an API key (making and revoking keys), as OpenAPI says. */
  sessionOnly?: true;
  pathParams?: Record<string, ParamSpec>;
  query?: Record<string, ParamSpec>;
  /**
   * The JSON body it takes, for the OpenAPI document (the form's fields for multipart): a Body's
   * schema (body.ts) where the body is written once, else JSON Schema.
   */
  requestBody?: JsonSchema | TSchema;
  /**
   * How the body is read: JSON (the default); a multipart form bounded by UPLOAD_MAX_BYTES; or
   * "form", an HTML form (application/x-www-form-urlencoded, as the spec's admin login sends)
   * or JSON, read as an object of its fields.
   */
  body?: "json" | "multipart" | "form";
  /**
   * Failure statuses beyond those every route of its kind documents (openapi.ts: 401 and 403
   * for signed-in routes, 404 for one resource, ...), each with its typical message.
   */
  failures?: Record<number, string>;
  /** The GraphQL operation the route executes in-process. */
  document: string;
  variables(input: RestInput): Record<string, unknown>;
  successStatus: number;
  /**
   * The answer (shape.ts): the schema the OpenAPI document publishes and how the answer is made
   * from the operation's data. Without one the route answers 204 No Content.
   */
  answer?: Shape;
  /** Where in the operation's data the answer is made from (a dotted path); null there is a 404. */
  at?: string;
  /** Instead of an answer, the stored file whose bytes are the answer; null is a 404. */
  download?(data: Record<string, unknown>, input: RestInput): FileAnswer | null;
  /**
   * Instead of an answer, bytes the route makes once its operation allowed the call (and wrote
   * what it must, an audit row): the backup archive. Null is a 404.
   */
  stream?(data: Record<string, unknown>, services: AppServices): StreamAnswer | null;
  /** Adds route-specific fields to an error answer (send-otp's `error` and `user_exists`). */
  errorBody?(error: AppError, body: Record<string, unknown>): Record<string, unknown>;
}

/** A JSON request body's field, or undefined; a body that is not an object has no fields. */
export function bodyField(body: unknown, name: string): unknown {
  return body && typeof body === "object" && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** A body field as GraphQL's String: strings and numbers pass, anything else is absent. */
export function bodyString(body: unknown, name: string): string | null {
  const value = bodyField(body, name);
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** A REST enum value as GraphQL spells it; null when it is not one of `allowed`. */
export function bodyEnum(body: unknown, name: string, allowed: readonly string[]): string | null {
  const value = bodyField(body, name);
  return typeof value === "string" && allowed.includes(value.trim().toLowerCase())
    ? (fromRestEnum(value.trim()) ?? null)
    : null;
}

/** A number, or a string of one ("800"); null otherwise. */
export function bodyNumber(body: unknown, name: string): number | null {
  const value = bodyField(body, name);
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
}

/** A list of strings, or one comma-separated string; null otherwise. */
export function bodyList(body: unknown, name: string): string[] | null {
  const value = bodyField(body, name);
  if (typeof value === "string") return [value];
  return Array.isArray(value) && value.every((item) => typeof item === "string") ? value : null;
}

/** Lower-case REST values of a list field that are among `allowed`, as GraphQL spells them. */
export function bodyEnumList(body: unknown, name: string, allowed: readonly string[]): string[] {
  return (bodyList(body, name) ?? [])
    .map((value) => value.trim().toLowerCase())
    .filter((value) => allowed.includes(value))
    .map((value) => value.toUpperCase());
}

export function bodyBoolean(body: unknown, name: string): boolean | null {
  const value = bodyField(body, name);
  if (typeof value === "boolean") return value;
  if (value === "true" || value === "false") return value === "true";
  return null;
}

export const limitParam: ParamSpec = {
  type: "integer",
  description: `Page size, ${PAGE_SIZE_DEFAULT} by default`,
  minimum: 1,
  maximum: PAGE_SIZE_MAX,
  default: PAGE_SIZE_DEFAULT,
};

export const cursorParam: ParamSpec = {
  type: "string",
  description: "next_cursor of the previous page",
  maxLength: 500,
};

/** A list's paging parameters, and the connection arguments they become. */
export const pageQuery = { limit: limitParam, cursor: cursorParam };
export const pageVariables = ({ query }: RestInput) => ({
  first: query.limit,
  after: query.cursor ?? null,
});

/** A path parameter naming one resource by its global ID. */
export const globalId = (what: string): ParamSpec => ({
  type: "string",
  description: `The ${what}'s global ID`,
  maxLength: 200,
});

/** Checks one query or path parameter against its spec; bad input is a 400 naming the field. */
export function parseParam(name: string, spec: ParamSpec, raw: string | null): ParamValue {
  if (raw === null || raw === "") return spec.default;
  if (spec.type === "integer") {
    const value = /^-?\d{1,15}$/.test(raw.trim()) ? Number(raw) : Number.NaN;
    const min = spec.minimum ?? Number.MIN_SAFE_INTEGER;
    const max = spec.maximum ?? Number.MAX_SAFE_INTEGER;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw spec.maximum !== undefined
        ? new BadRequestError("paramWholeNumberRange", { name, min, max })
        : new BadRequestError("paramWholeNumberMin", { name, min });
    }
    return value;
  }
  if (spec.type === "boolean") {
    if (raw === "true" || raw === "1") return true;
    if (raw === "false" || raw === "0") return false;
    throw new BadRequestError("paramBoolean", { name });
  }
  if (spec.maxLength !== undefined && raw.length > spec.maxLength) {
    throw new BadRequestError("paramTooLong", { name, count: spec.maxLength });
  }
  if (spec.enum && !spec.enum.includes(raw)) {
    throw new BadRequestError("paramOneOf", { name, values: spec.enum.join(", ") });
  }
  return raw;
}

/** GraphQL enum values are UPPER_SNAKE; REST spells them lower_snake. */
export const toRestEnum = (value: unknown) =>
  typeof value === "string" ? value.toLowerCase() : null;
export const fromRestEnum = (value: ParamValue) =>
  typeof value === "string" ? value.toUpperCase() : undefined;

/** Select this on a mutation's result union so the gateway can answer its typed errors. */
export const ERROR_FIELDS =
  "__typename ... on AppError { code reason params message fieldErrors { field reason params message } retryAfterSeconds }";

/** A mutation's result union, as `result`: its typed error, or `selection` of its payload. */
export const mutationResult = (call: string, payload: string, selection: string) =>
  `result: ${call} { ${ERROR_FIELDS} ... on ${payload} { ${selection} } }`;

/**
 * A route's mutation (`operation` is its name and variables) whose answer is made from its
 * payload's `field` (`job`, `application`); the payload type is the mutation's name + Payload
 * unless several mutations share one (`payloadType`).
 */
export function mutationAnswer(
  operation: string,
  call: string,
  field: string,
  answer: Shape,
  payloadType?: string,
) {
  const name = call.replace(/\(.*$/s, "");
  const payload = payloadType ?? `${name[0]?.toUpperCase()}${name.slice(1)}Payload`;
  return {
    document: `mutation ${operation} {
      ${mutationResult(call, payload, `${field} { ${answer.selection} }`)}
    }`,
    answer,
    at: `result.${field}`,
  };
}
