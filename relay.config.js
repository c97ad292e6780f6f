// relay-compiler's configuration (the React app arrives with the "Public job browsing" issue).
const config = {
  src: "./web/src",
  schema: "./schema.graphql",
  language: "typescript",
  artifactDirectory: "./web/src/__generated__",
  excludes: ["**/node_modules/**", "**/__generated__/**"],
};

export { config as "module.exports" };
