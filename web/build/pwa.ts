import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import type { Plugin, Rollup } from "vite";
import type { ManifestEntry } from "workbox-build";
// Relative, not "@kaamsetu/shared": Vite bundles a config's relative imports and loads packages
// with Node, which cannot run the shared package's TypeScript.
import {
  AVAILABLE_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_FALLBACKS,
  type Language,
} from "../../shared/src/constants.ts";
import { THEME_COLOR } from "../src/theme.ts";

// Installable and quick on a second visit (issue 23 item 3), at build time:
//
// - `appManifests`: one web app manifest per available language (`/manifest/<lng>.webmanifest`,
//   its name and description from that language's "offline" texts) and the icons they name,
//   made from favicon.svg by sharp (192 and 512 px, and a 512 px maskable one with the mark
//   inside the safe zone on the theme colour). The server links the reader's language's one
//   from every page it draws (api/src/http/ssr/render.ts); index.html links the English one.
// - `appShell`: which built files are the app shell, the only files the service worker
//   precaches: index.html, the entry, what it imports before it runs, and their stylesheets.
//   Everything else (a route's chunk, a language's texts, pictures) is cached by the service
//   worker the first time it is used (cache first: their names carry their hash), so a first
//   visit on 2G pays for nothing it does not show, and nothing of another language is ever
//   fetched. The build fails when the precache takes a chunk of texts or grows past its budget.

/**
 * The precache's budget, gzip: the shell every page loads anyway (the entry, the framework,
 * i18next, English "common", the base styles) and index.html. Its hashed files are not fetched
 * again when the worker installs (dontCacheBustURLsMatching: the browser's HTTP cache has them),
 * so a visit pays only index.html once more.
 */
export const PRECACHE_MAX_BYTES = 180 * 1024;

export const MANIFEST_DIR = "manifest";
export const manifestPath = (language: string) => `/${MANIFEST_DIR}/${language}.webmanifest`;

const ICONS = [
  { file: "icons/icon-192.png", size: 192, maskable: false },
  { file: "icons/icon-512.png", size: 512, maskable: false },
  { file: "icons/icon-maskable-512.png", size: 512, maskable: true },
] as const;

interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
}

/** The manifest's texts: the language's own, else its fallback's (Bhojpuri reads Hindi). */
function manifestTexts(webRoot: string, language: Language): ManifestTexts {
  const file = [language, ...(LANGUAGE_FALLBACKS[language] ?? []), DEFAULT_LANGUAGE]
    .map((candidate) => path.join(webRoot, "src/locales", candidate, "offline.json"))
    .find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`app manifest: no texts for ${language}`);
  const texts = JSON.parse(fs.readFileSync(file, "utf8")) as { manifest: ManifestTexts };
  return texts.manifest;
}

/** The web app manifest of one language. */
export function appManifest(language: string, texts: ManifestTexts): Record<string, unknown> {
  return {
    id: "/",
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: language,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: ICONS.map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      ...(icon.maskable ? { purpose: "maskable" } : {}),
    })),
  };
}

async function icon(svg: Buffer, size: number, maskable: boolean): Promise<Buffer> {
  if (!maskable) {
    return sharp(svg, { density: 72 * (size / 32) })
      .resize(size, size)
      .png()
      .toBuffer();
  }
  // A maskable icon is cropped to a circle of 80% of its width: the mark fills 60%.
  const inner = Math.round(size * 0.6);
  const mark = await sharp(svg, { density: 72 * (inner / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({
    create: { width: size, height: size, channels: 4, background: THEME_COLOR },
  })
    .composite([{ input: mark, gravity: "centre" }])
    .png()
    .toBuffer();
}

export function appManifests(): Plugin {
  let webRoot = "";
  let ssr = false;
  return {
    name: "kaamsetu-app-manifests",
    apply: "build",
    configResolved(config) {
      webRoot = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (ssr) return;
      const svg = fs.readFileSync(path.join(webRoot, "public/favicon.svg"));
      for (const { file, size, maskable } of ICONS) {
        this.emitFile({ type: "asset", fileName: file, source: await icon(svg, size, maskable) });
      }
      for (const language of AVAILABLE_LANGUAGES) {
        const manifest = appManifest(language, manifestTexts(webRoot, language));
        this.emitFile({
          type: "asset",
          fileName: manifestPath(language).slice(1),
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      }
    },
  };
}

/** The shell's files: the entry, its static imports, their CSS (the same for every page). */
export function shellFiles(bundle: Rollup.OutputBundle): Set<string> {
  const files = new Set<string>(["index.html"]);
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (files.has(name) || chunk?.type !== "chunk") return;
    files.add(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(visit);
  };
  for (const item of Object.values(bundle)) {
    if (item.type === "chunk" && item.isEntry) visit(item.fileName);
  }
  return files;
}

/** A chunk made of a language's texts alone (web/src/locales, shared/locales). */
export function isTextsChunk(chunk: Rollup.OutputChunk): boolean {
  return (
    chunk.moduleIds.length > 0 &&
    chunk.moduleIds.every((id) => /[\\/]locales[\\/][a-z]{2}[\\/][^\\/]+\.json$/.test(id))
  );
}

/**
 * Keeps of the precache list only the shell; refuses a list holding a chunk of texts or one
 * larger than the budget (the build stops, saying why).
 */
export function precacheShellOnly(
  entries: (ManifestEntry & { size: number })[],
  shell: ReadonlySet<string>,
  texts: ReadonlySet<string>,
  /** A file's size as it travels (gzip); the entry's own size when not given. */
  sizeOf: (entry: ManifestEntry & { size: number }) => number = (entry) => entry.size,
  maxBytes: number = PRECACHE_MAX_BYTES,
): { manifest: (ManifestEntry & { size: number })[]; warnings: string[]; size: number } {
  const manifest = entries.filter((entry) => shell.has(entry.url.replace(/^\//, "")));
  const leaked = manifest.filter((entry) => texts.has(entry.url.replace(/^\//, "")));
  if (leaked.length > 0) {
    throw new Error(`precache: a language's texts in the shell: ${leaked.map((e) => e.url)}`);
  }
  const size = manifest.reduce((sum, entry) => sum + sizeOf(entry), 0);
  if (size > maxBytes) {
    throw new Error(`precache: ${size} bytes is over its budget of ${maxBytes}`);
  }
  return { manifest, warnings: [], size };
}

/**
 * The shell as the client build wrote it, for the service worker's precache list
 * (`transform`, a workbox manifestTransform, runs after the bundle is written).
 */
export function appShell() {
  let shell = new Set<string>();
  let texts = new Set<string>();
  let outDir = "";
  const plugin: Plugin = {
    name: "kaamsetu-app-shell",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      shell = shellFiles(bundle);
      texts = new Set(
        Object.values(bundle)
          .filter((item): item is Rollup.OutputChunk => item.type === "chunk" && isTextsChunk(item))
          .map((chunk) => chunk.fileName),
      );
    },
  };
  const gzipSize = (entry: { url: string }) =>
    zlib.gzipSync(fs.readFileSync(path.join(outDir, entry.url)), { level: 9 }).length;
  const transform = async (entries: (ManifestEntry & { size: number })[]) => {
    const result = precacheShellOnly(entries, shell, texts, gzipSize);
    const raw = result.manifest.reduce((sum, entry) => sum + entry.size, 0);
    console.log(
      `precache: ${result.manifest.length} files, ${raw} bytes, ${result.size} bytes gzip-9`,
    );
    return { manifest: result.manifest, warnings: result.warnings };
  };
  return { plugin, transform };
}
