/** A set-up the embedded PostgreSQL cannot run in; the message names the cause and the fix. */
export class SetupProblem extends Error {}

/** The embedded PostgreSQL could not start: one line, the cause and the fix. */
export class EmbeddedDatabaseError extends Error {}
