import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { EMBEDDED_PG_SYSTEM_USER } from "../constants.js";
import { log } from "../log.js";
import { embeddedDatabaseMessages as says } from "../messages.js";
import { SetupProblem } from "./embedded-errors.js";
import type { RunAs } from "./postmaster.js";

// Running the embedded PostgreSQL as root: PostgreSQL refuses root, so it runs as the system
// user `postgres`, who must reach both its binaries and its data directory.
//
// Where the data goes: in DATA_DIR/postgres whenever that user can get there (only DATA_DIR
// itself private, as a mkdtemp directory is: it gets search permission for others, not
// listing). When a directory above DATA_DIR is private (a clone in /root, mode 700), the data
// lives in EMBEDDED_PG_RELOCATED_DATA_ROOT/<hash of DATA_DIR's real path> instead: persistent
// (not /tmp, which is emptied at boot), reachable, and one per DATA_DIR, while the password file
// and everything else stay in DATA_DIR. Changing the permissions of the user's own directories
// (chmod, or an ACL, which not every file system or machine has) would open their home to
// another account; a location of our own does not.

const run = promisify(execFile);

async function ids(user: string): Promise<RunAs> {
  const [uid, gid] = await Promise.all([run("id", ["-u", user]), run("id", ["-g", user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The system user's ids; the user is created (a system account, no home, no shell) if missing. */
export async function systemUser(): Promise<RunAs> {
  const user = EMBEDDED_PG_SYSTEM_USER;
  try {
    return await ids(user);
  } catch {
    // Missing: created below.
  }
  try {
    const groupExists = await run("getent", ["group", user]).then(
      () => true,
      () => false,
    );
    const group = groupExists ? ["--gid", user] : ["--user-group"];
    await run("useradd", [
      "--system",
      ...group,
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      user,
    ]);
    return await ids(user);
  } catch (error) {
    const cause = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new SetupProblem(says.noSystemUser(user, cause ?? "unknown"));
  }
}

/**
 * Whether `runAs` can search `dir` (and so every directory above it), asked of the system as
 * that user: spawned exactly as PostgreSQL will be (same ids, no supplementary groups), so
 * modes, ACLs and mount options all count.
 */
export function canReach(runAs: RunAs, dir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn("/bin/sh", ["-c", 'test -x "$1"', "sh", dir], {
      ...runAs,
      stdio: "ignore",
    });
    child.once("error", () => resolve(false));
    child.once("exit", (code) => resolve(code === 0));
  });
}

/** Creates `dir` and any missing parents with mode 755 whatever the umask. */
async function mkdirReachable(dir: string): Promise<void> {
  const present = await fs.stat(dir).then(
    (stat) => stat.isDirectory(),
    () => false,
  );
  if (present) return;
  await mkdirReachable(path.dirname(dir));
  await fs.mkdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  await fs.chmod(dir, 0o755);
}

/** Where PostgreSQL keeps DATA_DIR's data when we are root (see the top of this file). */
export async function placeData(
  dataDir: string,
  runAs: RunAs,
  relocationRoot: string,
): Promise<string> {
  const inPlace = path.join(dataDir, "postgres");
  if (await canReach(runAs, dataDir)) return inPlace;
  if (await canReach(runAs, path.dirname(dataDir))) {
    await fs.chmod(dataDir, ((await fs.stat(dataDir)).mode & 0o7777) | 0o001);
    return inPlace;
  }
  const user = EMBEDDED_PG_SYSTEM_USER;
  const stranded = await fs.access(path.join(inPlace, "PG_VERSION")).then(
    () => true,
    () => false,
  );
  if (stranded) throw new SetupProblem(says.strandedData(inPlace, user));
  const real = await fs.realpath(dataDir);
  const key = createHash("sha256").update(real).digest("hex").slice(0, 16);
  const home = path.join(relocationRoot, key);
  await mkdirReachable(home);
  // For people: which DATA_DIR this data belongs to.
  await fs.writeFile(path.join(home, "data-dir"), `${real}\n`);
  if (!(await canReach(runAs, home))) throw new SetupProblem(says.dataUnreachable(home, user));
  const pgData = path.join(home, "postgres");
  log.info(says.relocated(dataDir, pgData, user));
  return pgData;
}
