import { type GraphQLError, Kind, type ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import { JSON_BODY_MAX_BYTES } from "../constants.js";
import { type Context, carrySocketAddress } from "../context.js";
import { BadRequestError, PayloadTooLargeError } from "../errors.js";
import { isMultipart, readBounded } from "../http/body-limit.js";
import { decodeStorableUtf8, isStorableInput, isStorableText } from "../text-guard.js";
import { toGraphQLError } from "./errors.js";

// GraphQL's side of text-guard.ts: a JSON body is read up to JSON_BODY_MAX_BYTES and must be
// UTF-8; GET parameters must be JSON where GraphQL says JSON; variables, the document (its
// string literals included, whose escapes can spell a NUL) and uploaded file names must hold
// only storable text. Refusals are 400 'Invalid request' (413 for a body too long) before any
// resolver, and so any query, runs.

const invalid = () => toGraphQLError(new BadRequestError(), undefined, { status: 400 });
const tooLarge = () => toGraphQLError(new PayloadTooLargeError(), undefined, { status: 413 });

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
    if (!isStorableText(node.value)) context.reportError(invalid());
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
          return refuse(invalid());
        }
        if (!isJsonOrAbsent(searchParams.get("extensions"))) {
          return refuse(invalid());
        }
        return;
      }
      if (request.method !== "POST" || isMultipart(request)) return;
      const bytes = await readBounded(request, JSON_BODY_MAX_BYTES);
      if (!bytes) return refuse(tooLarge());
      const text = decodeStorableUtf8(bytes);
      if (text === null) return refuse(invalid());
      const checked = new fetchAPI.Request(request.url, {
        method: "POST",
        headers: request.headers,
        body: text,
        // Resolvers learn through it that the client went away (the SQL console stops its query).
        signal: request.signal,
      });
      carrySocketAddress(request, checked);
      setRequest(checked);
    },
    onParams({ params, setResult }) {
      if (!isStorableInput(params)) setResult({ errors: [invalid()] });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(storableLiterals);
    },
  };
}
