// Bundles the api for production: our sources, the shared package (TypeScript, which Node cannot
// load from node_modules) and the generated Prisma client into api/dist/main.js; other npm
// packages stay external and load from node_modules. The demo data file goes beside it (the
// server reads it only to fill an empty database); the generator that planned it (seed/, at the
// repository's root) is bench and test tooling, which nothing the server imports reaches.
import { copyFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const SHARED = fileURLToPath(new URL("../shared/", import.meta.url));

/** `@kaamsetu/shared/<module>` is bundled from its source, as its package.json exports say. */
const bundleShared = {
  name: "kaamsetu-shared",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^@kaamsetu\/shared\// }, ({ path }) => {
      const module = path.slice("@kaamsetu/shared/".length);
      return {
        path: module.startsWith("locales/") ? `${SHARED}${module}` : `${SHARED}src/${module}.ts`,
      };
    });
  },
};

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  plugins: [bundleShared],
});
await copyFile("src/db/demo/demo-data.json", "dist/demo-data.json");
