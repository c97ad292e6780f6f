import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The back office is built like the rest of the app (issue 45, item 5): its screens read the
// query their route preloaded (`*.loader.ts`, relay/route-query.ts) instead of fetching on render,
// a change comes back as the changed node (or an updater) instead of a `fetchKey` refetch, and no
// file grows past what one reader holds at once. Every file of features/admin, tests aside.

const DIR = import.meta.dirname;
const MAX_LINES = 250;

function adminFiles(dir = DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminFiles(full);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path.relative(DIR, full).split(path.sep).join("/")];
  });
}

const read = (file: string) => fs.readFileSync(path.join(DIR, file), "utf8");

describe("the back office's files", () => {
  const files = adminFiles();

  it("finds the files it checks", () => {
    expect(files).toContain("AdminLayout.tsx");
    expect(files).toContain("routes.ts");
  });

  it(`are at most ${MAX_LINES} lines each`, () => {
    const long = files
      .map((file) => ({ file, lines: read(file).split("\n").length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it("read their routes' preloaded queries, never fetching on render (useLazyLoadQuery)", () => {
    expect(files.filter((file) => /\buseLazyLoadQuery\b/.test(read(file)))).toEqual([]);
  });

  it("take a change from the mutation's answer, never refetching by a fetchKey", () => {
    expect(files.filter((file) => /\bfetchKey\b/.test(read(file)))).toEqual([]);
  });
});
