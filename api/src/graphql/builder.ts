import type { ErrorParams } from "@kaamsetu/shared/error-messages";
import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { isPermitted, type Permission } from "../auth/policy/permissions.js";
import { roleScopes } from "../auth/policy/roles.js";
import type { Context } from "../context.js";
import { ForbiddenError, UnauthenticatedError } from "../errors.js";
import type PrismaTypes from "../generated/pothos-prisma-types.js";
import { getDatamodel } from "../generated/pothos-prisma-types.js";
import { decodeGlobalID, encodeGlobalID } from "./global-id.js";

// The one SchemaBuilder. It only configures plugins; types live in graphql/types/<entity>.ts.

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    public: boolean;
    signedIn: boolean;
    labour: boolean;
    employer: boolean;
    admin: boolean;
    /** An action of auth/policy/permissions.ts, or an action on a resource: `["job.manage", job]`. */
    can: Permission;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** An upload (GraphQL multipart request); input only. */
    File: { Input: File; Output: never };
    /** What a failure's message names (types/error.ts); output only. */
    ErrorParams: { Input: never; Output: ErrorParams };
    /** Any JSON value: the platform settings' values, which differ in type by key (types/admin-settings.ts). */
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  scopeAuth: {
    // Nobody signed in (or a dead token): 401; signed in but not allowed: 403.
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
        ? new ForbiddenError()
        : new UnauthenticatedError(ctx.auth.kind === "invalid" ? "sessionExpired" : "unauthorized"),
    // Who may do what is decided in auth/policy; these scopes only ask it.
    authScopes: (ctx) => ({
      public: true,
      ...roleScopes(ctx.viewer),
      // ctx.viewer is read at each check: signing in sets it in the middle of an operation.
      can: (permission) => isPermitted(ctx.viewer, permission),
    }),
  },
  errors: { defaultTypes: [] },
  prisma: {
    // The client comes from the request's context; this instance only carries the types.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "warn",
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    encodeGlobalID,
    decodeGlobalID,
    // Public like the rest of reading: each node type guards itself (its authScopes and the
    // visibility filter in its findUnique), so a visitor sees through `node` only what they may.
    nodeQueryOptions: { authScopes: { public: true } },
    nodesQueryOptions: { authScopes: { public: true } },
  },
});

/**
 * For fields that read null when the viewer may not see them (`...nullWhenRefused`): the refusal
 * is never shown, so one made at start-up stands for all. Building one per row (an Error and its
 * stack, for every job card of a visitor's page) costs a search dearly (bench/RESULTS.md).
 */
const UNSHOWN_REFUSAL = new ForbiddenError();
export const nullWhenRefused = {
  unauthorizedError: () => UNSHOWN_REFUSAL,
  unauthorizedResolver: () => null,
};
