import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createJob } from "../../../test/fixtures.js";
import { signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { encodeGlobalID } from "../global-id.js";

// Opening one account in the back office through the real schema: its profile, documents, jobs,
// applications and ratings in one query; what only admins read stays theirs.

let t: TestApp;
let employer: Awaited<ReturnType<typeof signedInEmployer>>;
let worker: Awaited<ReturnType<typeof signedInWorker>>;

beforeAll(async () => {
  t = await createTestApp();
  employer = await signedInEmployer(t);
  worker = await signedInWorker(t);
  const job = await createJob(t.db.prisma, employer.user.id);
  const application = await t.db.prisma.application.create({
    data: { jobId: job.id, labourId: worker.user.id, status: "COMPLETED" },
  });
  await t.db.prisma.rating.create({
    data: {
      applicationId: application.id,
      raterId: employer.user.id,
      rateeId: worker.user.id,
      direction: "EMPLOYER_TO_LABOUR",
      score: 5,
      review: "Careful work",
    },
  });
  await t.db.prisma.identityDocument.create({
    data: {
      userId: worker.user.id,
      type: "AADHAAR",
      numberHash: "c".repeat(64),
      numberLast4: "9012",
    },
  });
});
afterAll(() => t.close());

const OPEN = `query Open($id: ID!) {
  adminUser(id: $id) {
    firstName accountState erasedAt
    labourProfile { skills }
    identityDocuments { type status numberLast4 }
    applications(first: 5) { totalCount edges { node { status job { title } } } }
    ratingsReceived { rating review direction }
  }
}`;

describe("adminUser", () => {
  it("gives a viewer-role admin the whole account", async () => {
    const { token } = await signedInAdmin(t, "VIEWER");
    const { body } = await t.graphql(
      OPEN,
      { id: encodeGlobalID("User", worker.user.id) },
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.adminUser).toMatchObject({
      firstName: "Ramesh",
      accountState: "ACTIVE",
      erasedAt: null,
      labourProfile: { skills: ["plumbing"] },
      identityDocuments: [{ type: "AADHAAR", status: "PENDING", numberLast4: "9012" }],
      applications: { totalCount: 1, edges: [{ node: { status: "COMPLETED" } }] },
      ratingsReceived: [{ rating: 5, review: "Careful work", direction: "EMPLOYER_TO_LABOUR" }],
    });
  });

  it("is refused to users, and what only admins read is refused on a user's own account", async () => {
    const refused = await t.graphql(
      OPEN,
      { id: encodeGlobalID("User", worker.user.id) },
      { token: worker.token },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const own = await t.graphql("{ viewer { accountState } }", {}, { token: worker.token });
    expect(own.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
