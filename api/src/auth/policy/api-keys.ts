import type { ApiKeyScope } from "@kaamsetu/shared/constants";
import { type Action, ADMIN_ACTIONS } from "./permissions.js";

// What an API key may do: the actions of the policy its scopes grant. A key acts as its owner
// (an employer, or an admin), so every check is the owner's as well (permissions.ts `reachOf`
// asks both): a scope never gives more than the owner's role has, and an action no scope names
// (creating keys, editing the profile, uploading, moderating) is refused to every key.

/**
 * An employer's scopes: reading and changing their jobs and their applicants. Each also reads the
 * owner's own account (never another's: the grant's reach is "own"), which the employer's
 * answers start from (REST's employer routes read through `viewerAsEmployer`).
 */
const EMPLOYER_SCOPE_ACTIONS: Record<Exclude<ApiKeyScope, "admin:read">, readonly Action[]> = {
  "jobs:read": ["account.read", "job.readPrivate", "job.readUnlisted"],
  "jobs:write": ["account.read", "job.create", "job.manage", "job.readPrivate", "job.readUnlisted"],
  // Applicants' resumes and their pictures and files are part of reading an application.
  "applications:read": ["account.read", "application.read", "application.readResume", "file.read"],
  "applications:write": [
    "account.read",
    "application.read",
    "application.review",
    "application.contact",
    "application.rate",
  ],
  "analytics:read": ["account.read", "analytics.read"],
};

/**
 * What no admin key does: making keys, and reading the bytes of people's files (identity
 * documents). An employer's key never makes keys either: no employer scope names it.
 */
const NEVER_BY_KEY: readonly Action[] = ["apiKey.manage", "file.read"];

/**
 * An admin's key reads what its admin's role reads, nothing more: every back-office action whose
 * least level is "read only", but NEVER_BY_KEY.
 */
const ADMIN_READ_ACTIONS: readonly Action[] = (
  Object.entries(ADMIN_ACTIONS) as [Action, readonly [string, string]][]
)
  .filter(([action, [, level]]) => level === "READ_ONLY" && !NEVER_BY_KEY.includes(action))
  .map(([action]) => action);

export const API_KEY_SCOPE_ACTIONS: Readonly<Record<ApiKeyScope, readonly Action[]>> = {
  ...EMPLOYER_SCOPE_ACTIONS,
  "admin:read": ADMIN_READ_ACTIONS,
};

/** What a key with these scopes may do at most (its owner's role decides the rest). */
export function keyActions(scopes: readonly ApiKeyScope[]): ReadonlySet<Action> {
  return new Set(scopes.flatMap((scope) => API_KEY_SCOPE_ACTIONS[scope] ?? []));
}
