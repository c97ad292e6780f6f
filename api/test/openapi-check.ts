import { gunzipSync } from "node:zlib";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { buildOpenApiDocument } from "../src/rest/openapi.js";
import type { RestRoute } from "../src/rest/route.js";
import { routes } from "../src/rest/route-table.js";
import { recordRestViolation } from "./rest-violations.js";

// Every answer under /api/v1 that a test receives is checked against the OpenAPI document that
// /api/v1/openapi.json serves (the same object, built from the same route table): its status
// must be one the operation documents, and its JSON body must match that status's schema, errors
// included ({detail}). createTestApp wraps the app with checkedFetch, so every REST test checks
// every answer without asking, and a new route cannot skip it; test/setup.ts fails the test.

type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

// ajv-formats is CommonJS whose typings describe an ES default export.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

const DOCUMENT_ID = "openapi.json";
const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/** A checker of answers against one OpenAPI document: each call lists what is wrong, if anything. */
export function createAnswerChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // The document's schemas are read where they stand, so their `#/components/...` references
  // resolve against the document itself; its own top-level words mean nothing to ajv.
  ajv.addVocabulary(Object.keys(document));
  ajv.addSchema(document as unknown as Schema, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();
  const validator = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${ref}` });
      validators.set(ref, validate);
    }
    return validate;
  };
  const base = new URL(document.servers[0]?.url ?? "/", "http://localhost").pathname;
  // Literal paths first, as the gateway matches them (/jobs/popular-searches/ before /jobs/{id}/).
  const templates = Object.keys(document.paths)
    .map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/\{[a-z_]+\}/g, "[^/]+").replace(/[.]/g, "\\.")}$`),
    }))
    .sort((a, b) => Number(a.path.includes("{")) - Number(b.path.includes("{")));

  return function check(
    method: string,
    pathname: string,
    status: number,
    contentType: string | null,
    bodyText: string,
  ): string[] {
    const path = pathname.slice(base.length) || "/";
    // CORS preflights (OPTIONS) and redirects to the canonical path are not operations.
    if (path === "/openapi.json" || method === "OPTIONS" || (status >= 300 && status < 400)) {
      return [];
    }
    const json = /json/.test(contentType ?? "");
    let body: unknown;
    if (json && bodyText) {
      try {
        body = JSON.parse(bodyText);
      } catch {
        return [`${status}: the body is not JSON`];
      }
    }
    const template = templates.find((t) => t.pattern.test(path))?.path;
    const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
    if (!template || !operation) {
      // No operation: an unknown path (404) or method (405), answered with the error body.
      if (status < 400) return [`${status}: no operation answers ${method} ${path}`];
      return json ? problems(validator(pointer("components", "schemas", "Error")), body) : [];
    }
    const where = `${method} ${template} ${status}`;
    const response = operation.responses[String(status)];
    if (!response) return [`${where}: the operation does not document this status`];
    if (status === 204) return bodyText ? [`${where}: answered a body with No Content`] : [];
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) {
      return bodyText ? [`${where}: documented without a body, answered with one`] : [];
    }
    if (!json) {
      return "application/json" in content
        ? [`${where}: documented as JSON, answered as ${contentType}`]
        : [];
    }
    if (!("application/json" in content)) return [`${where}: answered JSON, documented otherwise`];
    const ref = pointer("paths", template, method.toLowerCase(), "responses", String(status));
    return problems(validator(`${ref}/content/application~1json/schema`), body).map(
      (problem) => `${where}: ${problem}`,
    );
  };
}

function problems(validate: ValidateFunction, body: unknown): string[] {
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || "(body)"} ${error.message ?? error.keyword}`,
  );
}

export type AnswerChecker = ReturnType<typeof createAnswerChecker>;

export const checkerFor = (table: RestRoute[], base: string) =>
  createAnswerChecker(buildOpenApiDocument(table, base) as unknown as OpenApiDocument);

let published: AnswerChecker | undefined;

/**
 * The app's fetch, checking each /api/v1 answer against the published document. A JSON answer
 * is read whole (they are complete before they are sent) and handed on unchanged.
 */
export function checkedFetch<A extends unknown[]>(
  fetch: (request: Request, ...rest: A) => Promise<Response>,
  base: string,
) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    const response = await fetch(request, ...rest);
    const url = URL.canParse(request.url) ? new URL(request.url) : null;
    if (!url || !(url.pathname === base || url.pathname.startsWith(`${base}/`))) return response;
    published ??= checkerFor(routes, base);
    const contentType = response.headers.get("content-type");
    if (!/json/.test(contentType ?? "")) {
      report(
        request,
        url,
        response.status,
        published(request.method, url.pathname, response.status, contentType, ""),
      );
      return response;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const gzipped = response.headers.get("content-encoding") === "gzip";
    const text = (gzipped ? gunzipSync(bytes) : bytes).toString("utf8");
    report(
      request,
      url,
      response.status,
      published(request.method, url.pathname, response.status, contentType, text),
      text,
    );
    const { status, statusText, headers } = response;
    return new Response(status === 204 || status === 304 ? null : bytes, {
      status,
      statusText,
      headers,
    });
  };
}

function report(request: Request, url: URL, status: number, found: string[], text = "") {
  if (found.length === 0) return;
  recordRestViolation(
    `${request.method} ${url.pathname}${url.search} answered ${status} ${text.slice(0, 300)}\n  ${found.join("\n  ")}`,
  );
}
