import type { Plugin } from "graphql-yoga";
import { isApiKey } from "../auth/api-keys.js";
import { bearerToken } from "../auth/session.js";
import type { Context } from "../context.js";
import { UnauthenticatedError } from "../errors.js";
import { toGraphQLError } from "./errors.js";

// An API key is for a partner's server over REST (/api/v1), never for GraphQL, which is the web
// app's own API: a request bearing one is answered 401 before anything runs, whatever it asks.

export function apiKeysRefused(): Plugin<Context> {
  return {
    onRequest({ request, endResponse }) {
      const token = bearerToken(request);
      if (!token || !isApiKey(token)) return;
      const refusal = toGraphQLError(new UnauthenticatedError("apiKeyRestOnly"));
      endResponse(
        new Response(JSON.stringify({ errors: [refusal.toJSON()] }), {
          status: 401,
          headers: { "content-type": "application/json; charset=utf-8" },
        }),
      );
    },
  };
}
