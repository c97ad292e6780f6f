import { randomBytes } from "node:crypto";
import {
  API_KEY_PREFIX,
  API_KEY_REQUESTS_PER_DAY,
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEY_SCOPES,
  type ApiKeyScope,
} from "../constants.js";
import type { AppServices, Viewer } from "../context.js";
import { keyActions } from "./policy/api-keys.js";
import type { LimitRule } from "./rate-limit.js";
import { hashToken } from "./token-hash.js";

// API keys: `ks_live_` and 32 random bytes (base64url), sent as `Authorization: Bearer ks_live_…`
// to the REST API only. Like a session's token only the SHA-256 is stored, so the key is shown
// once, when it is made; the first characters (`prefix`) are kept to tell keys apart in a list.
// Each use stamps last_used_at in the same statement that finds the key. A revoked key, or one
// whose owner is blocked or whose admin is deactivated, is refused like an unknown token.

export interface ApiKeyAuthentication {
  kind: "key";
  keyId: number;
  scopes: ApiKeyScope[];
  owner:
    | { kind: "user"; userId: number; userType: "LABOUR" | "EMPLOYER" }
    | { kind: "admin"; adminId: number; role: string };
}

/** Characters of a key kept to name it in lists: the prefix and 8 of the secret. */
export const KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export function newApiKey(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { secret, prefix: secret.slice(0, KEY_SHOWN_LENGTH), hash: hashToken(secret) };
}

const isScope = (value: string): value is ApiKeyScope =>
  (API_KEY_SCOPES as readonly string[]).includes(value);

interface KeyRow {
  id: number;
  user_id: number | null;
  admin_id: number | null;
  scopes: string[];
  user_type: "labour" | "employer" | null;
  account_state: string | null;
  admin_role: string | null;
  admin_active: boolean | null;
}

export async function authenticateApiKey(
  services: Pick<AppServices, "pool">,
  token: string,
): Promise<ApiKeyAuthentication | { kind: "invalid" }> {
  const { rows } = await services.pool.query<KeyRow>({
    name: "api-key-by-secret",
    text: `WITH used AS (
        UPDATE api_keys SET last_used_at = now()
        WHERE secret_hash = $1 AND revoked_at IS NULL
        RETURNING id, user_id, admin_id, scopes
      )
      SELECT used.*, u.user_type, u.account_state, a.role AS admin_role,
        a.is_active AS admin_active
      FROM used
      LEFT JOIN users u ON u.id = used.user_id
      LEFT JOIN admins a ON a.id = used.admin_id`,
    values: [hashToken(token)],
  });
  const row = rows[0];
  if (!row) return { kind: "invalid" };
  const scopes = row.scopes.filter(isScope);
  if (row.admin_id !== null) {
    if (!row.admin_role || !row.admin_active) return { kind: "invalid" };
    return {
      kind: "key",
      keyId: row.id,
      scopes,
      owner: { kind: "admin", adminId: row.admin_id, role: row.admin_role.toUpperCase() },
    };
  }
  if (row.user_id === null || !row.user_type || row.account_state === "blocked") {
    return { kind: "invalid" };
  }
  return {
    kind: "key",
    keyId: row.id,
    scopes,
    owner: {
      kind: "user",
      userId: row.user_id,
      userType: row.user_type === "labour" ? "LABOUR" : "EMPLOYER",
    },
  };
}

/** The key's owner as the policy sees them, held to the key's scopes. */
export function keyViewer(auth: ApiKeyAuthentication): Viewer {
  const key = { id: auth.keyId, actions: keyActions(auth.scopes) };
  return auth.owner.kind === "admin"
    ? { kind: "admin", id: auth.owner.adminId, role: auth.owner.role, key }
    : { kind: "user", id: auth.owner.userId, userType: auth.owner.userType, key };
}

/** A key's own request limits, per minute and per day (constants.ts). */
export const apiKeyLimits = (keyId: number): LimitRule[] => [
  { key: `api-key:minute:${keyId}`, limit: API_KEY_REQUESTS_PER_MINUTE, windowSeconds: 60 },
  { key: `api-key:day:${keyId}`, limit: API_KEY_REQUESTS_PER_DAY, windowSeconds: 86_400 },
];
