import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

// Issue 42: the server's log holds no session token, phone number or one-time password. After a
// whole browser run (global-setup.ts's teardown) the log is searched for every one the run used,
// read from where the app keeps them rather than gathered spec by spec, so a spec added later is
// covered too:
// - session tokens (users', registration and admin ones): the app stores only their SHA-256
//   (auth/session.ts), so every token-shaped string in the log is hashed and looked up among the
//   sessions table's hashes;
// - phone numbers: every user's (the demo's and those the specs registered), every session's and
//   every number the SMS outbox was sent to;
// - one-time passwords: every code in the SMS outbox;
// - and no CSRF token at all (stateless, so none is stored to compare with).
// test:scale (api/test/scale) searches its instances' logs with the same function.

export interface RunSecrets {
  /** SHA-256 (hex) of every session token handed out. */
  tokenHashes: Set<string>;
  phones: Set<string>;
  codes: Set<string>;
}

/** A session token: 32 random bytes in base64url (auth/session.ts newToken). */
const TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
/** A CSRF token: `<nonce>.<HMAC>:<expiry>` (auth/csrf.ts). */
const CSRF = /[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}:\d{1,12}/;
/** Ten digits alone: an Indian mobile number as the app stores it. */
const PHONE = /(?<!\d)\d{10}(?!\d)/g;
/** Six digits alone (not inside an id, a decimal or a longer number): an OTP. */
const CODE = /(?<![\w.-])\d{6}(?![\w])/g;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** What a failure prints: enough to find the line, not the secret itself. */
const masked = (secret: string) =>
  `${secret.slice(0, 2)}${"*".repeat(secret.length - 4)}${secret.slice(-2)}`;

/** Each line of `text` holding one of `secrets`, described without repeating the secret. */
export function leaksIn(text: string, secrets: RunSecrets, label = "log"): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, index) => {
    const where = `${label} line ${index + 1}`;
    for (const [candidate] of line.matchAll(TOKEN)) {
      if (secrets.tokenHashes.has(sha256(candidate))) found.push(`${where}: a session token`);
    }
    if (CSRF.test(line)) found.push(`${where}: a CSRF token`);
    for (const [candidate] of line.matchAll(PHONE)) {
      if (secrets.phones.has(candidate)) found.push(`${where}: phone number ${masked(candidate)}`);
    }
    for (const [candidate] of line.matchAll(CODE)) {
      if (secrets.codes.has(candidate)) found.push(`${where}: a one-time password`);
    }
  });
  return found;
}

/** Every number and code in an SMS outbox file (the log provider's JSON lines). */
export function outboxSecrets(file: string, into: RunSecrets): void {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as { to: string; text: string };
    into.phones.add(entry.to);
    const code = /\b(\d{6})\b/.exec(entry.text)?.[1];
    if (code) into.codes.add(code);
  }
}

/**
 * The secrets of a run of the built app on its embedded PostgreSQL in `dataDir` (while it still
 * runs): its sessions' hashes and users' numbers from the database, the codes from its outbox.
 */
export async function appSecrets(dataDir: string, outbox: string): Promise<RunSecrets> {
  const secrets: RunSecrets = { tokenHashes: new Set(), phones: new Set(), codes: new Set() };
  outboxSecrets(outbox, secrets);
  // Where db/embedded.ts keeps them: the password beside the data, the port in postmaster.pid.
  const { password } = JSON.parse(
    fs.readFileSync(path.join(dataDir, "postgres-credentials.json"), "utf8"),
  ) as { password: string };
  const port = fs
    .readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3];
  const client = new pg.Client({
    host: "127.0.0.1",
    port: Number(port),
    user: "postgres",
    password,
    database: "kaamsetu",
  });
  await client.connect();
  try {
    const sessions = await client.query<{ token_hash: string; phone_number: string | null }>(
      "SELECT token_hash, phone_number FROM sessions",
    );
    for (const row of sessions.rows) {
      secrets.tokenHashes.add(row.token_hash);
      if (row.phone_number) secrets.phones.add(row.phone_number);
    }
    const users = await client.query<{ phone_number: string }>("SELECT phone_number FROM users");
    for (const row of users.rows) secrets.phones.add(row.phone_number);
  } finally {
    await client.end();
  }
  return secrets;
}
