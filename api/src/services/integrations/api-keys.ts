import {
  ADMIN_API_KEY_SCOPES,
  API_KEY_NAME_MAX_LENGTH,
  API_KEYS_PER_OWNER_MAX,
  type ApiKeyScope,
  EMPLOYER_API_KEY_SCOPES,
} from "@kaamsetu/shared/constants";
import { newApiKey } from "../../auth/api-keys.js";
import { authorize } from "../../auth/policy/permissions.js";
import { isAdmin } from "../../auth/policy/roles.js";
import type { Context } from "../../context.js";
import { ConflictError, NotFoundError } from "../../errors.js";
import type { ApiKey, Prisma } from "../../generated/prisma/client.js";
import { recordAudit } from "../admin/audit.js";
import { InputReader } from "../input-reader.js";

// An owner's API keys (auth/api-keys.ts says what a key is): made with a name and scopes, listed,
// revoked. Employers choose among their scopes; an admin's key has the one read-only scope.
// Policy: "apiKey.manage", which no key holds, so a key never makes or revokes keys. An admin's
// key and its revocation are audit rows; the secret is in no row, log or answer but the first.

export interface NewApiKey {
  key: ApiKey;
  /** The whole key, shown once. */
  secret: string;
}

/** Whose keys the viewer manages, as a filter (an employer's, or an admin's own). */
function ownerWhere(ctx: Context): Prisma.ApiKeyWhereInput {
  const id = authorize(ctx.viewer, "apiKey.manage");
  return isAdmin(ctx.viewer) ? { adminId: id } : { userId: id };
}

/** The scopes this viewer's keys may have. */
export const scopesFor = (ctx: Pick<Context, "viewer">): readonly ApiKeyScope[] =>
  isAdmin(ctx.viewer) ? ADMIN_API_KEY_SCOPES : EMPLOYER_API_KEY_SCOPES;

export function listApiKeys(ctx: Context): Promise<ApiKey[]> {
  return ctx.prisma.apiKey.findMany({
    where: ownerWhere(ctx),
    orderBy: [
      { revokedAt: { sort: "desc", nulls: "first" } },
      { createdAt: "desc" },
      { id: "desc" },
    ],
  });
}

export async function createApiKey(
  ctx: Context,
  input: { name?: unknown; scopes?: unknown },
): Promise<NewApiKey> {
  const owner = ownerWhere(ctx);
  const reader = new InputReader({ ...input });
  const name = reader.requiredText("name", "name", API_KEY_NAME_MAX_LENGTH, {
    reason: "apiKeyNameRequired",
  });
  const allowed = scopesFor(ctx);
  const raw = input.scopes;
  const given = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : [];
  const scopes = [...new Set(given.map((scope) => String(scope).trim()).filter(Boolean))];
  if (scopes.length === 0) reader.fail("scopes", "apiKeyScopesRequired");
  const unknown = scopes.find((scope) => !(allowed as readonly string[]).includes(scope));
  if (unknown !== undefined) {
    reader.fail("scopes", "apiKeyScopeInvalid", { scope: unknown, scopes: allowed.join(", ") });
  }
  reader.done();
  const made = newApiKey();
  const key = await ctx.prisma.$transaction(async (tx) => {
    // One owner's keys are counted and added one at a time (their first key's row, or the owner's).
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('api_keys'), ${ctx.viewer?.id ?? 0})`;
    const live = await tx.apiKey.count({ where: { ...owner, revokedAt: null } });
    if (live >= API_KEYS_PER_OWNER_MAX) {
      throw new ConflictError("apiKeysTooMany", { count: API_KEYS_PER_OWNER_MAX });
    }
    const created = await tx.apiKey.create({
      data: {
        ...(owner as { userId?: number; adminId?: number }),
        name,
        scopes,
        prefix: made.prefix,
        secretHash: made.hash,
      },
    });
    if (isAdmin(ctx.viewer) && ctx.viewer) {
      await recordAudit(
        tx,
        { adminId: ctx.viewer.id, ipAddress: ctx.clientAddress },
        {
          action: "apiKey.create",
          targetType: "admin",
          targetId: ctx.viewer.id,
          after: { id: created.id, name, scopes, prefix: made.prefix },
        },
      );
    }
    return created;
  });
  return { key, secret: made.secret };
}

/** Revokes one of the viewer's keys at once; revoking a revoked key changes nothing. */
export async function revokeApiKey(ctx: Context, id: number): Promise<ApiKey> {
  const owner = ownerWhere(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const key = await tx.apiKey.findFirst({ where: { ...owner, id } });
    if (!key) throw new NotFoundError();
    if (key.revokedAt) return key;
    const revoked = await tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
    if (isAdmin(ctx.viewer) && ctx.viewer) {
      await recordAudit(
        tx,
        { adminId: ctx.viewer.id, ipAddress: ctx.clientAddress },
        {
          action: "apiKey.revoke",
          targetType: "admin",
          targetId: ctx.viewer.id,
          before: { id: key.id, name: key.name, prefix: key.prefix },
        },
      );
    }
    return revoked;
  });
}
