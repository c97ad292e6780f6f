import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AUDIT_TARGET_TYPES } from "../../constants.js";
import { AUDIT_TARGET_NODES } from "./audit.js";

// The audit log's filter knows every kind of target the code writes: AuditEntry's targetType is
// typed by AUDIT_TARGET_TYPES (a new kind does not compile until it is listed), and this reads
// the server's sources for every `targetType: "..."` an audit row is written with, so a cast or
// an `any` cannot slip one past. Every listed kind is written somewhere (none left over).

const API_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function sources(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(at);
      return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [at] : [];
    }),
  );
  return files.flat();
}

describe("the audit log's target kinds", () => {
  it("list every kind an audit row is written with, and only those", async () => {
    const written = new Map<string, string[]>();
    for (const file of await sources(API_SRC)) {
      const text = await fs.readFile(file, "utf8");
      if (!/recordAudit\(/.test(text)) continue;
      for (const match of text.matchAll(/\btargetType:\s*"([^"]+)"/g)) {
        const kind = match[1] ?? "";
        written.set(kind, [...(written.get(kind) ?? []), path.relative(API_SRC, file)]);
      }
    }
    expect(written.size).toBeGreaterThan(8);
    const unlisted = [...written.keys()].filter(
      (kind) => !(AUDIT_TARGET_TYPES as readonly string[]).includes(kind),
    );
    expect(unlisted, JSON.stringify(Object.fromEntries(written))).toEqual([]);
    expect([...AUDIT_TARGET_TYPES].filter((kind) => !written.has(kind))).toEqual([]);
    expect(Object.keys(AUDIT_TARGET_NODES).sort()).toEqual([...AUDIT_TARGET_TYPES].sort());
  });
});
