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

  it("has no cycle of value imports (a type-only import is no edge)", () => {
    const sources = sourcesUnder(".").filter((file) => !file.startsWith("generated"));
    const edges = new Map(sources.map((file) => [file, valueImportsOf(file)]));
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(" -> "));
        return;
      }
      state.set(file, "open");
      for (const next of edges.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of sources) visit(file, []);
    expect(cycles).toEqual([]);
  });
});

/** The modules under api/src `file` imports for their values (not `import type`, not types). */
function valueImportsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(SRC, file), "utf8");
  const found = text.matchAll(
    /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^;]*?)from\s*["'](\.[^"']+)["']/g,
  );
  return [...found].flatMap(([, typeOnly, names = "", specifier = ""]) => {
    if (typeOnly) return [];
    const braces = /\{([^}]*)\}/.exec(names);
    const outside = names.replace(/\{[^}]*\}/, "").replace(/[\s,]/g, "");
    const allTypes =
      braces !== null &&
      outside === "" &&
      braces[1]?.split(",").every((name) => name.trim() === "" || /^type\s/.test(name.trim()));
    if (allTypes) return [];
    const target = resolve(file, specifier.replace(/\.js$/, ".ts"));
    return fs.existsSync(path.join(SRC, target)) ? [target] : [];
  });
}
