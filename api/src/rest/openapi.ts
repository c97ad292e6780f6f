import { ERROR_MESSAGES } from "@kaamsetu/shared/error-messages";
import Type from "typebox";
import { API_KEY_PREFIX, API_KEY_SCOPES, JSON_BODY_MAX_BYTES } from "../constants.js";
import { messages } from "../messages.js";
import type { JsonSchema, ParamSpec, RestRoute } from "./route.js";

// The OpenAPI 3.1 document of /api/v1, generated from the route table at start-up.

const reasonParams = {
  reason: Type.Enum(Object.keys(ERROR_MESSAGES), {
    description:
      "The failure's key in the message catalogue, as GraphQL's AppError.reason spells it; the same whatever the language of detail (an addition to REST.md)",
  }),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
    description:
      "The values detail was worded with ({count}, {values}, ...), by name (an addition to REST.md)",
  }),
};

/**
 * Every failure's body: the message, its reason and params, and each field's message, reason and
 * params when fields were at fault.
 */
const errorBody = Type.Object({
  detail: Type.String(),
  ...reasonParams,
  errors: Type.Optional(
    Type.Unsafe<Record<string, string>>({
      type: "object",
      additionalProperties: { type: "string" },
    }),
  ),
  error_reasons: Type.Optional(
    Type.Record(Type.String(), Type.Object(reasonParams), {
      description: "Each field of errors, with its reason and params (an addition to REST.md)",
    }),
  ),
});

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

function paramSchema(spec: ParamSpec): JsonSchema {
  const { description: _description, ...schema } = spec;
  return schema;
}

/** JSON made by the route's answer shape, a download's bytes, or nothing (204). */
function successContent(route: RestRoute) {
  const [type, schema] = route.stream
    ? ["application/x-tar", { type: "string", format: "binary" }]
    : route.download
      ? ["application/octet-stream", { type: "string", format: "binary" }]
      : ["application/json", route.answer?.schema];
  return schema ? { content: { [type]: { schema } } } : {};
}

function operation(route: RestRoute) {
  const parameters = [
    ...Object.entries(route.pathParams ?? {}).map(([name, spec]) => ({
      name,
      in: "path",
      required: true,
      description: spec.description,
      schema: paramSchema(spec),
    })),
    ...Object.entries(route.query ?? {}).map(([name, spec]) => ({
      name,
      in: "query",
      required: false,
      description: spec.description,
      schema: paramSchema(spec),
    })),
    ...(route.csrf
      ? [{ name: "X-CSRF-Token", in: "header", required: true, schema: { type: "string" } }]
      : []),
  ];
  const responses: Record<string, unknown> = {
    [route.successStatus]: { description: "Success", ...successContent(route) },
    400: errorResponse(messages.invalidRequest),
    500: errorResponse(messages.serverError),
  };
  if (route.pathParams) responses[404] = errorResponse(messages.notFound);
  // The gateway reads a JSON body on every POST, PUT and PATCH, declared or not (gateway.ts).
  if (route.body !== "multipart" && route.method !== "GET" && route.method !== "DELETE") {
    responses[413] = errorResponse(messages.requestTooLarge);
    responses[415] = errorResponse(messages.unsupportedMediaType);
  }
  responses[503] = {
    ...errorResponse(messages.serverError),
    description: `${messages.serverError}: the database is briefly unavailable; retry after the Retry-After header's seconds`,
  };
  for (const [status, message] of Object.entries(route.failures ?? {})) {
    responses[status] = errorResponse(message);
  }
  if (route.access !== "public") {
    responses[401] = errorResponse(messages.unauthorized);
    // An API key's own limits (auth/api-keys.ts), apart from any person's.
    responses[429] ??= {
      ...errorResponse(messages.tooManyRequests),
      description: `${messages.tooManyRequests} (an API key's own limit; see Retry-After)`,
    };
  }
  if (route.access !== "public" || route.csrf)
    responses[403] = errorResponse(messages.permissionDenied);
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    parameters,
    ...(route.requestBody
      ? {
          requestBody: {
            required: true,
            content:
              route.body === "form"
                ? {
                    "application/x-www-form-urlencoded": { schema: route.requestBody },
                    "application/json": { schema: route.requestBody },
                  }
                : {
                    [route.body === "multipart" ? "multipart/form-data" : "application/json"]: {
                      schema: route.requestBody,
                    },
                  },
          },
        }
      : {}),
    ...(route.access === "public"
      ? { security: [] }
      : route.sessionOnly
        ? { security: [{ bearer: [] }] }
        : {}),
    responses,
  };
}

export function buildOpenApiDocument(routes: RestRoute[], base: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const entry = paths[route.path] ?? {};
    entry[route.method.toLowerCase()] = operation(route);
    paths[route.path] = entry;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "KaamSetu REST API",
      version: "1",
      description: `Paths end with '/'; a path without it answers 307 to the canonical one. Errors are {detail, reason, params}, with errors and error_reasons when fields were at fault. JSON bodies are at most ${JSON_BODY_MAX_BYTES} bytes of UTF-8 sent as application/json. Text holding a NUL or a lone surrogate is refused with 400. Every answer carries X-Request-Id, which the server's log names.`,
    },
    servers: [{ url: base }],
    paths,
    components: {
      schemas: { Error: errorBody },
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description:
            "A session's token, from /auth/verify-otp/ (or /admin/login/); mutations also need X-CSRF-Token",
        },
        apiKey: {
          type: "http",
          scheme: "bearer",
          bearerFormat: `${API_KEY_PREFIX}…`,
          description: `An API key from /integrations/keys/ (${API_KEY_PREFIX}…), acting as its owner within its scopes (${API_KEY_SCOPES.join(", ")}); no X-CSRF-Token. REST only.`,
        },
      },
    },
    security: [{ bearer: [] }, { apiKey: [] }],
  };
}
