// `node --import ./record.mjs`: every module the process loads, ESM (through a resolve hook) or
// CommonJS (require's cache, read as the process exits), is written to $RECORD_IMPORTS_FILE,
// one URL or path a line, so a test can tell whether a package was loaded at all.
import fs from "node:fs";
import { createRequire, register } from "node:module";

const file = process.env.RECORD_IMPORTS_FILE;
if (file) {
  register(new URL("./record-hooks.mjs", import.meta.url), { data: { file } });
  const required = createRequire(import.meta.url).cache;
  process.on("exit", () => fs.appendFileSync(file, `${Object.keys(required).join("\n")}\n`));
}
