import type { Prisma } from "../generated/prisma/client.js";

// Sessions that end while a client still holds a stream open. Whatever ends one (signing out,
// later an admin blocking a user) announces it with pg_notify inside its own transaction, so
// every api instance hears it at commit, and never for a rollback, and closes the streams that
// belong to it (services/notifications/live.ts). Streams also re-check their sessions now and
// then (LIVE_SESSION_RECHECK_MS), for sessions that end by expiry or idleness, which nothing
// announces, and for signals missed while an instance's listener was reconnecting.

export const SESSION_END_CHANNEL = "kaamsetu_session_ends";

/** One session ended (signed out), or every session of one user (the user was blocked). */
export type SessionEnd = { sessionId: number } | { userId: number };

export function parseSessionEnd(payload: string | undefined): SessionEnd | null {
  let signal: { sessionId?: unknown; userId?: unknown };
  try {
    signal = JSON.parse(payload ?? "") as typeof signal;
  } catch {
    return null;
  }
  if (typeof signal?.sessionId === "number") return { sessionId: signal.sessionId };
  if (typeof signal?.userId === "number") return { userId: signal.userId };
  return null;
}

/**
 * Announces that all of a user's sessions ended, e.g. with a block; call it in the transaction
 * that makes them invalid.
 */
export async function announceUserSessionsEnded(
  tx: Pick<Prisma.TransactionClient, "$executeRaw">,
  userId: number,
): Promise<void> {
  const end: SessionEnd = { userId };
  await tx.$executeRaw`SELECT pg_notify(${SESSION_END_CHANNEL}, ${JSON.stringify(end)})`;
}
