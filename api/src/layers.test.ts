import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Domain code knows neither GraphQL nor HTTP: services, auth and the domain's errors import
// nothing of GraphQL (graphql, yoga, Pothos, our graphql/ layer) nor the REST layer, whose
// rest/status.ts holds the HTTP status of each error code (the shared package's own rule is in
// shared/src/layers.test.ts). Read as text: a static scan of import specifiers.

const SRC = import.meta.dirname;

function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(SRC, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => path.join(dir, file));
}

/** What a module imports or re-exports, statically or dynamically. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(SRC, file), "utf8");
  const found = text.matchAll(
    /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g,
  );
  return [...found].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

/** A specifier as a path under api/src when it is relative, else the package it names. */
const resolve = (file: string, specifier: string) =>
  specifier.startsWith(".")
    ? path.relative(SRC, path.resolve(SRC, path.dirname(file), specifier))
    : specifier;

/** graphql and its packages or our graphql/ layer; Pothos; yoga's plugins; our rest/ layer. */
const GRAPHQL_OR_HTTP = [
  /^graphql($|\/|-)/,
  /^@graphql-/,
  /^@pothos\//,
  /^@escape\.tech\//,
  /^rest\//,
];

describe("layers", () => {
  const domain = [...sourcesUnder("services"), ...sourcesUnder("auth"), "errors.ts"];

  it("finds the domain's files and their imports", () => {
    expect(domain).toContain(path.join("services", "accounts", "otp.ts"));
    expect(importsOf("errors.ts")).toContain("@kaamsetu/shared/error-messages");
    expect(importsOf(path.join("graphql", "errors.ts"))).toContain("graphql");
  });

  it.each(domain)("%s imports nothing of GraphQL or HTTP", (file) => {
    const offending = importsOf(file).filter((specifier) =>
      GRAPHQL_OR_HTTP.some((layer) => layer.test(resolve(file, specifier))),
    );
    expect(offending).toEqual([]);
  });
});
