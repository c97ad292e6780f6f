import fs from "node:fs";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { PERSISTED_DOCUMENT_FILES } from "./persisted.js";
import { schema } from "./schema.js";

// Every operation the web app ships stays under the server's cost limit (yoga.ts's armour), with
// the limit the server starts with: a page whose query grew past it fails for everyone.

describe("the web app's operations", () => {
  const { maxCost } = loadConfig({}).graphql;
  // relay-compiler also persists the web unit tests' own queries (…TestQuery); the app never sends them.
  const documents = Object.entries(
    JSON.parse(fs.readFileSync(PERSISTED_DOCUMENT_FILES.generated, "utf8")) as Record<
      string,
      string
    >,
  ).filter(([, text]) => !/^(query|mutation|subscription) \w+TestQuery\b/.test(text));

  it.each(
    documents.map(([id, text]) => [
      /(query|mutation|subscription) (\w+)/.exec(text)?.[2] ?? id,
      text,
    ]),
  )("%s costs at most the limit", (_name, text) => {
    const errors = validate(schema, parse(text), [costLimitRule({ maxCost })]);
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
