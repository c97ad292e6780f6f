import { createHmac } from "node:crypto";
import { VISITOR_DAY_TIME_ZONE } from "../../constants.js";
import type { Context } from "../../context.js";

// Who counts as one visitor for the once-a-day counters (job views, popular searches): the
// signed-in user or admin, else the client's address (behind the trusted proxy, the address it
// saw: context.ts clientAddress). Not the User-Agent, nor anything else a client chooses: one
// address sending a new agent with every request would be as many visitors. People behind one
// shared address count once a day between them, which undercounts rather than inflates.
// Only a keyed hash is stored, so neither a user id nor an address can be read back.

/** Today as India counts it, in SQL. */
export const VISITOR_DAY_SQL = `(now() AT TIME ZONE '${VISITOR_DAY_TIME_ZONE}')::date`;

/** The visitor's key for one counter, and for one thing it counts (a search's term) if given. */
export function visitorKey(
  ctx: Pick<Context, "viewer" | "clientAddress" | "secretKey">,
  purpose: "job-view" | "search",
  subject?: string,
): string {
  const viewer = ctx.viewer;
  const who = viewer ? `${viewer.kind}:${viewer.id}` : `address:${ctx.clientAddress ?? "unknown"}`;
  return createHmac("sha256", ctx.secretKey)
    .update(`${purpose}:${who}${subject === undefined ? "" : `|${subject}`}`)
    .digest("hex");
}
