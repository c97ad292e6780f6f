import fs from "node:fs";
import path from "node:path";
import { getDatamodel } from "../src/generated/pothos-prisma-types.js";
import { ROOT } from "../src/paths.js";

// Compares schema.prisma with a live database's catalogue, so the hand-written migrations
// (ARCHITECTURE.md, "Prisma here") cannot drift from the model. The Pothos datamodel gives the
// structure (fields, nullability, lists, ids, uniques, relation fields); it leaves out what the
// database sees, so that part (table/column/enum @map names, @db native types, Unsupported
// fields, relation references and referential actions, @@index) is read from schema.prisma.
// Rules Prisma cannot express (checks, partial and expression indexes) are not compared.

export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

type Datamodel = ReturnType<typeof getDatamodel>;

export const SCHEMA_PATH = path.join(ROOT, "prisma/schema.prisma");
const IGNORED_TABLES = new Set(["_prisma_migrations"]);

interface SchemaField {
  dbName: string;
  isRequired: boolean;
  unsupported?: string;
  nativeType?: { name: string; args: string[] };
  references: string[];
  onDelete?: string;
  onUpdate?: string;
}
interface SchemaModel {
  dbName: string;
  fields: Map<string, SchemaField>;
  indexes: string[][];
}
interface PrismaSchema {
  models: Map<string, SchemaModel>;
  enums: Map<string, { dbName: string; values: string[] }>;
}

/** What schema.prisma says about the database, read line by line as `prisma format` writes it. */
export function parsePrismaSchema(source: string): PrismaSchema {
  const schema: PrismaSchema = { models: new Map(), enums: new Map() };
  for (const [, kind, name = "", body = ""] of source.matchAll(
    /^(model|enum)\s+(\w+)\s*\{(.*?)^\}/gms,
  )) {
    const lines = body.split("\n").map((line) => line.trim());
    const declarations = lines.filter((line) => line && !line.startsWith("//"));
    const blockMap = declarations.find((line) => line.startsWith("@@map("));
    const dbName = (blockMap && /"([^"]+)"/.exec(blockMap)?.[1]) ?? name;
    const members = declarations.filter((line) => !line.startsWith("@@"));
    if (kind === "enum") {
      const values = members.map(
        (line) => /@map\("([^"]+)"\)/.exec(line)?.[1] ?? /^\w+/.exec(line),
      );
      schema.enums.set(name, { dbName, values: values.map(String) });
      continue;
    }
    const model: SchemaModel = { dbName, fields: new Map(), indexes: [] };
    for (const line of declarations.filter((l) => l.startsWith("@@index("))) {
      const list = /\[([^\]]*)\]/.exec(line)?.[1] ?? "";
      model.indexes.push([...list.matchAll(/(\w+)(?:\([^)]*\))?/g)].map((m) => m[1] ?? ""));
    }
    for (const line of members) {
      const m = /^(\w+)\s+(?:Unsupported\("([^"]+)"\)|\w+)(\[\])?(\?)?(.*)$/.exec(line);
      if (!m) continue;
      const [, fieldName = "", unsupported, , optional, attributes = ""] = m;
      const native = /@db\.(\w+)(?:\(([^)]*)\))?/.exec(attributes);
      const relation = /@relation\(([^)]*)\)/.exec(attributes)?.[1] ?? "";
      model.fields.set(fieldName, {
        dbName: /(?<!@)@map\("([^"]+)"\)/.exec(attributes)?.[1] ?? fieldName,
        isRequired: !optional,
        unsupported,
        nativeType: native ? { name: native[1] ?? "", args: splitList(native[2]) } : undefined,
        references: splitList(/references:\s*\[([^\]]*)\]/.exec(relation)?.[1]),
        onDelete: /onDelete:\s*(\w+)/.exec(relation)?.[1],
        onUpdate: /onUpdate:\s*(\w+)/.exec(relation)?.[1],
      });
    }
    schema.models.set(name, model);
  }
  return schema;
}

function splitList(list: string | undefined): string[] {
  return (list ?? "").split(",").flatMap((item) => (item.trim() ? [item.trim()] : []));
}

// Prisma's PostgreSQL types, spelled as format_type() prints them.
const SCALAR_TYPES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Float: "double precision",
  Decimal: "numeric(65,30)",
  Boolean: "boolean",
  DateTime: "timestamp(3) without time zone",
  Json: "jsonb",
  Bytes: "bytea",
};
const NATIVE_TYPES: Record<string, string> = {
  Text: "text",
  VarChar: "character varying",
  Char: "character",
  SmallInt: "smallint",
  Integer: "integer",
  BigInt: "bigint",
  DoublePrecision: "double precision",
  Decimal: "numeric",
  Date: "date",
  Timestamp: "timestamp without time zone",
  Timestamptz: "timestamp with time zone",
  Json: "json",
  JsonB: "jsonb",
};

function nativeTypeName({ name, args }: { name: string; args: string[] }): string {
  const base = NATIVE_TYPES[name] ?? name.toLowerCase();
  if (args.length === 0) return base;
  const time = /^(timestamp|time) (.*)$/.exec(base); // the precision goes before "with time zone"
  return time ? `${time[1]}(${args.join(",")}) ${time[2]}` : `${base}(${args.join(",")})`;
}

interface ExpectedTable {
  columns: Map<string, { type: string; notNull: boolean }>;
  primaryKey: string[];
  uniques: string[][];
  indexes: string[][];
  foreignKeys: ForeignKey[];
}
interface ForeignKey {
  columns: string[];
  refTable: string;
  refColumns: string[];
  onDelete: string;
  onUpdate: string;
}

function expectedTables(datamodel: Datamodel, schema: PrismaSchema, problems: string[]) {
  const tables = new Map<string, ExpectedTable>();
  for (const [name, model] of Object.entries(datamodel.datamodel.models)) {
    const source = schema.models.get(name);
    const declared = [...(source?.fields.entries() ?? [])].filter(([, f]) => !f.unsupported);
    if (!source || declared.length !== model.fields.length) {
      problems.push(
        `generated datamodel of ${name} differs from schema.prisma: run prisma generate`,
      );
      continue;
    }
    const column = (field: string) => source.fields.get(field)?.dbName ?? field;
    const columns = new Map<string, { type: string; notNull: boolean }>();
    for (const field of model.fields) {
      const declaredField = source.fields.get(field.name);
      if (field.kind === "object" || !declaredField) continue;
      const enumName = schema.enums.get(field.type)?.dbName.replace(/^.*[^a-z0-9_].*$/, '"$&"');
      const native = declaredField.nativeType;
      const base = enumName ?? (native ? nativeTypeName(native) : SCALAR_TYPES[field.type]);
      // Lists are NOT NULL DEFAULT ARRAY[] here: the client cannot tell NULL from [].
      columns.set(column(field.name), {
        type: `${base ?? field.type}${field.isList ? "[]" : ""}`,
        notNull: field.isRequired || field.isList,
      });
    }
    for (const field of source.fields.values()) {
      if (field.unsupported)
        columns.set(field.dbName, { type: field.unsupported, notNull: field.isRequired });
    }
    const foreignKeys = model.fields.flatMap((field) => {
      const target = schema.models.get(field.type);
      const relation = source.fields.get(field.name);
      if (!field.relationFromFields?.length || !target || !relation) return [];
      return [
        {
          columns: field.relationFromFields.map(column),
          refTable: target.dbName,
          refColumns: relation.references.map((r) => target.fields.get(r)?.dbName ?? r),
          onDelete: relation.onDelete ?? (field.isRequired ? "Restrict" : "SetNull"),
          onUpdate: relation.onUpdate ?? "Cascade",
        },
      ];
    });
    tables.set(source.dbName, {
      columns,
      primaryKey: (
        model.primaryKey?.fields ?? model.fields.filter((f) => f.isId).map((f) => f.name)
      ).map(column),
      uniques: [
        ...model.fields.filter((f) => f.isUnique).map((f) => [column(f.name)]),
        ...model.uniqueIndexes.map((index) => index.fields.map(column)),
      ],
      indexes: source.indexes.map((index) => index.map(column)),
      foreignKeys,
    });
  }
  return tables;
}

const CATALOGUE = {
  tables: `SELECT c.relname AS table
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`,
  columns: `SELECT c.relname AS table, a.attname AS column, a.attnotnull AS "notNull",
      format_type(a.atttypid, a.atttypmod) AS type
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
      AND a.attnum > 0 AND NOT a.attisdropped`,
  indexes: `SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique,
      x.indisprimary AS primary, (x.indpred IS NOT NULL OR x.indexprs IS NOT NULL) AS partial,
      ARRAY(SELECT a.attname::text FROM unnest(x.indkey::int2[]) WITH ORDINALITY AS k(num, ord)
        JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.num
        WHERE k.ord <= x.indnkeyatts ORDER BY k.ord) AS columns
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema()`,
  foreignKeys: `SELECT con.conname AS name, t.relname AS table, r.relname AS "refTable",
      con.confdeltype AS "onDelete", con.confupdtype AS "onUpdate",
      ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY AS k(num, ord)
        JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num
        ORDER BY k.ord) AS columns,
      ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY AS k(num, ord)
        JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num
        ORDER BY k.ord) AS "refColumns"
    FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid
      JOIN pg_class r ON r.oid = con.confrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE con.contype = 'f' AND n.nspname = current_schema()`,
  enums: `SELECT t.typname AS name, ARRAY(SELECT e.enumlabel::text FROM pg_enum e
        WHERE e.enumtypid = t.oid ORDER BY e.enumsortorder) AS values
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE t.typtype = 'e' AND n.nspname = current_schema()`,
};
// pg_constraint.confdeltype / confupdtype, in Prisma's words.
const ACTIONS: Record<string, string> = {
  a: "NoAction",
  r: "Restrict",
  c: "Cascade",
  n: "SetNull",
  d: "SetDefault",
};

interface Catalogue {
  tables: Set<string>;
  columns: { table: string; column: string; type: string; notNull: boolean }[];
  indexes: {
    table: string;
    name: string;
    unique: boolean;
    primary: boolean;
    partial: boolean;
    columns: string[];
  }[];
  foreignKeys: (ForeignKey & { name: string; table: string })[];
  enums: Map<string, string[]>;
}

async function readCatalogue(client: Queryable): Promise<Catalogue> {
  const select = async <T>(sql: string) => (await client.query(sql)).rows as T[];
  const [tables, columns, indexes, foreignKeys, enums] = await Promise.all([
    select<{ table: string }>(CATALOGUE.tables),
    select<Catalogue["columns"][number]>(CATALOGUE.columns),
    select<Catalogue["indexes"][number]>(CATALOGUE.indexes),
    select<Catalogue["foreignKeys"][number]>(CATALOGUE.foreignKeys),
    select<{ name: string; values: string[] }>(CATALOGUE.enums),
  ]);
  return {
    tables: new Set(tables.map((row) => row.table).filter((table) => !IGNORED_TABLES.has(table))),
    columns,
    indexes: indexes.filter((index) => !index.partial),
    foreignKeys: foreignKeys.map((fk) => ({
      ...fk,
      onDelete: ACTIONS[fk.onDelete] ?? fk.onDelete,
      onUpdate: ACTIONS[fk.onUpdate] ?? fk.onUpdate,
    })),
    enums: new Map(enums.map((row) => [row.name, row.values])),
  };
}

const list = (columns: readonly string[]) => `(${columns.join(", ")})`;
const nullability = (notNull: boolean) => (notNull ? "NOT NULL" : "nullable");
const describeFk = (fk: ForeignKey) =>
  `${list(fk.columns)} -> ${fk.refTable}${list(fk.refColumns)} ` +
  `ON DELETE ${fk.onDelete} ON UPDATE ${fk.onUpdate}`;

function compareTable(table: string, want: ExpectedTable, db: Catalogue, problems: string[]) {
  const columns = new Map(db.columns.filter((c) => c.table === table).map((c) => [c.column, c]));
  for (const [name, { type, notNull }] of want.columns) {
    const have = columns.get(name);
    if (!have) problems.push(`column ${table}.${name} is missing`);
    else if (have.type !== type)
      problems.push(`column ${table}.${name} has type ${have.type}, expected ${type}`);
    if (have && have.notNull !== notNull)
      problems.push(
        `column ${table}.${name} is ${nullability(have.notNull)}, expected ${nullability(notNull)}`,
      );
  }
  for (const name of columns.keys())
    if (!want.columns.has(name)) problems.push(`column ${table}.${name} is not in schema.prisma`);

  const indexes = db.indexes.filter((index) => index.table === table);
  const primary = indexes.find((index) => index.primary);
  if (list(primary?.columns ?? []) !== list(want.primaryKey))
    problems.push(
      `primary key of ${table} is ${primary ? list(primary.columns) : "missing"}, ` +
        `expected ${list(want.primaryKey)}`,
    );
  const uniques = new Set(want.uniques.map(list));
  const dbUniques = indexes.filter((index) => index.unique && !index.primary);
  for (const columns of uniques)
    if (!dbUniques.some((index) => list(index.columns) === columns))
      problems.push(`unique index on ${table}${columns} is missing`);
  for (const index of dbUniques.filter((index) => !uniques.has(list(index.columns))))
    problems.push(
      `unique index ${index.name} on ${table}${list(index.columns)} is not in schema.prisma`,
    );
  for (const columns of want.indexes.map(list))
    if (!indexes.some((index) => list(index.columns) === columns))
      problems.push(`index on ${table}${columns} is missing`);

  const foreignKeys = db.foreignKeys.filter((fk) => fk.table === table);
  const matched = new Set<string>();
  for (const fk of want.foreignKeys) {
    const candidates = foreignKeys.filter((have) => list(have.columns) === list(fk.columns));
    const have = candidates.find((c) => describeFk(c) === describeFk(fk)) ?? candidates[0];
    if (!have) problems.push(`foreign key ${table}${describeFk(fk)} is missing`);
    else if (describeFk(have) !== describeFk(fk))
      problems.push(
        `foreign key ${have.name} is ${table}${describeFk(have)}, expected ${describeFk(fk)}`,
      );
    if (have) matched.add(have.name);
  }
  for (const fk of foreignKeys.filter((fk) => !matched.has(fk.name)))
    problems.push(`foreign key ${fk.name} on ${table}${describeFk(fk)} is not in schema.prisma`);
}

/** One line per difference between the datamodel and the database; empty when they agree. */
export async function findSchemaDrift(
  client: Queryable,
  datamodel: Datamodel = getDatamodel(),
  schemaSource: string = fs.readFileSync(SCHEMA_PATH, "utf8"),
): Promise<string[]> {
  const problems: string[] = [];
  const schema = parsePrismaSchema(schemaSource);
  const expected = expectedTables(datamodel, schema, problems);
  const db = await readCatalogue(client);

  for (const { dbName, values } of schema.enums.values()) {
    const actual = db.enums.get(dbName);
    if (!actual) problems.push(`enum ${dbName} is missing`);
    else if (list(actual) !== list(values))
      problems.push(`enum ${dbName} has values ${list(actual)}, expected ${list(values)}`);
    db.enums.delete(dbName);
  }
  for (const name of db.enums.keys()) problems.push(`enum ${name} is not in schema.prisma`);

  for (const table of db.tables)
    if (!expected.has(table)) problems.push(`table ${table} is not in schema.prisma`);
  for (const [table, want] of expected) {
    if (db.tables.has(table)) compareTable(table, want, db, problems);
    else problems.push(`table ${table} is missing`);
  }
  return problems;
}
