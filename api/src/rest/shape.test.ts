import { readFileSync } from "node:fs";
import {
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  getNamedType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionNode,
} from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../graphql/schema.js";
import { routes } from "./route-table.js";
import type { Shape } from "./shape.js";

// Each REST answer's schema against the GraphQL schema it is read from: every path a shape
// reads exists, may be null only where the answer allows null (or leaves the field out), is of
// the JSON type the answer says, and an enum's REST values are the GraphQL ones in lower case.
// With the gateway's validation of each document at start-up, the answer, its selection and
// what the schema returns cannot drift apart.

type Json = Record<string, unknown>;
const segments = (path: string) => (path === "" ? [] : path.split("."));
const fieldName = (segment: string) => segment.replace(/\(.*$/s, "").trim();

/** The object type at `path` of the operation's data (following aliases and `... on` payloads). */
function typeAt(document: string, path: string): GraphQLNamedType {
  const operation = parse(document).definitions[0] as OperationDefinitionNode;
  let type: GraphQLNamedType | null | undefined = schema.getRootType(operation.operation);
  let selections: readonly SelectionNode[] = operation.selectionSet.selections;
  for (const key of segments(path)) {
    const [node, parent] = findField(selections, key, type);
    type = getNamedType(
      isObjectType(parent) ? parent.getFields()[node.name.value]?.type : undefined,
    ) as GraphQLNamedType;
    selections = node.selectionSet?.selections ?? [];
  }
  if (isAbstractType(type)) {
    // A mutation's result union: the answer is made from its payload, not its AppError.
    const payload = selections.find(
      (s) => s.kind === Kind.INLINE_FRAGMENT && s.typeCondition?.name.value !== "AppError",
    );
    if (payload?.kind === Kind.INLINE_FRAGMENT && payload.typeCondition) {
      type = schema.getType(payload.typeCondition.name.value);
    }
  }
  if (!type) throw new Error(`nothing at ${path}`);
  return type;
}

function findField(
  selections: readonly SelectionNode[],
  key: string,
  parent: GraphQLNamedType | null | undefined,
): [FieldNode, GraphQLNamedType | null | undefined] {
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD && (selection.alias ?? selection.name).value === key) {
      return [selection, parent];
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = selection.typeCondition
        ? schema.getType(selection.typeCondition.name.value)
        : parent;
      try {
        return findField(selection.selectionSet.selections, key, inner);
      } catch {}
    }
  }
  throw new Error(`no field ${key}`);
}

const allowsNull = (json: Json): boolean =>
  (Array.isArray(json.type) && json.type.includes("null")) ||
  (Array.isArray(json.anyOf) && (json.anyOf as Json[]).some((s) => s.type === "null"));
const jsonTypes = (json: Json) =>
  [json.type, ...((json.anyOf as Json[] | undefined) ?? []).map((s) => s.type)].flat();

/** Enums whose resolver answers fewer values than the GraphQL type has, and why. */
const NARROWER: Record<string, string> = {
  "User.identityType": "the user's identity document: never their business's GSTIN (types/user.ts)",
};

const SCALARS: Record<string, string> = {
  String: "string",
  ID: "string",
  DateTime: "string",
  Int: "integer",
  Float: "number",
  Boolean: "boolean",
};

interface Read {
  /** How the value is read (shape.ts's FieldSource kind). */
  kind: string;
  omitNull: boolean;
  /** The GraphQL field, Type.field, for NARROWER. */
  field: string;
}

/** What is wrong with reading a value of GraphQL `type` as `json`. */
function mismatches(where: string, type: GraphQLOutputType, json: Json, read: Read): string[] {
  const { kind, omitNull } = read;
  if (kind === "computed") return [];
  const problems: string[] = [];
  if (!isNonNullType(type) && !allowsNull(json) && !omitNull) {
    problems.push(`${where}: GraphQL may give null, the answer allows none`);
  }
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (!jsonTypes(json).includes("array")) return [...problems, `${where}: a list, not an array`];
    return [
      ...problems,
      ...mismatches(`${where}[]`, inner.ofType, json.items as Json, { ...read, omitNull: false }),
    ];
  }
  if (isEnumType(inner)) {
    const values = (json.enum as (string | null)[] | undefined)?.filter((v) => v !== null);
    const graphql = inner.getValues().map((v) => v.name.toLowerCase());
    // No enum in the answer's schema: any string.
    const missing = values ? graphql.filter((value) => !values.includes(value)) : [];
    if (kind !== "enum") problems.push(`${where}: an enum, read as a plain value`);
    else if (
      values?.some((value) => !graphql.includes(value)) ||
      (missing.length > 0 && !NARROWER[read.field])
    ) {
      problems.push(`${where}: enum values ${values} are not GraphQL's ${graphql}`);
    }
    return problems;
  }
  const scalar = SCALARS[getNamedType(inner).name];
  if (scalar && !jsonTypes(json).includes(scalar)) {
    problems.push(
      `${where}: GraphQL ${getNamedType(inner).name}, the answer ${JSON.stringify(json.type)}`,
    );
  }
  return problems;
}

/** Every field of `shape` against GraphQL type `root`. */
function check(shape: Shape, root: GraphQLNamedType, where: string): string[] {
  return Object.entries(shape.specs).flatMap(([name, spec]) =>
    spec.source(name).flatMap((source) => {
      let type: GraphQLOutputType | undefined;
      let parent: GraphQLNamedType = root;
      let field = "";
      for (const segment of segments(source.path)) {
        const found = isObjectType(parent) ? parent.getFields()[fieldName(segment)] : undefined;
        if (!found) return [`${where}.${name}: no GraphQL field ${source.path}`];
        field = `${parent.name}.${found.name}`;
        type = found.type;
        parent = getNamedType(found.type);
      }
      if (!type) return []; // The value `at` the route's path itself.
      const at = `${where}.${name} (${source.path})`;
      const read = { kind: source.kind, omitNull: spec.omitNull ?? false, field };
      const found = mismatches(at, type, source.schema as Json, read);
      return source.shape ? [...found, ...check(source.shape, parent, at)] : found;
    }),
  );
}

describe("REST answers against the GraphQL schema", () => {
  it.each(routes.filter((route) => route.answer))("$method $path", (route) => {
    const answer = route.answer as Shape;
    expect(check(answer, typeAt(route.document, route.at ?? ""), route.operationId)).toEqual([]);
  });

  it("finds a nullable value the answer calls required, and enum values that differ", async () => {
    const { field, oneOf, restEnum, shape } = await import("./shape.js");
    const Type = (await import("typebox")).default;
    const wrong = shape({
      city: field(Type.String()),
      status: restEnum(oneOf(["active", "gone"])),
      title: field(Type.Integer()),
    });
    expect(check(wrong, schema.getType("Job") as GraphQLNamedType, "wrong")).toEqual([
      "wrong.city (city): GraphQL may give null, the answer allows none",
      "wrong.status (status): enum values active,gone are not GraphQL's active,archived,deleted,draft,expired,inactive,scheduled",
      'wrong.title (title): GraphQL String, the answer "integer"',
    ]);
  });
});

/** The GraphQL fields each answer reads, by type: every shape of `shape`, nested ones included. */
function fieldsRead(shape: Shape, type: GraphQLNamedType, read: Map<string, Set<string>>) {
  if (!isObjectType(type)) return;
  const names = read.get(type.name) ?? new Set<string>();
  read.set(type.name, names);
  for (const [name, spec] of Object.entries(shape.specs)) {
    for (const source of spec.source(name)) {
      const path = segments(source.path).map(fieldName);
      if (path[0]) names.add(path[0]);
      if (!source.shape) continue;
      let inner: GraphQLNamedType = type;
      for (const segment of path) {
        const found: { type: GraphQLOutputType } | undefined = isObjectType(inner)
          ? inner.getFields()[segment]
          : undefined;
        if (found) inner = getNamedType(found.type) as GraphQLNamedType;
      }
      fieldsRead(source.shape, inner, read);
    }
  }
}

/** `Type.field` names in the REST facade's list of what it leaves out, in architecture.md. */
function documentedLeftOut(): string[] {
  const doc = readFileSync(new URL("../../../docs/architecture.md", import.meta.url), "utf8");
  const section = doc.split("### What REST leaves out")[1]?.split(/\n## |\n### /)[0] ?? "";
  return [...section.matchAll(/`([A-Z]\w*)\.(\w+)`/g)].map(([, type, field]) => `${type}.${field}`);
}

describe("what GraphQL tells and REST does not", () => {
  it("is each deliberate, and listed in docs/architecture.md with why", () => {
    const read = new Map<string, Set<string>>();
    for (const route of routes) {
      if (route.answer) fieldsRead(route.answer, typeAt(route.document, route.at ?? ""), read);
    }
    const leftOut: string[] = [];
    for (const [name, fields] of read) {
      const type = schema.getType(name);
      // The roots: a route reads one of their fields, the others are other routes' business.
      if (!isObjectType(type) || type === schema.getQueryType()) continue;
      for (const field of Object.keys(type.getFields())) {
        if (!fields.has(field)) leftOut.push(`${name}.${field}`);
      }
    }
    expect(documentedLeftOut().sort()).toEqual(leftOut.sort());
  });
});
