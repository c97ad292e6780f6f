import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin, Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

// The page's loader. Routes load their code lazily, so on a first visit the browser would fetch
// the main bundle, run it, and only then ask for the route's chunks (and, for data pages, Relay):
// one more round trip on a slow phone network. This plugin replaces Vite's entry tags in
// index.html with a tiny inline script at the end of <body> that, from the address alone, adds
// <link rel="modulepreload"> for the entry's imports and the chunks the first route needs, then
// the entry: all of them download together. On a page the server drew it waits for the first
// paint (see loaderScript). It also writes the route table to route-assets.json, from which the
// server puts a server-rendered page's stylesheets in its head, and the chunks that carry the
// back office's or the dashboards' code (`signedInOnly`), which bench:web checks no visitor page
// loads (issue 19: a visitor's pages do not grow by a byte of it). Last, it weighs the scripts
// each visitor page's loader fetches before the app starts (gzip -9, as bench:web counts them)
// and stops the build when a page outgrows its budget (ROUTE_JS_BUDGETS).

/** Route path patterns (":param" matches one segment) and the source modules each one loads. */
export type RoutePreloads = Record<string, readonly string[]>;

function chunkFor(bundle: OutputBundle, file: string): OutputChunk {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
  const chunk =
    chunks.find((candidate) => candidate.facadeModuleId === file) ??
    chunks.find((candidate) => candidate.moduleIds.includes(file));
  if (!chunk) throw new Error(`route-preloads: no chunk contains ${file}`);
  return chunk;
}

/** Every chunk `chunk` imports statically, directly or through another. */
function staticImports(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    const imported = bundle[name];
    if (found.has(name) || imported?.type !== "chunk") return;
    found.add(name);
    imported.imports.forEach(visit);
  };
  chunk.imports.forEach(visit);
  return [...found];
}

/** The files a route needs beyond the entry: its chunks, what they import, and their CSS. */
function filesFor(
  bundle: OutputBundle,
  root: string,
  entry: OutputChunk,
  modules: readonly string[],
): string[] {
  const loaded = new Set([entry.fileName, ...staticImports(bundle, entry)]);
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (loaded.has(chunk.fileName) || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === "chunk") visit(imported);
    }
  };
  for (const module of modules) visit(chunkFor(bundle, path.resolve(root, module)));
  return [...files];
}

/**
 * The stylesheets of `modules`' chunks and of everything they import, but none of their scripts:
 * for a part of a server-drawn page whose code comes later (RoutePreloads' `later`).
 */
function stylesheetsFor(
  bundle: OutputBundle,
  root: string,
  entry: OutputChunk,
  modules: readonly string[],
): string[] {
  const loaded = new Set([entry.fileName, ...staticImports(bundle, entry)]);
  const seen = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    if (!loaded.has(chunk.fileName)) {
      for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(css);
    }
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === "chunk") visit(imported);
    }
  };
  for (const module of modules) visit(chunkFor(bundle, path.resolve(root, module)));
  return [...stylesheets];
}

/** However the paint goes, the app starts at most this long after the loader runs. */
const PAINT_WAIT_MAX_MS = 3_000;

/**
 * The page's loader, at the end of <body>: adds <link rel="modulepreload"> for the entry's imports
 * and the chunks the address's route needs (stylesheets as preloads), then the entry itself.
 * A stylesheet's preload asks as Vite's own loader and index.html's tags do (crossorigin): a
 * preload in another credentials mode is not used, and the stylesheet downloads twice.
 * A page the server drew (#root has content) is readable without JavaScript, so its download
 * starts once its first paint is on the screen (as the browser's paint timing reports it, or
 * after PAINT_WAIT_MAX_MS; two animation frames where paint timing is missing): the HTML and
 * stylesheets get the slow link to themselves, the jobs show sooner, and hydrating does not
 * hold up that paint. A hidden tab never paints, so it starts at once; so does the empty app
 * shell, which has nothing to show without the app.
 */
function loaderScript(
  table: Record<string, string[]>,
  base: string,
  entry: string,
  imports: string[],
): string {
  const args = [table, base, entry, imports].map((value) => JSON.stringify(value)).join(",");
  return `(function(t,b,e,m){function a(f){var l=document.createElement("link");if(/\\.css$/.test(f)){l.rel="preload";l.as="style";l.crossOrigin=""}else{l.rel="modulepreload"}l.href=b+f;document.head.appendChild(l)}function go(){m.forEach(a);var s=location.pathname.replace(/\\/+$/,"").split("/");for(var r in t){var p=r.replace(/\\/+$/,"").split("/");if(p.length!==s.length)continue;for(var i=0;i<p.length&&(p[i]===s[i]||(p[i][0]===":"&&s[i]));i++);if(i<p.length)continue;t[r].forEach(a);break}var x=document.createElement("script");x.type="module";x.src=b+e;document.head.appendChild(x)}var o=document.getElementById("root"),P=window.PerformanceObserver,n=0;function later(){if(!n++)setTimeout(go,0)}if(!o||!o.firstElementChild||document.visibilityState!=="visible")go();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,w){w.disconnect();later()}).observe({type:"paint",buffered:true});setTimeout(later,${PAINT_WAIT_MAX_MS})}else if(window.requestAnimationFrame)requestAnimationFrame(function(){requestAnimationFrame(later)});else go()})(${args})`;
}

/** Vite's tags for the entry: `<script type="module" src>` and one modulepreload per import. */
function withoutEntryTags(
  html: string,
  base: string,
  entry: OutputChunk,
  imports: string[],
): string {
  const tag = (file: string, pattern: string) =>
    new RegExp(pattern.replace("FILE", (base + file).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  let result = html.replace(
    tag(entry.fileName, '<script type="module"[^>]*src="FILE"[^>]*></script>\\s*'),
    "",
  );
  if (result === html)
    throw new Error(`route-preloads: index.html has no script tag for ${entry.fileName}`);
  for (const file of imports) {
    result = result.replace(tag(file, '<link rel="modulepreload"[^>]*href="FILE"[^>]*>\\s*'), "");
  }
  return result;
}

export const ROUTE_ASSETS_FILE = "route-assets.json";

/**
 * The scripts a visitor's first page loads before the app takes over, gzip -9 bytes at most
 * (kB = 1,000 bytes, as bench:web prints them): the entry, what it imports and the route's
 * chunks, all fetched by the page's loader. Each is what the page weighed on 2026-11-28 and a
 * little room: a change that adds more is a decision, made here. The information pages, the
 * help centre and the blog have no Relay (139 kB; Relay would add 52 kB). `/jobs` is taken over
 * without it (its job list fetches Relay afterwards: features/jobs/JobsPage.tsx), within issue
 * 23's 150 kB (147.6 kB); a job page needs Relay beside React, react-router and i18next (docs/
 * offline-and-slow-networks.md, "What a page may weigh").
 */
export const ROUTE_JS_BUDGETS: Record<string, number> = {
  "/": 151_000,
  "/privacy": 141_000,
  "/terms": 141_000,
  "/pricing": 141_000,
  "/about": 141_000,
  "/timeline": 141_000,
  "/faq": 141_000,
  "/blog": 141_000,
  "/blog/:slug": 141_000,
  "/jobs": 150_000,
  "/jobs/:jobId": 206_000,
};

/** Each route's scripts before the app starts (`files`: the loader's list for it), in bytes. */
export function routeScriptBytes(
  table: Record<string, string[]>,
  entryFiles: string[],
  sizeOf: (file: string) => number,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(table).map(([route, files]) => [
      route,
      [...new Set([...entryFiles, ...files])]
        .filter((file) => file.endsWith(".js"))
        .reduce((sum, file) => sum + sizeOf(file), 0),
    ]),
  );
}

/** Stops the build, naming each page over its budget (and a budgeted page that has no route). */
export function checkRouteBudgets(
  bytes: Record<string, number>,
  budgets: Record<string, number> = ROUTE_JS_BUDGETS,
): void {
  const over = Object.entries(budgets).flatMap(([route, budget]) => {
    const size = bytes[route];
    if (size === undefined) return [`${route} has a budget but no route in ROUTE_PRELOADS`];
    return size > budget ? [`${route} loads ${size} bytes gzip, over its ${budget}`] : [];
  });
  if (over.length > 0) {
    throw new Error(`route-preloads: JavaScript before interactive: ${over.join("; ")}`);
  }
}

/** Source folders only signed-in people's pages load (and the chart library they use). */
const SIGNED_IN_ONLY = [/\/src\/features\/(admin|dashboard)\//, /\/node_modules\/uplot\//];

/** The chunks holding any module of SIGNED_IN_ONLY: what a visitor's page must never load. */
function signedInOnlyChunks(bundle: OutputBundle): string[] {
  return Object.values(bundle)
    .filter((item): item is OutputChunk => item.type === "chunk")
    .filter((chunk) => chunk.moduleIds.some((id) => SIGNED_IN_ONLY.some((re) => re.test(id))))
    .map((chunk) => chunk.fileName)
    .sort();
}

/**
 * `routes`: each route's modules, preloaded. `later`: modules of a route whose code the page
 * fetches only once the rest of it is interactive (the job list of /jobs), of which the route
 * takes the stylesheets alone: the server draws that part too, and puts them in the page's head,
 * so it looks the same before its code arrives as after (no layout shift when it does).
 */
export function routePreloads(routes: RoutePreloads, later: RoutePreloads = {}): Plugin {
  let root = "";
  let base = "/";
  let table: Record<string, string[]> = {};
  let signedInOnly: string[] = [];
  let entryFiles: string[] = [];
  return {
    name: "kaamsetu:route-preloads",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    writeBundle(options) {
      if (!options.dir) return;
      const dir = options.dir;
      // Weighed as written: Vite fills in each chunk's list of preloads as it generates the
      // bundle, after the page's loader is made.
      const gzipSize = (file: string) =>
        zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
      const scriptBytes = routeScriptBytes(table, entryFiles, gzipSize);
      fs.writeFileSync(
        path.join(dir, ROUTE_ASSETS_FILE),
        JSON.stringify({ base, table, signedInOnly, scriptBytes }),
      );
      checkRouteBudgets(scriptBytes);
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return;
        table = Object.fromEntries(
          Object.entries(routes).map(([route, modules]) => {
            const files = filesFor(bundle, root, entry, modules);
            const styles = stylesheetsFor(bundle, root, entry, later[route] ?? []);
            return [route, [...new Set([...files, ...styles])]];
          }),
        );
        const unknown = Object.keys(later).filter((route) => !routes[route]);
        if (unknown.length > 0) {
          throw new Error(`route-preloads: later stylesheets of no route: ${unknown.join(", ")}`);
        }
        signedInOnly = signedInOnlyChunks(bundle);
        const imports = staticImports(bundle, entry);
        entryFiles = [entry.fileName, ...imports];
        return {
          html: withoutEntryTags(html, base, entry, imports),
          tags: [
            {
              tag: "script",
              children: loaderScript(table, base, entry.fileName, imports),
              injectTo: "body",
            },
          ],
        };
      },
    },
  };
}
