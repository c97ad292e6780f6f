// Bundles the api for production: our sources (and the generated Prisma client) into
// api/dist/main.js; npm packages stay external and load from node_modules. The demo data file
// goes beside it (the server reads it only to fill an empty database); the generator that
// planned it (src/db/seed) is bench and test tooling, which nothing the server imports reaches.
import { copyFile } from "node:fs/promises";
import { build } from "esbuild";

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
});
await copyFile("src/db/demo/demo-data.json", "dist/demo-data.json");
