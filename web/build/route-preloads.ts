import fs from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

// Routes load their code lazily, so on a first visit the browser would fetch the main bundle,
// run it, and only then ask for the route's chunks (and, for data pages, Relay): one more round
// trip on a slow phone network. This plugin writes a tiny inline script into index.html that,
// from the address alone, adds <link rel="modulepreload"> for the chunks the first route needs,
// so they download while the main bundle does. It also writes the same table to
// route-assets.json, from which the server puts a server-rendered page's stylesheets in its head.

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

/** The files a route needs beyond the entry: its chunks, what they import, and their CSS. */
function filesFor(bundle: OutputBundle, root: string, modules: readonly string[]): string[] {
  const entry = Object.values(bundle).find(
    (item): item is OutputChunk => item.type === "chunk" && item.isEntry,
  );
  const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
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

// Runs in the page before anything else: match the address, add the links.
function preloadScript(table: Record<string, string[]>, base: string): string {
  return `(function(t,b){var s=location.pathname.replace(/\\/+$/,"").split("/");for(var r in t){var p=r.replace(/\\/+$/,"").split("/");if(p.length!==s.length)continue;for(var i=0;i<p.length&&(p[i]===s[i]||(p[i][0]===":"&&s[i]));i++);if(i<p.length)continue;t[r].forEach(function(f){var l=document.createElement("link");if(/\\.css$/.test(f)){l.rel="preload";l.as="style"}else{l.rel="modulepreload"}l.href=b+f;document.head.appendChild(l)});return}})(${JSON.stringify(table)},${JSON.stringify(base)})`;
}

export const ROUTE_ASSETS_FILE = "route-assets.json";

export function routePreloads(routes: RoutePreloads): Plugin {
  let root = "";
  let base = "/";
  let table: Record<string, string[]> = {};
  return {
    name: "kaamsetu:route-preloads",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    writeBundle(options) {
      if (options.dir) {
        fs.writeFileSync(
          path.join(options.dir, ROUTE_ASSETS_FILE),
          JSON.stringify({ base, table }),
        );
      }
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return;
        table = Object.fromEntries(
          Object.entries(routes).map(([route, modules]) => [
            route,
            filesFor(bundle, root, modules),
          ]),
        );
        return [{ tag: "script", children: preloadScript(table, base), injectTo: "head-prepend" }];
      },
    },
  };
}
