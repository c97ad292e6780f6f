import type { ApiKeyScope } from "@kaamsetu/shared/constants";
import {
  createApiKey,
  listApiKeys,
  type NewApiKey,
  revokeApiKey,
  scopesFor,
} from "../../services/integrations/api-keys.js";
import { builder } from "../builder.js";
import { encodeGlobalID, localId } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";

// Integrations' API keys (services/integrations/api-keys.ts): an employer's, or an admin's
// read-only ones, made and revoked by their owner in a session, never by a key. The secret is
// answered once, by createApiKey.

export const ApiKey = builder.prismaObject("ApiKey", {
  description: "An API key for an integration; its secret is shown only when it is made.",
  fields: (t) => ({
    id: t.id({ resolve: (key) => encodeGlobalID("ApiKey", key.id) }),
    name: t.exposeString("name"),
    scopes: t.exposeStringList("scopes", {
      description: "What the key may do, e.g. jobs:read, applications:write.",
    }),
    prefix: t.exposeString("prefix", {
      description: "The key's first characters (ks_live_ and 8 more), to tell keys apart.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true }),
    revokedAt: t.expose("revokedAt", {
      type: "DateTime",
      nullable: true,
      description: "When it was revoked; a revoked key is refused at once.",
    }),
  }),
});

builder.queryFields((t) => ({
  apiKeys: t.prismaField({
    type: [ApiKey],
    description: "The signed-in employer's or admin's API keys, live ones first, newest first.",
    authScopes: { can: "apiKey.manage" },
    resolve: (_query, _root, _args, ctx) => listApiKeys(ctx),
  }),
  apiKeyScopes: t.stringList({
    description: "The scopes the signed-in employer's or admin's keys may have.",
    authScopes: { can: "apiKey.manage" },
    resolve: (_root, _args, ctx) => [...scopesFor(ctx)],
  }),
}));

const CreateApiKeyInput = builder.inputType("CreateApiKeyInput", {
  fields: (t) => ({
    name: t.string({ required: true, description: "What the key is for, as its owner names it." }),
    scopes: t.stringList({ required: true, description: "Among apiKeyScopes." }),
  }),
});

const CreateApiKeyPayload = builder.objectRef<NewApiKey>("CreateApiKeyPayload").implement({
  fields: (t) => ({
    apiKey: t.field({ type: ApiKey, resolve: (made) => made.key }),
    secret: t.exposeString("secret", {
      description: "The whole key (ks_live_…): shown this once, never again; only a hash is kept.",
    }),
  }),
});

const RevokeApiKeyPayload = nodePayload("RevokeApiKeyPayload", "apiKey", ApiKey);

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreateApiKeyPayload,
    description: "Makes an API key with a name and scopes; its secret is answered once.",
    // Employers and admins both (the mutation type's own scope is users').
    skipTypeScopes: true,
    authScopes: { can: "apiKey.manage" },
    errors: resultUnion("CreateApiKeyResult"),
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    resolve: (_root, args, ctx) =>
      createApiKey(ctx, { name: args.input.name, scopes: args.input.scopes as ApiKeyScope[] }),
  }),
  revokeApiKey: t.field({
    type: RevokeApiKeyPayload,
    description: "Revokes one of the viewer's API keys: it is refused from now on.",
    skipTypeScopes: true,
    authScopes: { can: "apiKey.manage" },
    errors: resultUnion("RevokeApiKeyResult"),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      apiKey: await revokeApiKey(ctx, localId(String(args.id), "ApiKey")),
    }),
  }),
}));
