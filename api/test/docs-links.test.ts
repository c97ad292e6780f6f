import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../src/paths.js";

// The documentation links into itself (README.md -> docs/, docs/ -> bench/RESULTS.md, ...): a
// moved file or a renamed heading must not leave a reader at a dead link. Every relative link
// must name an existing file, and its #anchor a heading of that file (GitHub's slugs). Prose
// lines stay within 100 characters; tables and code blocks may be wider.

const MAX_LINE = 100;

/** The documentation's Markdown files, relative to `root`. */
function docFiles(root: string): string[] {
  const docs = path.join(root, "docs");
  const underDocs = fs.existsSync(docs)
    ? fs
        .readdirSync(docs, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".md"))
        .map((file) => path.join("docs", file))
    : [];
  const others = ["README.md", "bench/RESULTS.md", "e2e/README.md"].filter((file) =>
    fs.existsSync(path.join(root, file)),
  );
  return [...others, ...underDocs];
}

/** The text outside fenced code blocks, line by line (fenced lines become empty). */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split("\n").map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return "";
    }
    return fenced ? "" : line;
  });
}

/** GitHub's anchor for a heading (github-slugger): duplicates get -1, -2, ... */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const plain = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const base = plain
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every link target written as [text](target), outside code. */
function linksOf(text: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(text)) {
    const outsideCode = line.replace(/`[^`]*`/g, "");
    for (const match of outsideCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (match[1]) targets.push(match[1]);
    }
  }
  return targets;
}

/** What is wrong with the documentation under `root`: dead links, dead anchors, long lines. */
function docProblems(root: string): string[] {
  const problems: string[] = [];
  for (const file of docFiles(root)) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const target of linksOf(text)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const [pathPart = "", anchor] = target.split("#", 2);
      const resolved = pathPart ? path.join(path.dirname(file), pathPart) : file;
      const absolute = path.join(root, resolved);
      if (!fs.existsSync(absolute)) {
        problems.push(`${file}: ${target}: no file ${resolved}`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!resolved.endsWith(".md")) {
        problems.push(`${file}: ${target}: an anchor into a file that is not Markdown`);
      } else if (!anchorsOf(fs.readFileSync(absolute, "utf8")).has(anchor)) {
        problems.push(`${file}: ${target}: no heading #${anchor} in ${resolved}`);
      }
    }
    proseLines(text).forEach((line, index) => {
      if (line.length > MAX_LINE && !line.trimStart().startsWith("|")) {
        problems.push(`${file}:${index + 1}: ${line.length} characters`);
      }
    });
  }
  return problems;
}

describe("the documentation's links", () => {
  it("all resolve, to files and headings that exist", () => {
    expect(docFiles(ROOT)).toContain(path.join("docs", "README.md"));
    expect(docProblems(ROOT)).toEqual([]);
  });

  it("finds a dead file, a dead anchor and a long line", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "docs-links-"));
    try {
      fs.mkdirSync(path.join(root, "docs"));
      fs.writeFileSync(
        path.join(root, "docs", "a.md"),
        [
          "# A `code` heading",
          "",
          "## Twice",
          "",
          "## Twice",
          "",
          "[ok](#a-code-heading) [ok](b.md#twice-1) [ok](../README.md) [web](https://x.in/y)",
          "[gone](missing.md) [no anchor](b.md#thrice) `[in code](nowhere.md)`",
          "```",
          "[in a block](nowhere.md)",
          "```",
          `${"x".repeat(MAX_LINE + 1)}`,
          `| ${"table ".repeat(30)}|`,
        ].join("\n"),
      );
      fs.writeFileSync(path.join(root, "docs", "b.md"), "## Twice\n\n## Twice\n");
      fs.writeFileSync(path.join(root, "README.md"), "# Root\n");
      expect(docProblems(root)).toEqual([
        "docs/a.md: missing.md: no file docs/missing.md",
        "docs/a.md: b.md#thrice: no heading #thrice in docs/b.md",
        `docs/a.md:12: ${MAX_LINE + 1} characters`,
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
