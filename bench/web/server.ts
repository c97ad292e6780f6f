// The seeded app for the benchmark runs through the browser tests' harness
// (e2e/support/server.ts): `npm start` on a scratch DATA_DIR and a free port, stopped by PID.

/**
 * The first job of the seeded list, as a visitor would find it. Through REST: GraphQL in
 * production runs only the web app's persisted operations for visitors.
 */
export async function firstJobId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/jobs/?limit=1`);
  const body = (await response.json()) as { items?: { id?: string }[]; detail?: string };
  const id = body.items?.[0]?.id;
  if (!id) throw new Error(`no job in the seeded data: ${JSON.stringify(body)}`);
  return id;
}
