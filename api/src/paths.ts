import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// The repository root, found from wherever this module runs: api/src in development and tests,
// the api/dist bundle in production.
function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "kaamsetu") {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the KaamSetu root above ${start}`);
    dir = parent;
  }
}

export const ROOT = findRoot(import.meta.dirname);
