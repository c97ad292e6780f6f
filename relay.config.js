// relay-compiler's configuration; also read by babel-plugin-relay inside Vite.
import fs from "node:fs";
import path from "node:path";

// relay-compiler fills this map but refuses to start unless it exists (the folder is generated).
const persistedDocuments = path.join(
  import.meta.dirname,
  "web/src/__generated__/persisted-documents.json",
);
if (!fs.existsSync(persistedDocuments)) fs.writeFileSync(persistedDocuments, "{}\n");

const config = {
  src: "./web/src",
  schema: "./schema.graphql",
  language: "typescript",
  // Absolute: babel-plugin-relay (inside Vite) resolves this against the working directory,
  // which is web/ for `npm run build -w web` and the dev server, so "./web/src/…" pointed at
  // web/web/src there. relay-compiler accepts the absolute path and writes the same files.
  artifactDirectory: path.join(import.meta.dirname, "web/src/__generated__"),
  excludes: ["**/node_modules/**", "**/__generated__/**"],
  // Artifacts import relay-runtime's types as types, so the build drops those imports instead
  // of loading relay-runtime for them (web/build/relay-hooks.ts gives the app a trimmed one).
  useImportTypeSyntax: true,
  // Operations go to the server as a SHA-256 id, not as text: smaller bundles and requests, and
  // in production the server runs only these for visitors (api/src/graphql/persisted.ts). The
  // web build copies the id -> text map next to the server-rendering bundle.
  persistConfig: {
    file: persistedDocuments,
    algorithm: "SHA256",
  },
};

export { config as "module.exports" };
