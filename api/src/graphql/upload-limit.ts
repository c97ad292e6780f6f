import type { Plugin } from "graphql-yoga";
import type { Config } from "../config.js";
import { type Context, carrySocketAddress } from "../context.js";
import { PayloadTooLargeError } from "../errors.js";
import { isMultipart, MULTIPART_OVERHEAD_BYTES, readBounded } from "../http/body-limit.js";
import { toGraphQLError } from "./errors.js";

// The upload mutation's multipart body, bounded like REST's (http/body-limit.ts).

/**
 * GraphQL multipart requests (the upload mutation) get the same bound before yoga parses them:
 * too long is a 413 in GraphQL's error shape.
 */
export function uploadBodyLimit(config: Pick<Config, "uploadMaxBytes">): Plugin<Context> {
  return {
    async onRequest({ request, setRequest, endResponse, fetchAPI }) {
      if (request.method !== "POST" || !isMultipart(request)) return;
      const bytes = await readBounded(request, config.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES);
      if (!bytes) {
        const body = { errors: [toGraphQLError(new PayloadTooLargeError("fileTooLarge"))] };
        endResponse(
          new fetchAPI.Response(JSON.stringify(body), {
            status: 413,
            headers: { "content-type": "application/json; charset=utf-8" },
          }),
        );
        return;
      }
      const bounded = new fetchAPI.Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: bytes,
        // Resolvers learn through it that the client went away (the SQL console stops its query).
        signal: request.signal,
      });
      carrySocketAddress(request, bounded);
      setRequest(bounded);
    },
  };
}
