import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { RelayFeatureFlags } from "relay-runtime";
import { describe, expect, it } from "vitest";
import * as hooks from "../../build/react-relay-hooks.js";
import { FLAGGED } from "../../build/relay-hooks";
import * as runtime from "../../build/relay-runtime.js";

// The build gives the app trimmed copies of react-relay and relay-runtime (web/build/
// relay-hooks.ts). These tests hold them to what react-relay's own code needs, so a Relay
// upgrade that reads something new fails here, not in a visitor's browser.

const require = createRequire(path.join(import.meta.dirname, "relay-build.test.ts"));
const hooksEntry = fs.readFileSync(require.resolve("../../build/react-relay-hooks.js"), "utf8");

/** react-relay's modules the trimmed entry reaches, through their relative requires. */
function reachedModules(): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const [, relative] of source.matchAll(/require\(['"](\.{1,2}\/[^'"]+)['"]\)/g)) {
      const target = FLAGGED.get(relative ?? "") ?? relative ?? "";
      visit(require.resolve(path.join(path.dirname(file), target)));
    }
  };
  for (const [, module] of hooksEntry.matchAll(/from "(react-relay\/lib\/[^"]+)"/g)) {
    visit(require.resolve(module ?? ""));
  }
  return [...found];
}

/** What those modules read from require("relay-runtime"): `name`, `__internal.name`. */
function runtimeNamesRead(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8");
    const bindings = [...source.matchAll(/(\w+) = require\(['"]relay-runtime['"]\)/g)].map(
      ([, name]) => name ?? "",
    );
    for (const binding of bindings) {
      for (const [, name, inner] of source.matchAll(
        new RegExp(`\\b${binding}\\.(\\w+)(?:\\.(\\w+))?`, "g"),
      )) {
        names.add(name === "__internal" && inner ? `__internal.${inner}` : (name ?? ""));
      }
      // `var internal = runtime.__internal, fetchQuery = internal.fetchQuery`
      for (const [, internal] of source.matchAll(
        new RegExp(`(\\w+) = ${binding}\\.__internal\\b(?!\\.)`, "g"),
      )) {
        for (const [, inner] of source.matchAll(new RegExp(`\\b${internal}\\.(\\w+)`, "g"))) {
          names.add(`__internal.${inner}`);
        }
      }
    }
  }
  return names;
}

describe("the trimmed Relay the build ships", () => {
  it("exports every hook it names", () => {
    const exported: Record<string, unknown> = hooks;
    for (const [, name] of hooksEntry.matchAll(/as (\w+) \}/g)) {
      expect(exported[name ?? ""], name).toBeTypeOf("function");
    }
  });

  it("gives react-relay every name it reads from relay-runtime", () => {
    const modules = reachedModules();
    expect(modules.length).toBeGreaterThan(10);
    const names = runtimeNamesRead(modules);
    expect(names.size).toBeGreaterThan(10);
    const exported = runtime as Record<string, unknown>;
    const internal = exported.__internal as Record<string, unknown>;
    for (const name of names) {
      const value = name.startsWith("__internal.")
        ? internal[name.slice("__internal.".length)]
        : exported[name];
      expect(value, name).toBeDefined();
    }
  });

  it("keeps ENABLE_ACTIVITY_COMPATIBILITY on, as its choice of hook modules assumes", () => {
    expect(RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
  });
});
