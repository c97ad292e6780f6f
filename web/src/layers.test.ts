import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The web app's layers, lowest first. A module imports from its own layer and the ones below it,
// never from one above, so a change ripples only upwards:
//
//   config.ts, theme.ts, locales/, styles/   constants, texts, global styles (config.ts re-exports @kaamsetu/shared)
//   i18n/                          i18next and its lazy namespaces
//   lib/                           helpers and hooks that know no session, no server, no Relay
//   session/                       who is signed in (this browser's storage), CSRF, inactivity
//   relay/                         the server: Relay's environment, route queries, the mutation
//                                  hook, uploads, the @inline fragments several features read
//   components/                    UI several features share
//   features/<feature>/            pages and their parts
//   routes.tsx, route-preloads.ts, known-pages.ts, main.tsx, entry-server.tsx (the app)
//
// Features stand side by side: one imports another only through its routes.ts (the dashboard
// mounts the screens of the others) or a Relay fragment component it renders (the saved-jobs
// page shows the job card), and from that module only components (capitalised names). Their
// hooks, helpers and styles are theirs alone; what two share moves down. No cycle either.
// Tests follow the same rules, and only tests import test/ (shared test helpers). Every import
// counts: static, dynamic, type-only, side-effect (CSS) and vi.mock.

const SRC = import.meta.dirname;
const APP_FILES = [
  "routes.tsx",
  "route-preloads.ts",
  "known-pages.ts",
  "main.tsx",
  "entry-server.tsx",
];
const LAYERS: readonly (readonly string[])[] = [
  ["config.ts", "theme.ts", "locales", "styles"],
  ["i18n"],
  ["lib"],
  ["session"],
  ["relay"],
  ["components"],
  ["features"],
  APP_FILES,
];
const FRAGMENT_COMPONENT = /\buse(Fragment|PaginationFragment|RefetchableFragment)\s*[<(]/;

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("test/");

/** Every module under web/src (generated artifacts aside), as paths relative to it. */
function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__generated__" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name)
      ? [path.relative(SRC, full).split(path.sep).join("/")]
      : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = path.join(path.dirname(from), specifier).split(path.sep).join("/");
  if (base.startsWith("..")) return `../${base}`; // outside web/src: refused below
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (
      fs.existsSync(path.join(SRC, candidate)) &&
      fs.statSync(path.join(SRC, candidate)).isFile()
    ) {
      return candidate;
    }
  }
  return base;
}

type Import = { target: string; names: string[] };

/** The modules `file` imports, in any of the ways listed above, with the names it takes. */
function importsOf(file: string): Import[] {
  const text = fs.readFileSync(path.join(SRC, file), "utf8");
  return [
    ...text.matchAll(
      /\b(?:import\s+(?:type\s+)?\{([^}]*)\}\s+from|from|import|mock)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g,
    ),
  ].flatMap(([, names = "", specifier = ""]) => {
    const target = resolve(file, specifier);
    if (target === null || target.startsWith("__generated__/")) return [];
    const taken = names
      .split(",")
      .map((name) => name.replace(/^\s*type\s+/, "").trim())
      .filter(Boolean);
    return [{ target, names: taken }];
  });
}

const featureOf = (file: string) => (file.startsWith("features/") ? file.split("/")[1] : null);

function layerOf(file: string): number {
  if (file.startsWith("test/")) return LAYERS.length;
  if (file.endsWith(".d.ts")) return 0;
  // The tests of root modules (config, routes, preloads) stand with the app.
  if (!file.includes("/") && isTest(file)) return LAYERS.length - 1;
  const top = file.split("/")[0] ?? file;
  const layer = LAYERS.findIndex((names) => names.includes(top));
  if (layer < 0) throw new Error(`${file} belongs to no layer: add its folder to LAYERS`);
  return layer;
}

/** Why `file` may not import `names` from `target`, or null when it may. */
function violation(file: string, { target, names }: Import): string | null {
  if (target.startsWith("../")) return null; // outside web/src: its own test below
  if (target.startsWith("test/") || isTest(target)) {
    return isTest(file) ? null : "only tests import test helpers";
  }
  if (layerOf(target) > layerOf(file)) return "imports a layer above its own";
  const [from, to] = [featureOf(file), featureOf(target)];
  if (from && to && from !== to) {
    if (target === `features/${to}/routes.ts`) return null;
    const source = fs.readFileSync(path.join(SRC, target), "utf8");
    const components = names.every((name) => /^[A-Z]/.test(name));
    if (target.endsWith(".tsx") && FRAGMENT_COMPONENT.test(source) && components) return null;
    return "imports from another feature something other than its routes or a fragment component";
  }
  return null;
}

describe("the web app's layers", () => {
  const files = sourceFiles();

  it("finds the modules it checks", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(importsOf("routes.tsx")).toContainEqual({
      target: "components/Layout.tsx",
      names: ["Layout"],
    });
  });

  it("has every import point down, or sideways through a route or a fragment", () => {
    const found = files.flatMap((file) =>
      importsOf(file).flatMap((taken) => {
        const why = violation(file, taken);
        return why ? [`${file} -> ${taken.target}: ${why}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it("reaches outside web/src only through packages (@kaamsetu/shared, never ../api)", () => {
    // Tests may import the web's own build tooling (web/build), and only that.
    const outside = files.flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => target.startsWith("../"))
        .filter(({ target }) => !(isTest(file) && target.startsWith("../../build/")))
        .map(({ target }) => `${file} → ${target.slice(3)}`),
    );
    expect(outside).toEqual([]);
  });

  it("has no cycle between features", () => {
    const edges = new Map<string, Set<string>>();
    for (const file of files.filter((candidate) => !isTest(candidate))) {
      for (const { target } of importsOf(file)) {
        const [from, to] = [featureOf(file), featureOf(target)];
        if (from && to && from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    const cycles = new Set<string>();
    const visit = (feature: string, trail: string[]) => {
      if (trail.includes(feature)) {
        const cycle = trail.slice(trail.indexOf(feature)).sort();
        cycles.add(cycle.join(" <-> "));
        return;
      }
      for (const next of edges.get(feature) ?? []) visit(next, [...trail, feature]);
    };
    for (const feature of edges.keys()) visit(feature, []);
    expect([...cycles]).toEqual([]);
  });
});
