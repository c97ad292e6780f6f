import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  API_KEYS_PER_OWNER_MAX,
} from "@kaamsetu/shared/constants";
import Type from "typebox";
import { messages } from "../messages.js";
import { asList, asString, body, orElse, reads } from "./body.js";
import { globalId, mutationResult, type RestInput, type RestRoute } from "./route.js";
import { dateTime, field, list, nullable, object, shape } from "./shape.js";

// Integrations (an addition to REST.md, issue 44): an employer's or admin's API keys, made,
// listed and revoked from a signed-in session. A key itself may not call these (no scope holds
// "apiKey.manage"); docs/integrations.md walks a partner through them.

const ApiKey = shape({
  id: field(Type.String({ description: "Global ID" })),
  name: field(Type.String()),
  scopes: field(Type.Array(Type.String({ enum: [...API_KEY_SCOPES] }))),
  prefix: field(Type.String({ description: "ks_live_ and the key's next 8 characters" })),
  created_at: field(dateTime(), "createdAt"),
  last_used_at: field(nullable(dateTime()), "lastUsedAt"),
  revoked_at: field(nullable(dateTime()), "revokedAt"),
});

const ApiKeys = shape({ items: list(ApiKey, "apiKeys") });

const NewKey = shape({
  key: field(
    Type.String({ description: "The whole key, ks_live_…: shown this once, never again" }),
    "secret",
  ),
  api_key: object(ApiKey, "apiKey"),
});

const KEY_BODY = body(
  {
    name: reads(Type.String({ maxLength: API_KEY_NAME_MAX_LENGTH }), orElse(asString, "")),
    scopes: reads(
      Type.Array(Type.String({ enum: [...API_KEY_SCOPES] }), {
        description:
          "What the key may do; an employer's: all but admin:read; an admin's: admin:read",
      }),
      orElse(asList, []),
    ),
  },
  { input: "CreateApiKeyInput", required: ["name", "scopes"], leftOut: "null" },
);

export const integrationRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/integrations/keys/",
    operationId: "createApiKey",
    summary:
      "Makes an API key (employers, and admins for read-only keys); the key is answered this once",
    tag: "integrations",
    access: "employer",
    sessionOnly: true,
    csrf: true,
    requestBody: KEY_BODY.schema,
    failures: {
      409: messages.apiKeysTooMany({ count: API_KEYS_PER_OWNER_MAX }),
      422: messages.validationError,
    },
    document: `mutation RestCreateApiKey($input: CreateApiKeyInput!) {
      ${mutationResult("createApiKey(input: $input)", "CreateApiKeyPayload", `secret apiKey { ${ApiKey.selection} }`)}
    }`,
    variables: ({ body }: RestInput) => ({ input: KEY_BODY.parse(body) }),
    successStatus: 201,
    answer: NewKey,
    at: "result",
  },
  {
    method: "GET",
    path: "/integrations/keys/",
    operationId: "apiKeys",
    summary: "The caller's API keys, live ones first: name, scopes, prefix, created, last used",
    tag: "integrations",
    access: "employer",
    sessionOnly: true,
    csrf: false,
    document: `query RestApiKeys { ${ApiKeys.selection} }`,
    variables: () => ({}),
    successStatus: 200,
    answer: ApiKeys,
    at: "",
  },
  {
    method: "DELETE",
    path: "/integrations/keys/{id}/",
    operationId: "revokeApiKey",
    summary: "Revokes one of the caller's API keys: refused from this moment",
    tag: "integrations",
    access: "employer",
    sessionOnly: true,
    csrf: true,
    pathParams: { id: globalId("API key") },
    document: `mutation RestRevokeApiKey($id: ID!) {
      ${mutationResult("revokeApiKey(id: $id)", "RevokeApiKeyPayload", "apiKey { id }")}
    }`,
    variables: ({ path }: RestInput) => ({ id: path.id }),
    successStatus: 204,
  },
];
