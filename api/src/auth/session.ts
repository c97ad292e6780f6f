import { randomBytes } from "node:crypto";
import type { AppServices } from "../context.js";
import type { Prisma } from "../generated/prisma/client.js";
import { type ApiKeyAuthentication, authenticateApiKey, isApiKey } from "./api-keys.js";
import { hashToken } from "./token-hash.js";

export { hashToken };

import { SESSION_END_CHANNEL } from "./session-ends.js";

// Sessions are opaque random bearer tokens. Only their SHA-256 is stored, so a copy of the
// database cannot be replayed; revoking a row ends the session on every instance at once, its
// open event streams included (session-ends.ts).
//
// - access: a signed-in worker or employer; dies after `session.idleSeconds` without a request
//   (the client's inactivity logout is the same two hours) and at `session.maxAgeSeconds`.
// - registration: handed out by verify-otp for a phone with no account; good only for
//   registering that phone, once, within `session.registrationTokenSeconds`.
// - admin: an admin of the back office (services/admin/accounts.ts); idle and maximum age as
//   users'. A deactivated admin's sessions die with the flag.

export type Authentication =
  | { kind: "none" }
  /** A bearer token was sent but it is unknown, expired, revoked or its account blocked. */
  | { kind: "invalid" }
  | { kind: "user"; sessionId: number; userId: number; userType: "LABOUR" | "EMPLOYER" }
  /** `spent`: the token already registered its phone (a second try is a conflict, not a 401). */
  | { kind: "registration"; sessionId: number; phoneNumber: string; spent: boolean }
  | { kind: "admin"; sessionId: number; adminId: number; role: string }
  /** An integration's API key (api-keys.ts): its owner, acting within the key's scopes. */
  | ApiKeyAuthentication;

/** Last-seen times are written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(
    request.headers.get("authorization") ?? "",
  );
  return match?.[1] ?? null;
}

interface SessionRow {
  id: number;
  kind: "access" | "registration" | "admin";
  user_id: number | null;
  admin_id: number | null;
  phone_number: string | null;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  user_type: "labour" | "employer" | null;
  account_state: string | null;
  admin_role: string | null;
  admin_active: boolean | null;
}

const SESSION_COLUMNS = `s.id, s.kind, s.user_id, s.admin_id, s.phone_number, s.last_seen_at,
  s.expires_at, s.revoked_at, u.user_type, u.account_state, a.role AS admin_role,
  a.is_active AS admin_active
  FROM sessions s
  LEFT JOIN users u ON u.id = s.user_id
  LEFT JOIN admins a ON a.id = s.admin_id`;

/**
 * What a session row stands for now: the one rule of which sessions are live, for a request's
 * token and for the re-check of open event streams alike.
 */
function sessionAuthentication(row: SessionRow, now: number, idleSeconds: number): Authentication {
  if (row.expires_at.getTime() <= now) return { kind: "invalid" };
  if (row.kind === "registration") {
    return row.phone_number
      ? {
          kind: "registration",
          sessionId: row.id,
          phoneNumber: row.phone_number,
          spent: row.revoked_at !== null,
        }
      : { kind: "invalid" };
  }
  if (row.revoked_at) return { kind: "invalid" };
  if (row.last_seen_at.getTime() + idleSeconds * 1000 <= now) return { kind: "invalid" };
  if (row.kind === "admin") {
    return row.admin_id && row.admin_role && row.admin_active
      ? {
          kind: "admin",
          sessionId: row.id,
          adminId: row.admin_id,
          // The enum's database spelling (superuser) as the policy's roles name it (SUPERUSER).
          role: row.admin_role.toUpperCase(),
        }
      : { kind: "invalid" };
  }
  if (!row.user_id || !row.user_type || row.account_state === "blocked") return { kind: "invalid" };
  return {
    kind: "user",
    sessionId: row.id,
    userId: row.user_id,
    userType: row.user_type === "labour" ? "LABOUR" : "EMPLOYER",
  };
}

/** Who the request's bearer token belongs to; one indexed query, plus a throttled touch. */
export async function authenticate(
  services: AppServices,
  request: Request,
): Promise<Authentication> {
  const token = bearerToken(request);
  if (!token) {
    return request.headers.has("authorization") ? { kind: "invalid" } : { kind: "none" };
  }
  if (isApiKey(token)) return authenticateApiKey(services, token);
  const { rows } = await services.pool.query<SessionRow>({
    // Named: every signed-in request runs it, and planning its three tables took four times
    // running it (0.17 against 0.04 ms); planned once per connection, its round trip's median
    // went 0.31 -> 0.12 ms.
    name: "session-by-token",
    text: `SELECT ${SESSION_COLUMNS} WHERE s.token_hash = $1`,
    values: [hashToken(token)],
  });
  const row = rows[0];
  if (!row) return { kind: "invalid" };
  const now = Date.now();
  const auth = sessionAuthentication(row, now, services.config.session.idleSeconds);
  if (
    (auth.kind === "user" || auth.kind === "admin") &&
    now - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS
  ) {
    await services.pool.query("UPDATE sessions SET last_seen_at = now() WHERE id = $1", [row.id]);
  }
  return auth;
}

/**
 * Which of these signed-in sessions are still live (not revoked, expired, idle too long, their
 * account blocked); one query however many. Open event streams are held to it.
 */
export async function liveSessionIds(
  services: Pick<AppServices, "pool" | "config">,
  sessionIds: readonly number[],
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const { rows } = await services.pool.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} WHERE s.id = ANY($1::int[])`,
    [sessionIds],
  );
  const now = Date.now();
  const { idleSeconds } = services.config.session;
  return new Set(
    rows
      .filter((row) => {
        const kind = sessionAuthentication(row, now, idleSeconds).kind;
        return kind === "user" || kind === "admin";
      })
      .map((row) => row.id),
  );
}

type Db = Pick<Prisma.TransactionClient, "session">;

export interface SessionOrigin {
  userAgent: string | null;
  ipAddress: string | null;
}

/** Starts a signed-in session for a user and returns its token (shown to the client once). */
/** Starts an admin's session and returns its token (the spec's client keeps it as admin_token). */
export function startAdminSession(
  db: Db,
  services: Pick<AppServices, "config">,
  adminId: number,
  origin: SessionOrigin,
): Promise<string> {
  return startSession(
    db,
    { kind: "ADMIN", adminId },
    services.config.session.maxAgeSeconds,
    origin,
  );
}

export function startUserSession(
  db: Db,
  services: Pick<AppServices, "config">,
  userId: number,
  origin: SessionOrigin,
): Promise<string> {
  return startSession(
    db,
    { kind: "ACCESS", userId },
    services.config.session.maxAgeSeconds,
    origin,
  );
}

/** A registration token: proof that this phone number was verified a moment ago. */
export function startRegistrationSession(
  db: Db,
  services: Pick<AppServices, "config">,
  phoneNumber: string,
  origin: SessionOrigin,
): Promise<string> {
  const { registrationTokenSeconds } = services.config.session;
  return startSession(db, { kind: "REGISTRATION", phoneNumber }, registrationTokenSeconds, origin);
}

async function startSession(
  db: Db,
  owner:
    | { kind: "ACCESS"; userId: number }
    | { kind: "REGISTRATION"; phoneNumber: string }
    | { kind: "ADMIN"; adminId: number },
  lifetimeSeconds: number,
  origin: SessionOrigin,
): Promise<string> {
  const token = newToken();
  await db.session.create({
    data: {
      ...owner,
      tokenHash: hashToken(token),
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
      ipAddress: origin.ipAddress,
      expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
    },
  });
  return token;
}

/**
 * Ends a session at once. True when it was still open. One statement, so the announcement that
 * closes its open streams on every instance is sent at its commit, whether or not the caller
 * holds a transaction.
 */
export async function revokeSession(
  db: Pick<Prisma.TransactionClient, "$queryRaw">,
  sessionId: number,
): Promise<boolean> {
  const revoked = await db.$queryRaw<{ id: number }[]>`
    WITH revoked AS (
      UPDATE sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL
      RETURNING id
    )
    SELECT id FROM revoked,
      LATERAL pg_notify(${SESSION_END_CHANNEL}, json_build_object('sessionId', id)::text) AS sent`;
  return revoked.length === 1;
}
