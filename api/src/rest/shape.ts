import Type, {
  type Static,
  type TArray,
  type TObject,
  type TObjectOptions,
  type TSchema,
  type TSchemaOptions,
} from "typebox";

// A REST answer is written once, as a shape: for each REST field, its JSON Schema (TypeBox) and
// where its value comes from in the GraphQL operation's result. From that one definition come
// the schema the OpenAPI document publishes, its TypeScript type (Static), the GraphQL selection
// the route's document asks for, and the mapping from the result to the answer. The selection
// and what is read from the result cannot disagree: both come from the same path. What the
// GraphQL schema says of each path (its type, whether it can be null, an enum's values) is
// checked against the REST schema by shape.test.ts; what is sent, by every REST test (ajv).

// ------------------------------------------------------------------ schema pieces

/** Also null: `{type: [T, "null"]}` (and null among an enum's values), as OpenAPI 3.1 writes it. */
export function nullable<T extends TSchema>(schema: T, options: TSchemaOptions = {}) {
  const { type, enum: values, ...rest } = schema as Record<string, unknown>;
  const written =
    typeof type === "string"
      ? {
          ...rest,
          type: [type, "null"],
          ...(Array.isArray(values) ? { enum: [...values, null] } : {}),
        }
      : { anyOf: [schema, { type: "null" }] };
  return Type.Unsafe<Static<T> | null>({ ...written, ...options });
}

/** One of these strings. */
export const oneOf = <const V extends readonly string[]>(values: V, options: TSchemaOptions = {}) =>
  Type.Unsafe<V[number]>({ type: "string", enum: [...values], ...options });

export const stringList = () => Type.Array(Type.String());
export const dateTime = (options: TSchemaOptions = {}) =>
  Type.String({ format: "date-time", ...options });

// ------------------------------------------------------------------ selections and paths

/** A GraphQL selection as a tree: a field's sub-selection, or true for a leaf. */
interface Selection {
  [field: string]: Selection | true;
}

/**
 * A path into the result, as dotted GraphQL fields; a field may carry its arguments
 * (`applications(first: $first).edges.node`). Through a list, the rest applies to each item.
 */
const segments = (path: string) => (path === "" ? [] : path.split("."));
const responseKey = (segment: string) => segment.replace(/\(.*$/s, "").trim();

function selectionOf(path: string, leaf: Selection | true = true): Selection | true {
  return segments(path).reduceRight<Selection | true>(
    (inner, segment) => ({ [segment]: inner }),
    leaf,
  );
}

function merge(into: Selection, add: Selection | true): void {
  if (add === true) return;
  for (const [field, sub] of Object.entries(add)) {
    const known = into[field];
    if (sub === true) {
      into[field] = known ?? true;
      continue;
    }
    const tree = known && known !== true ? known : {};
    merge(tree, sub);
    into[field] = tree;
  }
}

const print = (selection: Selection): string =>
  Object.entries(selection)
    .filter(([, sub]) => sub === true || Object.keys(sub).length > 0)
    .map(([field, sub]) => (sub === true ? field : `${field} { ${print(sub)} }`))
    .join(" ");

/** Each path's response keys, parsed once: the paths are the route table's, a fixed set. */
const parsedPaths = new Map<string, string[]>();

function keysOf(path: string): string[] {
  let keys = parsedPaths.get(path);
  if (!keys) {
    keys = segments(path).map(responseKey);
    parsedPaths.set(path, keys);
  }
  return keys;
}

/** The value at `path` in a result; null where the result is null on the way. */
export function readPath(value: unknown, path: string): unknown {
  return readKeys(value, keysOf(path), 0);
}

function readKeys(value: unknown, keys: readonly string[], from: number): unknown {
  let current = value;
  for (let index = from; index < keys.length; index++) {
    if (current == null) return null;
    if (Array.isArray(current)) return current.map((item) => readKeys(item, keys, index));
    current = (current as Record<string, unknown>)[keys[index] as string];
  }
  return current ?? null;
}

// ------------------------------------------------------------------ fields

/** How a REST field is made; `name` is the field's REST name. */
export interface FieldSpec<S extends TSchema = TSchema> {
  schema: S;
  bind(name: string): { selection: Selection | true; read(source: unknown): unknown };
  /** Left out of the answer when null (what only some callers may read). */
  omitNull?: boolean;
  /** For shape.test.ts: the GraphQL paths it reads, and how. */
  source(name: string): FieldSource[];
}

export interface FieldSource {
  path: string;
  kind: "value" | "enum" | "object" | "computed";
  schema: TSchema;
  /** The nested shape, for "object". */
  shape?: Shape;
}

const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function pathField<S extends TSchema>(
  schema: S,
  kind: FieldSource["kind"],
  from: string | undefined,
  convert: (value: unknown) => unknown,
  nested?: Shape,
): FieldSpec<S> {
  const pathOf = (name: string) => from ?? camelCase(name);
  return {
    schema,
    bind: (name) => {
      // Worked out once per answer shape, not once per value of every answer.
      const path = pathOf(name);
      return {
        selection: selectionOf(path, nested?.tree ?? true),
        read: (source) => convert(readPath(source, path)),
      };
    },
    source: (name) => [{ path: pathOf(name), kind, schema, shape: nested }],
  };
}

/**
 * The GraphQL value as it is. `from` is its path in the result when that is not the REST name
 * in camelCase (`job_title` ← `job.title`).
 */
export const field = <S extends TSchema>(schema: S, from?: string) =>
  pathField(schema, "value", from, (value) => value);

/** A GraphQL enum value (or a list of them) as REST spells it: in lower case. */
export const restEnum = <S extends TSchema>(schema: S, from?: string) =>
  pathField(schema, "enum", from, lowerCase);

const lowerCase = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(lowerCase)
    : typeof value === "string"
      ? value.toLowerCase()
      : value;

/** A nested answer; null stays null (say so with `nullable(…)` around the field). */
export const object = <S extends TObject>(shape: Shape<S>, from?: string) =>
  pathField(
    shape.schema,
    "object",
    from,
    (value) => (value == null ? null : shape.map(value)),
    shape,
  );

/** A list of nested answers. */
export const list = <S extends TObject>(shape: Shape<S>, from?: string) =>
  pathField(
    Type.Array(shape.schema) as TArray<S>,
    "object",
    from,
    (value) => (Array.isArray(value) ? value.map((item) => shape.map(item)) : []),
    shape,
  );

/** Made from several values of the result, read at `from` in that order. */
export function computed<S extends TSchema>(
  schema: S,
  from: string[],
  make: (...values: never[]) => Static<S>,
): FieldSpec<S> {
  const selection: Selection = {};
  for (const path of from) merge(selection, selectionOf(path));
  return {
    schema,
    bind: () => ({
      selection,
      read: (source) =>
        (make as (...values: unknown[]) => unknown)(...from.map((path) => readPath(source, path))),
    }),
    source: () => from.map((path) => ({ path, kind: "computed" as const, schema })),
  };
}

/** The same value in every answer. */
export const constant = <S extends TSchema>(schema: S, value: Static<S>): FieldSpec<S> => ({
  schema,
  bind: () => ({ selection: {}, read: () => value }),
  source: () => [],
});

/** A field that may also be null (a nested answer that is not always there). */
export const orNull = <S extends TSchema>(spec: FieldSpec<S>) => ({
  ...spec,
  schema: nullable(spec.schema),
  source: (name: string) =>
    spec.source(name).map((found) => ({ ...found, schema: nullable(found.schema) })),
});

/** These fields, read inside the result's `path`: a nested object's fields, flattened. */
export function within<F extends Record<string, FieldSpec>>(path: string, specs: F): F {
  const moved = Object.entries(specs).map(([key, spec]) => {
    const bind = (name: string) => {
      const inner = spec.bind(name);
      return {
        selection: selectionOf(path, inner.selection),
        read: (source: unknown) => inner.read(readPath(source, path)),
      };
    };
    const source = (name: string) =>
      spec.source(name).map((found) => ({ ...found, path: `${path}.${found.path}` }));
    return [key, { ...spec, bind, source }];
  });
  return Object.fromEntries(moved) as F;
}

/** Present only when its value is not null (fields only some callers may read). */
export function optional<S extends TSchema>(spec: FieldSpec<S>) {
  return { ...spec, schema: Type.Optional(spec.schema), omitNull: true };
}

// ------------------------------------------------------------------ shapes

type Properties<F extends Record<string, FieldSpec>> = { [K in keyof F]: F[K]["schema"] };

export interface Shape<S extends TObject = TObject> {
  /** The answer's JSON Schema, as the OpenAPI document publishes it. */
  schema: S;
  /** The GraphQL selection that fetches what the answer is made of. */
  selection: string;
  tree: Selection;
  /** The answer, made from the GraphQL result the selection fetched. */
  map(source: unknown): Static<S>;
  specs: Record<string, FieldSpec>;
}

/** A REST answer: its fields in the order the answer lists them. */
export function shape<F extends Record<string, FieldSpec>>(
  specs: F,
  options: TObjectOptions = {},
): Shape<TObject<Properties<F>>> {
  const fields = Object.entries(specs).map(([name, spec]) => ({ name, spec, ...spec.bind(name) }));
  const tree: Selection = {};
  for (const { selection } of fields) merge(tree, selection);
  const properties = Object.fromEntries(fields.map(({ name, spec }) => [name, spec.schema]));
  return {
    schema: Type.Object(properties as Properties<F>, options),
    selection: print(tree),
    tree,
    specs,
    map(source) {
      const answer: Record<string, unknown> = {};
      for (const { name, spec, read } of fields) {
        const value = read(source);
        if (!(spec.omitNull && value == null)) answer[name] = value;
      }
      return answer as Static<TObject<Properties<F>>>;
    },
  };
}

/**
 * The same answer, selecting only what `fields` read: the others must be optional, and are left
 * out (lists anyone may read select no job owner's figures).
 */
export function selecting<S extends TObject>(
  answer: Shape<S>,
  fields: Record<string, FieldSpec>,
): Shape<S> {
  const { selection, tree } = shape(fields);
  return { ...answer, selection, tree };
}

/**
 * REST's list page of the GraphQL connection at `from`: `items`, `total` (all that match) and
 * `next_cursor` (null on the last page). Spread into a shape to add fields beside them.
 */
export function pageFields<S extends TObject>(item: Shape<S>, from = "") {
  const at = (path: string) => (from ? `${from}.${path}` : path);
  return {
    items: list(item, at("edges.node")),
    total: field(Type.Integer({ minimum: 0 }), at("totalCount")),
    next_cursor: computed(
      nullable(Type.String()),
      [at("pageInfo.hasNextPage"), at("pageInfo.endCursor")],
      (hasNext: boolean, end: string | null) => (hasNext ? end : null),
    ),
  };
}

export const page = <S extends TObject>(item: Shape<S>, from = "") => shape(pageFields(item, from));

/** The TypeScript type of a shape's answers. */
export type Answer<T extends Shape> = Static<T["schema"]>;
