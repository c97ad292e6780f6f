import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The web bundle imports these modules directly, so they pull in nothing: no package, no Node
// module, nothing of the server or the web app, only each other (and types). Read as text: a
// static scan of import specifiers.

const SRC = import.meta.dirname;

const sources = fs
  .readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));

function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(SRC, file), "utf8");
  const found = text.matchAll(
    /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g,
  );
  return [...found].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

describe("the shared package", () => {
  it("has its modules", () => {
    expect(sources).toContain("constants.ts");
    expect(sources).toContain(path.join("places", "india.ts"));
  });

  it.each(sources)("%s imports only the package's own modules", (file) => {
    const outside = importsOf(file).filter((specifier) => {
      if (!specifier.startsWith(".")) return true;
      const target = path.resolve(SRC, path.dirname(file), specifier);
      return path.relative(SRC, target).startsWith("..");
    });
    expect(outside).toEqual([]);
  });
});
