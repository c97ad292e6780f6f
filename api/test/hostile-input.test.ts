import fs from "node:fs";
import net from "node:net";
import fc from "fast-check";
import {
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUserSession } from "../src/auth/session.js";
import { encodeGlobalID } from "../src/graphql/global-id.js";
import { PERSISTED_DOCUMENT_FILES } from "../src/graphql/persisted.js";
import { schema } from "../src/graphql/schema.js";
import { REST_BASE } from "../src/rest/gateway.js";
import { buildOpenApiDocument } from "../src/rest/openapi.js";
import { routes } from "../src/rest/route-table.js";
import { createTestApp, listen, type TestApp } from "./app.js";
import { createJob } from "./fixtures.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "./sessions.js";

// Hostile input, generated: every REST route of the OpenAPI document and every GraphQL
// operation the web app persists gets control characters, lone surrogates, very long strings,
// wrong types, huge, negative and non-finite numbers, deep nesting, unknown fields and path
// traversal in IDs, from every kind of caller. None may answer 5xx, and a refused request must
// leave the data as it was. The seed is printed; HOSTILE_SEED=<seed> replays a run and
// HOSTILE_RUNS=<n> sets the requests per route (fast-check shrinks a failure to its smallest).

const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 2_147_483_647);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 20);
console.log(
  `hostile input: seed ${SEED}, ${RUNS} runs a route; replay with HOSTILE_SEED=${SEED} npx vitest run --project api api/test/hostile-input.test.ts`,
);

// ---------------------------------------------------------------------------------------------
// Values

const nasty = fc.constantFrom(
  "\u0000",
  "\ud800",
  "\udfff",
  "\u202e",
  "\ufeff",
  "\u0007",
  "\r\n",
  "%00",
  "%",
  "'",
  '"',
  "\\",
  "<script>",
  "../",
  "{{x}}",
  "💪",
  "प्लंबर",
);
const hostileChar = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: hostileChar, minLength: 1, maxLength: 40 }) },
  fc.constantFrom(
    "",
    " ",
    "../../../../etc/passwd",
    "..%2F..%2Fetc%2Fpasswd",
    "Job:1",
    "null",
    "true",
    "1e999",
    "-1",
    "NaN",
    "Infinity",
    "9999999999999999999999",
    "2026-13-45",
    "' OR '1'='1",
  ),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => "x".repeat(n)),
) as fc.Arbitrary<string>;
/** Non-finite numbers survive JSON as these markers (toJsonText writes them out). */
const NON_FINITE = { inf: "__+inf__", negInf: "__-inf__" } as const;
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 63), 1e308, -1e308),
  fc.constantFrom(NON_FINITE.inf, NON_FINITE.negInf),
);
const nested = fc.integer({ min: 2, max: 300 }).map((depth) => {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
});
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  nested,
  fc.array(hostileString, { maxLength: 40 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
);

/** JSON text, with the non-finite markers written as numbers JSON.parse reads as Infinity. */
function toJsonText(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll(`"${NON_FINITE.inf}"`, "1e999")
    .replaceAll(`"${NON_FINITE.negInf}"`, "-1e999");
}

/** Leaves are plausible about two times in three, so requests also reach the database. */
const mostlyPlausible = (plausible: fc.Arbitrary<unknown>, hostile: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 1, arbitrary: hostile });

interface Schema {
  type?: string | string[];
  enum?: readonly unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  maximum?: number;
}

/** A value the schema allows (so requests also get past validation), or a hostile one. */
function valueFor(spec: Schema | undefined, ids: string[]): fc.Arbitrary<unknown> {
  const type = Array.isArray(spec?.type) ? spec?.type[0] : spec?.type;
  let plausible: fc.Arbitrary<unknown> | null = null;
  if (spec?.enum?.length) plausible = fc.constantFrom(...spec.enum);
  else if (type === "integer" || type === "number") {
    plausible = fc.integer({ min: 1, max: Math.min(spec?.maximum ?? 50, 50) });
  } else if (type === "boolean") plausible = fc.boolean();
  else if (type === "string") plausible = fc.constantFrom("Plumber", "Maharashtra", "Pune", ...ids);
  else if (type === "array") plausible = fc.array(valueFor(spec?.items, ids), { maxLength: 3 });
  return plausible ? mostlyPlausible(plausible, hostileJson) : hostileJson;
}

const asParam = (value: unknown) => (typeof value === "string" ? value : toJsonText(value));

/**
 * Percent-encodes text as a client could send it, lone surrogates included (as the bytes
 * WTF-8 gives them, which are not UTF-8); encodeURIComponent and URLSearchParams cannot.
 */
function percentEncode(text: string): string {
  let out = "";
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xed, 0xa0 | ((unit >> 6) & 0x1f), 0x80 | (unit & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    } else out += encodeURIComponent(char);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The world the requests land in

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
const tokens: Record<string, string | null> = {
  anonymous: null,
  "not a session": "AAAAAAAAAAAAAAAAAAAAAAAA",
  malformed: "not a token!",
};
/** The signed-in callers' users, for a fresh session where a call ends the one it is sent with. */
const userIds: Record<string, number> = {};
/** Real IDs, so some requests reach the rows behind the routes. */
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  const employer = await signedInEmployer(t);
  const worker = await signedInWorker(t);
  tokens.employer = employer.token;
  tokens.worker = worker.token;
  userIds.employer = employer.user.id;
  userIds.worker = worker.user.id;
  const job = await createJob(t.db.prisma, employer.user.id);
  const application = await t.db.prisma.application.create({
    data: { jobId: job.id, labourId: worker.user.id },
  });
  const notification = await t.db.prisma.notification.create({
    data: { userId: worker.user.id, title: "Hello", message: "Hello", type: "APPLICATION_STATUS" },
  });
  ids.push(
    encodeGlobalID("Job", job.id),
    encodeGlobalID("Application", application.id),
    encodeGlobalID("Notification", notification.id),
    encodeGlobalID("Job", 2_147_483_648),
    encodeGlobalID("User", worker.user.id),
  );
}, 60_000);
afterAll(async () => {
  await server.close();
  await t.close();
});

const caller = fc.constantFrom("anonymous", "not a session", "malformed", "worker", "employer");

/** The data a refused request must leave alone (counters and sessions may move). */
const DATA_TABLES = [
  "users",
  "labour_profiles",
  "employer_profiles",
  "educations",
  "experiences",
  "identity_documents",
  "jobs",
  "applications",
  "saved_jobs",
  "ratings",
  "paid_confirmations",
  "contact_verifications",
  "notifications",
  "stored_files",
];

async function fingerprint(): Promise<string> {
  const parts = DATA_TABLES.map(
    (table) =>
      `SELECT '${table}' AS t, md5(coalesce(string_agg((to_jsonb(x) - 'view_count')::text, '|' ORDER BY (to_jsonb(x) - 'view_count')::text), '')) AS h FROM ${table} x`,
  );
  const { rows } = await t.db.pool.query<{ t: string; h: string }>(parts.join(" UNION ALL "));
  return rows.map((row) => `${row.t}:${row.h}`).join(",");
}

/** Signing out ends the token it is sent with; such calls get a fresh session each time. */
async function tokenFor(who: string, endsSession: boolean): Promise<string | null> {
  const userId = userIds[who];
  if (!endsSession || userId === undefined) return tokens[who] ?? null;
  return startUserSession(t.db.prisma, t.services, userId, { userAgent: null, ipAddress: null });
}

interface Sent {
  status: number;
  text: string;
}

async function send(
  method: string,
  path: string,
  who: string,
  body: BodyInit | undefined,
  headers: Record<string, string>,
  endsSession = false,
): Promise<Sent> {
  const token = await tokenFor(who, endsSession);
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    redirect: "manual",
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body,
  });
  return { status: response.status, text: await response.text() };
}

async function expectSafe(request: () => Promise<Sent>, refused: (answer: Sent) => boolean) {
  const before = await fingerprint();
  const answer = await request();
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
  if (refused(answer)) expect(await fingerprint()).toBe(before);
  return answer;
}

// ---------------------------------------------------------------------------------------------
// REST: every operation of the OpenAPI document

interface Operation {
  operationId: string;
  parameters: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const openApi = buildOpenApiDocument(routes, REST_BASE) as unknown as {
  paths: Record<string, Record<string, Operation>>;
};
const restOperations = Object.entries(openApi.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

describe("REST routes take hostile input without a 5xx or a change", () => {
  it.each(restOperations)("$method $path", async ({ path, method, operation }) => {
    const pathParams = operation.parameters.filter((p) => p.in === "path");
    const queryParams = operation.parameters.filter((p) => p.in === "query");
    const content = operation.requestBody?.content ?? {};
    const multipart = "multipart/form-data" in content;
    const bodySchema = Object.values(content)[0]?.schema;
    const bodyFields = bodySchema?.properties ?? {};
    const idArb = () => fc.oneof(fc.constantFrom(...ids), hostileString);

    const request = fc.record({
      who: caller,
      csrf: fc.boolean(),
      path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, idArb()]))),
      query: fc.record(
        Object.fromEntries(queryParams.map((p) => [p.name, fc.option(valueFor(p.schema, ids))])),
      ),
      body: fc.oneof(
        {
          weight: 4,
          arbitrary: fc.record(
            Object.fromEntries(Object.entries(bodyFields).map(([k, s]) => [k, valueFor(s, ids)])),
            { requiredKeys: [] },
          ),
        },
        { weight: 1, arbitrary: hostileJson },
      ),
      unknown: fc.dictionary(hostileString, hostileJson, { maxKeys: 2 }),
    });

    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          percentEncode(String(input.path[name])),
        );
        const search = Object.entries(input.query)
          .filter(([, value]) => value !== null)
          .map(([name, value]) => `${name}=${percentEncode(asParam(value).slice(0, 4000))}`)
          .join("&");
        const headers: Record<string, string> = input.csrf ? { ...csrfHeaders(t) } : {};
        let body: BodyInit | undefined;
        if (multipart) {
          const form = new FormData();
          const fields = (input.body ?? {}) as Record<string, unknown>;
          form.set("purpose", asParam(fields.purpose ?? "resume").slice(0, 1000));
          const name = asParam(fields.file ?? "resume.pdf").slice(0, 1000);
          form.set("file", new Blob(["%PDF-1.4 hostile"], { type: "application/pdf" }), name);
          body = form;
        } else if (method !== "get" && method !== "delete") {
          const fields =
            input.body && typeof input.body === "object" && !Array.isArray(input.body)
              ? { ...input.unknown, ...input.body }
              : input.body;
          body = toJsonText(fields);
          headers["content-type"] = "application/json";
        }
        const query = search ? `?${search}` : "";
        await expectSafe(
          () =>
            send(
              method.toUpperCase(),
              `${REST_BASE}${url}${query}`,
              input.who,
              body,
              headers,
              operation.operationId === "logout",
            ),
          (answer) => answer.status >= 400,
        );
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// GraphQL: every operation the web app persists, variables generated from their types

function argumentFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return argumentFor(type.ofType, depth);
  if (isListType(type)) {
    return mostlyPlausible(
      fc.array(argumentFor(type.ofType, depth + 1), { maxLength: 4 }),
      hostileJson,
    );
  }
  const named = getNamedType(type);
  if (isEnumType(named)) {
    return mostlyPlausible(fc.constantFrom(...named.getValues().map((v) => v.name)), hostileJson);
  }
  if (isInputObjectType(named)) {
    if (depth > 3) return hostileJson;
    const fields = Object.values(named.getFields());
    const record = fc.record(
      Object.fromEntries(fields.map((field) => [field.name, argumentFor(field.type, depth + 1)])),
    );
    return mostlyPlausible(record, hostileJson);
  }
  if (named.name === "Int" || named.name === "Float") {
    return mostlyPlausible(fc.integer({ min: 1, max: 50 }), fc.oneof(hostileNumber, hostileJson));
  }
  if (named.name === "Boolean") return mostlyPlausible(fc.boolean(), hostileJson);
  if (named.name === "ID") return mostlyPlausible(fc.constantFrom(...ids), hostileString);
  return mostlyPlausible(fc.constantFrom("Plumber", "Pune", "Maharashtra"), hostileString);
}

const documentsFile = [PERSISTED_DOCUMENT_FILES.generated, PERSISTED_DOCUMENT_FILES.built].find(
  (file) => fs.existsSync(file),
);
const persisted = Object.entries(
  documentsFile
    ? (JSON.parse(fs.readFileSync(documentsFile, "utf8")) as Record<string, string>)
    : {},
)
  .map(([id, text]) => {
    const operation = parse(text).definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    return { id, text, operation };
  })
  // A subscription is a stream that stays open; its only input is the token.
  .filter(({ operation }) => operation && operation.operation !== "subscription")
  .map(({ id, text, operation }) => ({ id, text, name: operation?.name?.value ?? id, operation }));

/** A typed failure in a mutation's data (`... on AppError`) is a refusal too. */
function isRefused(answer: Sent): boolean {
  if (answer.status >= 400) return true;
  const body = JSON.parse(answer.text) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors?.length) return true;
  return Object.values(body.data ?? {}).some(
    (value) => (value as { __typename?: string } | null)?.__typename === "AppError",
  );
}

describe("persisted GraphQL operations take hostile variables without a 5xx or a change", () => {
  it("found the web app's operations", () => {
    expect(persisted.length).toBeGreaterThan(10);
  });

  it.each(persisted)("$name", async ({ text, operation }) => {
    const definitions = operation?.variableDefinitions ?? [];
    const variables = fc.record(
      Object.fromEntries(
        definitions.map((definition) => {
          const type = typeFromAST(schema, definition.type) as GraphQLInputType;
          return [definition.variable.name.value, argumentFor(type)];
        }),
      ),
    );
    const endsSession = /signOut/.test(text);
    await fc.assert(
      fc.asyncProperty(caller, variables, fc.boolean(), async (who, values, csrf) => {
        const answer = await expectSafe(
          () =>
            send(
              "POST",
              "/graphql",
              who,
              toJsonText({ query: text, variables: values }),
              { "content-type": "application/json", ...(csrf ? csrfHeaders(t) : {}) },
              endsSession,
            ),
          isRefused,
        );
        const body = JSON.parse(answer.text) as { errors?: { extensions?: { code?: string } }[] };
        const codes = (body.errors ?? []).map((error) => error.extensions?.code);
        expect(codes, answer.text.slice(0, 300)).not.toContain("INTERNAL_SERVER_ERROR");
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Headers and redirects: every route, over a raw socket, with control bytes, DEL and characters
// beyond Latin-1 in the address (percent-encoded and raw) and in the request's headers. Every
// request gets a status line below 500 within seconds, and every header of every answer is one
// an HTTP client can read (a Location of `/\x7f` once left the socket open with no answer).

/** 0x00-0x1F, 0x7F, Latin-1's upper half, and characters beyond Latin-1 (BMP, astral, separators). */
const ODD_CHARS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  "\x7f",
  "é",
  "ÿ",
  "你好",
  "प्लंबर",
  "💪",
  "\u2028",
  "\u202e",
  "\ufeff",
];
const oddText = fc
  .tuple(fc.constantFrom(...ODD_CHARS), fc.constantFrom("", "a", "/b", "?c=d", "#e"))
  .map(([char, tail]) => `${char}${tail}`);

/** The headers a route reads or echoes, each of which may carry the odd text. */
const ECHOED_HEADERS = [
  "accept-language",
  "cookie",
  "referer",
  "origin",
  "user-agent",
  "x-request-id",
  "x-forwarded-for",
  "x-csrf-token",
  "authorization",
  "if-none-match",
  "sec-fetch-site",
];

interface RawAnswer {
  status: number;
  headers: [string, string][];
}

/** One HTTP/1.1 request written byte for byte; rejects when no status line comes in time. */
function rawRequest(method: string, target: Buffer, headers: Buffer[]): Promise<RawAnswer> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s to ${method} ${target.toString("latin1")}`));
    }, 5_000);
    const finish = () => {
      clearTimeout(timer);
      const head = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n")[0] ?? "";
      const [statusLine = "", ...lines] = head.split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
      if (Number.isNaN(status)) {
        reject(new Error(`no status line for ${method} ${target.toString("latin1")}: ${head}`));
        return;
      }
      resolve({
        status,
        headers: lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      });
    };
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // The head is enough; a page's body need not be read to the end.
      if (Buffer.concat(chunks).includes("\r\n\r\n")) {
        socket.destroy();
        finish();
      }
    });
    socket.on("end", finish);
    socket.on("error", () => finish());
    socket.write(
      Buffer.concat([
        Buffer.from(`${method} `),
        target,
        Buffer.from(" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"),
        ...headers.flatMap((header) => [header, Buffer.from("\r\n")]),
        Buffer.from(method === "POST" ? "Content-Length: 0\r\n\r\n" : "\r\n"),
      ]),
    );
  });
}

/** The addresses of every route: REST (with and without its slash), pages, forms, the rest. */
const addresses = [
  ...restOperations
    .filter(({ method }) => method === "get" || method === "post")
    .map(({ method, path }) => ({
      method: method.toUpperCase(),
      path: `${REST_BASE}${path.replace(/\{\w+\}/g, "1")}`,
    })),
  ...restOperations
    .filter(({ method, path }) => method === "get" && path.endsWith("/"))
    .map(({ path }) => ({
      method: "GET",
      path: `${REST_BASE}${path.replace(/\{\w+\}/g, "1").slice(0, -1)}`,
    })),
  ...[
    "/",
    "/jobs",
    "/jobs/1",
    "/privacy",
    "/blog",
    "/sign-in",
    "/role-selection",
    "/dashboard",
    "/admin",
    "/no-such-page",
    "/language/hi",
    "/language/xx",
    "/graphql",
    "/api/csrf-token",
    "/healthz",
    "/readyz",
    "/assets/none.js",
  ].map((path) => ({ method: "GET", path })),
  ...["/contact", "/newsletter", "/language/hi"].map((path) => ({ method: "POST", path })),
];

/** Every header of an answer is one a client can read: visible ASCII, spaces and tabs. */
function expectReadable(answer: RawAnswer, request: string) {
  expect(answer.status, request).toBeLessThan(500);
  for (const [name, value] of answer.headers) {
    expect(value, `${request}: ${name}`).toMatch(/^[\t\x20-\x7e]*$/);
  }
  const location = answer.headers.find(([name]) => name === "location")?.[1];
  if (location !== undefined) {
    expect(location, request).toMatch(/^\/(?![/\\])/);
  }
}

describe("headers and redirects take odd bytes without a hang or a 5xx", () => {
  const where = fc.constantFrom("query-encoded", "query-raw", "path-encoded", "header");
  it.each(addresses)("$method $path", async (address) => {
    await fc.assert(
      fc.asyncProperty(
        where,
        oddText,
        fc.constantFrom(...ECHOED_HEADERS),
        async (place, text, header) => {
          const encoded = percentEncode(text);
          let target = Buffer.from(address.path);
          const headers: Buffer[] = [];
          if (place === "query-encoded") {
            target = Buffer.from(`${address.path}?next=/${encoded}&q=${encoded}&lang=${encoded}`);
          } else if (place === "query-raw") {
            target = Buffer.concat([Buffer.from(`${address.path}?next=/`), Buffer.from(text)]);
          } else if (place === "path-encoded") {
            target = Buffer.from(`${address.path}${encoded}`);
          } else {
            headers.push(Buffer.concat([Buffer.from(`${header}: `), Buffer.from(`x${text}`)]));
          }
          const request = `${address.method} ${target.toString("latin1")} [${headers.join()}]`;
          expectReadable(await rawRequest(address.method, target, headers), request);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("returns from a language choice to every odd `next`, encoded or home", async () => {
    for (const char of ODD_CHARS) {
      for (const next of [`/${char}`, `/a${char}b?c=${char}#${char}`, `/${char}/evil`]) {
        const target = Buffer.from(`/language/hi?next=${percentEncode(next)}`);
        const answer = await rawRequest("GET", target, []);
        // A NUL is refused for the whole address (text the database cannot store).
        expect(answer.status, next).toBe(char === "\0" ? 400 : 303);
        expectReadable(answer, JSON.stringify(next));
      }
    }
    const chinese = await rawRequest(
      "GET",
      Buffer.from("/language/hi?next=/%E4%BD%A0%E5%A5%BD"),
      [],
    );
    expect(chinese.headers).toContainEqual(["location", "/%E4%BD%A0%E5%A5%BD"]);
  });
});
