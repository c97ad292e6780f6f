import {
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../graphql/schema.js";
import { bodyOf } from "./body.js";
import { routes } from "./route-table.js";

// Each request body written once (body.ts) against the GraphQL input it feeds: the route's
// operation takes that input, every body field is one of its fields (camelCase) of the JSON
// kind its GraphQL type reads (an enum's REST values are GraphQL's in lower case), and every
// field of the input is in the body unless it is listed here with why.

type Json = Record<string, unknown>;

/** Input fields REST does not take, and why. */
const NOT_TAKEN: Record<string, string> = {
  "SendContactMessageInput.language":
    "the web app's menu language; a REST caller's is the request's (Accept-Language, ?language=)",
};

const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The JSON types a published field schema allows (anyOf flattened). */
const jsonTypes = (json: Json): string[] =>
  [json.type, ...((json.anyOf as Json[] | undefined) ?? []).flatMap((s) => jsonTypes(s))]
    .flat()
    .filter((type): type is string => typeof type === "string");

const enumValues = (json: Json): string[] | undefined =>
  (json.enum as (string | null)[] | undefined)?.filter((v): v is string => v !== null);

/** What is wrong with feeding `json` to a GraphQL input field of `type`. */
function mismatches(where: string, type: GraphQLInputType, json: Json): string[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  const types = jsonTypes(json);
  if (isListType(inner)) {
    return types.includes("array") ? [] : [`${where}: GraphQL a list, the body no array`];
  }
  const named = getNamedType(inner);
  if (isEnumType(named)) {
    const values = enumValues(json);
    const graphql = named.getValues().map((v) => v.name.toLowerCase());
    if (!types.includes("string")) return [`${where}: GraphQL enum ${named.name}, not a string`];
    if (values?.some((value) => !graphql.includes(value))) {
      return [`${where}: values ${values} are not all of GraphQL's ${graphql}`];
    }
    return [];
  }
  const wanted: Record<string, string[]> = {
    String: ["string"],
    ID: ["string"],
    Int: ["integer"],
    Float: ["number", "integer"],
    Boolean: ["boolean"],
  };
  const kinds = wanted[named.name];
  if (kinds && !kinds.some((kind) => types.includes(kind))) {
    return [`${where}: GraphQL ${named.name}, the body ${types}`];
  }
  return [];
}

const written = routes.filter((route) => bodyOf(route.requestBody));

describe("request bodies against the GraphQL inputs they feed", () => {
  it("are written once for the routes whose operation takes what a body gives", () => {
    expect(written.map((route) => route.operationId).sort()).toEqual(
      [
        "addEducation",
        "adminBroadcast",
        "adminCreate",
        "adminCreateFirst",
        "adminDocumentReject",
        "adminExecuteSql",
        "adminJobFlag",
        "adminJobReject",
        "adminLogin",
        "adminUserBlock",
        "adminUpdate",
        "addExperience",
        "answerPaidAsPromised",
        "applyGeneral",
        "applyToJob",
        "checkUser",
        "confirmApplicationContact",
        "createApiKey",
        "createJob",
        "fileCacheUrl",
        "rateApplication",
        "recordApplicationContact",
        "registerEmployer",
        "reorderEducation",
        "reorderExperience",
        "registerLabour",
        "sendContactMessage",
        "sendOtp",
        "setApplicationStatus",
        "setJobStatus",
        "updateEducation",
        "updateEmployerProfile",
        "updateExperience",
        "updateJob",
        "updateLabourProfile",
        "verifyOtp",
      ].sort(),
    );
  });

  it.each(written)("$method $path", (route) => {
    const body = bodyOf(route.requestBody);
    if (!body) throw new Error("no body");
    const [root, argumentsOf] = body.input.split(".");
    let fields: Record<string, { name: string; type: GraphQLInputType }>;
    if (argumentsOf) {
      // A root field's arguments: the path gives some (the id), the body the others.
      const field = (
        root === "Mutation" ? schema.getMutationType() : schema.getQueryType()
      )?.getFields()[argumentsOf];
      if (!field) throw new Error(`no ${body.input}`);
      expect(route.document).toMatch(new RegExp(`\\b${argumentsOf}\\(`));
      const fromPath = new Set(Object.keys(route.pathParams ?? {}).map(camelCase));
      fields = Object.fromEntries(
        field.args.filter((arg) => !fromPath.has(arg.name)).map((arg) => [arg.name, arg]),
      );
    } else {
      const input = schema.getType(body.input);
      if (!isInputObjectType(input)) throw new Error(`${body.input} is not an input type`);
      expect(route.document).toMatch(new RegExp(`\\$input: ${body.input}\\b`));
      fields = input.getFields();
    }
    const properties = body.schema.properties as Record<string, Json>;
    const problems = Object.entries(properties).flatMap(([name, json]) => {
      const field = fields[camelCase(name)];
      if (!field) return [`${name}: no ${body.input}.${camelCase(name)}`];
      return mismatches(`${name} (${body.input}.${field.name})`, field.type, json);
    });
    const taken = new Set(Object.keys(properties).map(camelCase));
    for (const name of Object.keys(fields)) {
      if (!taken.has(name) && !NOT_TAKEN[`${body.input}.${name}`]) {
        problems.push(`${body.input}.${name}: not in the body`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("finds a field GraphQL does not have and a kind it does not read", () => {
    const input = schema.getType("JobInput");
    if (!isInputObjectType(input)) throw new Error("JobInput");
    const field = input.getFields().positions;
    if (!field) throw new Error("positions");
    expect(mismatches("positions", field.type, { type: "string" })).toEqual([
      "positions: GraphQL Int, the body string",
    ]);
  });
});
