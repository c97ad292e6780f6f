import { GraphQLError, Kind, type ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import { isMultipart, readBounded } from "../body-limit.js";
import { JSON_BODY_MAX_BYTES } from "../constants.js";
import { type Context, carrySocketAddress } from "../context.js";
import { messages } from "../messages.js";
import { decodeStorableUtf8, isStorableInput, isStorableText } from "../text-guard.js";

// GraphQL's side of text-guard.ts: a JSON body is read up to JSON_BODY_MAX_BYTES and must be
// UTF-8; GET parameters must be JSON where GraphQL says JSON; variables, the document (its
// string literals included, whose escapes can spell a NUL) and uploaded file names must hold
// only storable text. Refusals are 400 'Invalid request' (413 for a body too long) before any
// resolver, and so any query, runs.

function refusal(status: number, message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST",
      http: { status },
    },
  });
}

function isJsonOrAbsent(raw: string | null): boolean {
  if (raw === null || raw === "") return true;
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}

/** Reports a string literal that PostgreSQL could not store. */
const storableLiterals: ValidationRule = (context) => ({
  [Kind.STRING]: (node) => {
    if (!isStorableText(node.value)) context.reportError(refusal(400, messages.invalidRequest));
  },
});

export function inputGuard(): Plugin<Context> {
  return {
    async onRequest({ request, url, setRequest, endResponse, fetchAPI }) {
      const refuse = (error: GraphQLError) =>
        endResponse(
          new fetchAPI.Response(JSON.stringify({ errors: [error.toJSON()] }), {
            status: Number((error.extensions.http as { status: number }).status),
            headers: { "content-type": "application/json; charset=utf-8" },
          }),
        );
      if (request.method === "GET") {
        // Yoga would answer a 500 for `?variables=<not JSON>`.
        const { searchParams } = url;
        if (!isJsonOrAbsent(searchParams.get("variables"))) {
          return refuse(refusal(400, messages.invalidRequest));
        }
        if (!isJsonOrAbsent(searchParams.get("extensions"))) {
          return refuse(refusal(400, messages.invalidRequest));
        }
        return;
      }
      if (request.method !== "POST" || isMultipart(request)) return;
      const bytes = await readBounded(request, JSON_BODY_MAX_BYTES);
      if (!bytes) return refuse(refusal(413, messages.requestTooLarge));
      const text = decodeStorableUtf8(bytes);
      if (text === null) return refuse(refusal(400, messages.invalidRequest));
      const checked = new fetchAPI.Request(request.url, {
        method: "POST",
        headers: request.headers,
        body: text,
      });
      carrySocketAddress(request, checked);
      setRequest(checked);
    },
    onParams({ params, setResult }) {
      if (!isStorableInput(params)) setResult({ errors: [refusal(400, messages.invalidRequest)] });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(storableLiterals);
    },
  };
}
