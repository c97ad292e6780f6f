// relay-compiler's configuration; also read by babel-plugin-relay inside Vite.
import path from "node:path";

const config = {
  src: "./web/src",
  schema: "./schema.graphql",
  language: "typescript",
  // Absolute: babel-plugin-relay (inside Vite) resolves this against the working directory,
  // which is web/ for `npm run build -w web` and the dev server, so "./web/src/…" pointed at
  // web/web/src there. relay-compiler accepts the absolute path and writes the same files.
  artifactDirectory: path.join(import.meta.dirname, "web/src/__generated__"),
  excludes: ["**/node_modules/**", "**/__generated__/**"],
};

export { config as "module.exports" };
