import type { GraphQLField, GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "./schema.js";

// Redwood's @requireAuth/@skipAuth rule for our root fields: each one either is guarded or is
// marked public, so a forgotten guard fails here instead of shipping open. The decision is read
// back from the options Pothos keeps on the built schema (`extensions.pothosOptions`), that is
// exactly what scope-auth enforces. That a visitor then gets UNAUTHENTICATED (REST 401) is proved
// beside each mutation; markNotificationRead, markAllNotificationsRead and uploadFile, which every
// user's role may do, are refused to visitors by the type's default before their own `can` scope
// (types/notification.test.ts, rest/notifications.test.ts, rest/files.test.ts).

type Scopes = Record<string, unknown> | ((...args: never[]) => unknown);

interface PothosOptions {
  authScopes?: Scopes;
  skipTypeScopes?: boolean;
}

const optionsOf = (node: GraphQLObjectType | GraphQLField<unknown, unknown>) =>
  (node.extensions.pothosOptions ?? {}) as PothosOptions;

const isPublicMarker = (scopes: Scopes | undefined) =>
  typeof scopes === "object" && Object.keys(scopes).length === 1 && scopes.public === true;

type Decision = "public" | "guarded" | { missing: string };

function decisionOf(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>): Decision {
  const typeScopes = optionsOf(type).authScopes;
  const { authScopes, skipTypeScopes } = optionsOf(field);
  const typeDefaultApplies = typeScopes !== undefined && !skipTypeScopes;
  if (isPublicMarker(authScopes)) {
    return typeDefaultApplies
      ? { missing: "marked public but the type's scopes still apply: add skipTypeScopes: true" }
      : "public";
  }
  if (authScopes !== undefined || typeDefaultApplies) return "guarded";
  return {
    missing: skipTypeScopes
      ? "skips the type's scopes without authScopes of its own"
      : "no authScopes: say who may call it, or authScopes: { public: true }",
  };
}

function rootTypes(): GraphQLObjectType[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    (type): type is GraphQLObjectType => type != null,
  );
}

function decisions(): Map<string, Decision> {
  const all = new Map<string, Decision>();
  for (const type of rootTypes()) {
    for (const field of Object.values(type.getFields())) {
      all.set(`${type.name}.${field.name}`, decisionOf(type, field));
    }
  }
  return all;
}

describe("root field authorization", () => {
  it("has Query, Mutation and Subscription", () => {
    expect(rootTypes().map((type) => type.name)).toEqual(["Query", "Mutation", "Subscription"]);
  });

  it("requires a signed-in user on Mutation and Subscription by default, and not on Query", () => {
    expect(optionsOf(schema.getMutationType() as GraphQLObjectType).authScopes).toEqual({
      signedIn: true,
    });
    expect(optionsOf(schema.getSubscriptionType() as GraphQLObjectType).authScopes).toEqual({
      signedIn: true,
    });
    expect(optionsOf(schema.getQueryType() as GraphQLObjectType).authScopes).toBeUndefined();
  });

  it("has an explicit decision on every root field", () => {
    const undecided = [...decisions()].filter(([, decision]) => typeof decision === "object");
    expect(Object.fromEntries(undecided)).toEqual({});
  });

  // Opening a mutation to visitors is the exception: it should be a visible change here.
  it("opens to visitors only the sign-in mutations, the first admin, recordJobView, translateJob (rate-limited per address), the contact form and the newsletter", () => {
    const publicWrites = [...decisions()]
      .filter(([name, decision]) => decision === "public" && !name.startsWith("Query."))
      .map(([name]) => name)
      .sort();
    expect(publicWrites).toEqual([
      "Mutation.adminLogin",
      "Mutation.createFirstAdmin",
      "Mutation.recordJobView",
      "Mutation.registerEmployer",
      "Mutation.registerLabour",
      "Mutation.sendContactMessage",
      "Mutation.sendOtp",
      "Mutation.signOut",
      "Mutation.subscribeNewsletter",
      "Mutation.translateJob",
      "Mutation.unsubscribeNewsletter",
      "Mutation.verifyOtp",
    ]);
  });
});
