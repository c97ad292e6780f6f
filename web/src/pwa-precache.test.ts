import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import {
  appManifest,
  isTextsChunk,
  PRECACHE_MAX_BYTES,
  precacheShellOnly,
  shellFiles,
} from "../build/pwa";

// The service worker precaches the app shell only (web/build/pwa.ts): a first visit on 2G pays
// for nothing it does not show, never another language's texts. The build stops otherwise.

function chunk(
  fileName: string,
  options: { isEntry?: boolean; imports?: string[]; css?: string[]; modules?: string[] } = {},
): Rollup.OutputChunk {
  return {
    type: "chunk",
    fileName,
    isEntry: options.isEntry ?? false,
    imports: options.imports ?? [],
    moduleIds: options.modules ?? [`/web/src/${fileName}.ts`],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

const bundle = {
  "assets/index-a1.js": chunk("assets/index-a1.js", {
    isEntry: true,
    imports: ["assets/framework-b2.js"],
    css: ["assets/index-c3.css"],
    modules: ["/web/src/main.tsx", "/web/src/locales/en/common.json"],
  }),
  "assets/framework-b2.js": chunk("assets/framework-b2.js"),
  "assets/jobs-d4.js": chunk("assets/jobs-d4.js", { imports: ["assets/framework-b2.js"] }),
  "assets/offline-e5.js": chunk("assets/offline-e5.js", {
    modules: ["/web/src/locales/hi/offline.json"],
  }),
  "assets/errors-f6.js": chunk("assets/errors-f6.js", {
    modules: ["/shared/locales/ta/errors.json"],
  }),
} as unknown as Rollup.OutputBundle;

const entries = (files: Record<string, number>) =>
  Object.entries(files).map(([url, size]) => ({ url, revision: null, size }));

describe("the service worker's precache", () => {
  it("is the shell: index.html, the entry, what it imports and their CSS", () => {
    expect([...shellFiles(bundle)].sort()).toEqual([
      "assets/framework-b2.js",
      "assets/index-a1.js",
      "assets/index-c3.css",
      "index.html",
    ]);
  });

  it("knows a chunk of a language's texts", () => {
    expect(isTextsChunk(bundle["assets/offline-e5.js"] as Rollup.OutputChunk)).toBe(true);
    expect(isTextsChunk(bundle["assets/errors-f6.js"] as Rollup.OutputChunk)).toBe(true);
    // The entry holds English "common" beside the app: it is the shell, not a texts chunk.
    expect(isTextsChunk(bundle["assets/index-a1.js"] as Rollup.OutputChunk)).toBe(false);
  });

  it("keeps only the shell of what Workbox found, and leaves every language's texts out", () => {
    const texts = new Set(["assets/offline-e5.js", "assets/errors-f6.js"]);
    const { manifest, size } = precacheShellOnly(
      entries({
        "index.html": 1_000,
        "assets/index-a1.js": 40_000,
        "assets/framework-b2.js": 60_000,
        "assets/index-c3.css": 8_000,
        "assets/jobs-d4.js": 20_000,
        "assets/offline-e5.js": 900,
        "assets/errors-f6.js": 3_000,
      }),
      shellFiles(bundle),
      texts,
    );
    expect(manifest.map((entry) => entry.url).sort()).toEqual([
      "assets/framework-b2.js",
      "assets/index-a1.js",
      "assets/index-c3.css",
      "index.html",
    ]);
    expect(size).toBe(109_000);
  });

  it("stops the build when texts would be precached or the shell outgrows its budget", () => {
    const shell = new Set(["index.html", "assets/offline-e5.js"]);
    expect(() =>
      precacheShellOnly(
        entries({ "index.html": 1_000, "assets/offline-e5.js": 900 }),
        shell,
        new Set(["assets/offline-e5.js"]),
      ),
    ).toThrow(/texts/);
    expect(() =>
      precacheShellOnly(
        entries({ "index.html": PRECACHE_MAX_BYTES + 1 }),
        new Set(["index.html"]),
        new Set(),
      ),
    ).toThrow(/budget/);
    // Measured as it travels when told how (the build gzips each file).
    expect(
      precacheShellOnly(
        entries({ "index.html": PRECACHE_MAX_BYTES + 1 }),
        new Set(["index.html"]),
        new Set(),
        (entry) => entry.size / 4,
      ).manifest,
    ).toHaveLength(1);
  });
});

describe("the app manifest", () => {
  it("has a name, icons (192, 512, maskable), the theme and the start address, in its language", () => {
    const manifest = appManifest("hi", {
      name: "KaamSetu: आपके पास काम",
      shortName: "KaamSetu",
      description: "काम खोजें",
    }) as { lang: string; name: string; start_url: string; theme_color: string; icons: object[] };
    expect(manifest).toMatchObject({
      lang: "hi",
      name: "KaamSetu: आपके पास काम",
      short_name: "KaamSetu",
      start_url: "/",
      display: "standalone",
      theme_color: "#0f766e",
    });
    expect(manifest.icons).toEqual([
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ]);
  });
});
