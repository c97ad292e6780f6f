// The seeded app for the benchmark runs through the browser tests' harness
// (e2e/support/server.ts): `npm start` on a scratch DATA_DIR and a free port, stopped by PID.

/** The first job of the seeded list, as a visitor would find it. */
export async function firstJobId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ jobs(first: 1) { edges { node { id } } } }" }),
  });
  const body = (await response.json()) as {
    data?: { jobs?: { edges?: { node?: { id?: string } }[] } };
    errors?: unknown;
  };
  const id = body.data?.jobs?.edges?.[0]?.node?.id;
  if (!id) throw new Error(`no job in the seeded data: ${JSON.stringify(body.errors ?? body)}`);
  return id;
}
