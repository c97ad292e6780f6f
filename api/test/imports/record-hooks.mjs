// The module hooks of record.mjs: each ESM module's URL as it is resolved.
import fs from "node:fs";

let file = "";

export function initialize(data) {
  file = data.file;
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  fs.appendFileSync(file, `${resolved.url}\n`);
  return resolved;
}
