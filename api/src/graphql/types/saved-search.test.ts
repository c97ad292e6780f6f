import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { SAVED_SEARCHES_MAX } from "../../constants.js";

// Saved searches through the schema: a worker saves, lists, pauses, changes and deletes their
// own; input is checked with the catalogue's messages; nobody else reads or changes them.

let t: TestApp;

const FIELDS = "id keywords location jobType salaryMin salaryPeriod paused";
const RESULT = `__typename ... on AppError { code reason message fieldErrors { field message } }`;
const SAVE = `mutation ($input: SavedSearchInput!) {
  saveSearch(input: $input) { ${RESULT} ... on SavedSearchPayload { savedSearch { ${FIELDS} } } }
}`;
const UPDATE = `mutation ($id: ID!, $input: SavedSearchInput!) {
  updateSavedSearch(id: $id, input: $input) { ${RESULT} ... on SavedSearchPayload { savedSearch { ${FIELDS} } } }
}`;
const DELETE = `mutation ($id: ID!) {
  deleteSavedSearch(id: $id) { ${RESULT} ... on DeleteSavedSearchPayload { deletedId } }
}`;
const LIST = `{ savedSearches { ${FIELDS} } }`;

type Result = Record<string, unknown> & { __typename: string; code?: string; reason?: string };

async function call(document: string, variables: Record<string, unknown>, token?: string) {
  const { body } = await t.graphql<Record<string, Result>>(document, variables, {
    token,
    headers: csrfHeaders(t),
  });
  return body;
}

const save = async (token: string, input: Record<string, unknown>) =>
  (await call(SAVE, { input }, token)).data?.saveSearch as Result;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("saved searches", () => {
  it("saves, lists, pauses, changes and deletes a worker's own", async () => {
    const { token } = await signedInWorker(t);
    const saved = await save(token, { keywords: "plumber", location: "Delhi" });
    expect(saved.__typename).toBe("SavedSearchPayload");
    const search = saved.savedSearch as Record<string, unknown>;
    expect(search).toMatchObject({ keywords: "plumber", location: "Delhi", paused: false });
    const stored = await t.db.prisma.savedSearch.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(stored.states).toEqual(["Delhi"]);
    expect(stored.cities).toEqual(["Delhi/Delhi"]);
    expect(stored.keywordsQuery).toContain("nalsaaz:*");

    const paused = await call(UPDATE, { id: search.id, input: { paused: true } }, token);
    expect(paused.data?.updateSavedSearch?.savedSearch).toMatchObject({
      keywords: "plumber",
      paused: true,
    });
    const changed = await call(
      UPDATE,
      { id: search.id, input: { keywords: "mason", salaryMin: 700, salaryPeriod: "PER_DAY" } },
      token,
    );
    expect(changed.data?.updateSavedSearch?.savedSearch).toMatchObject({
      keywords: "mason",
      location: null,
      salaryMin: 700,
      paused: true,
    });
    const list = await t.graphql<{ savedSearches: unknown[] }>(LIST, {}, { token });
    expect(list.body.data?.savedSearches).toHaveLength(1);
    const deleted = await call(DELETE, { id: search.id }, token);
    expect(deleted.data?.deleteSavedSearch).toMatchObject({ deletedId: search.id });
    expect((await t.graphql<{ savedSearches: unknown[] }>(LIST, {}, { token })).body.data).toEqual({
      savedSearches: [],
    });
  });

  it("checks the input with the catalogue's messages", async () => {
    const { token } = await signedInWorker(t);
    expect(await save(token, {})).toMatchObject({
      code: "VALIDATION",
      reason: "searchRequired",
      message: "Please enter a job title, skill or location",
    });
    expect(await save(token, { location: "Atlantis Nagar Colony" })).toMatchObject({
      code: "VALIDATION",
      fieldErrors: [{ field: "location", message: "Please enter a city or state of India" }],
    });
    expect(await save(token, { keywords: "x".repeat(500) })).toMatchObject({ code: "VALIDATION" });
    expect(await save(token, { keywords: "cook", salaryMin: -5 })).toMatchObject({
      code: "VALIDATION",
    });
  });

  it("keeps one of each search: saving it again returns it, resumed if paused", async () => {
    const { token } = await signedInWorker(t);
    const first = (await save(token, { keywords: "Welder", location: "Pune" }))
      .savedSearch as Record<string, unknown>;
    await call(UPDATE, { id: first.id, input: { paused: true } }, token);
    // The same words in another case and spacing, the same place by the same name.
    const again = await save(token, { keywords: "  welder ", location: "Pune" });
    expect(again.savedSearch).toMatchObject({ id: first.id, paused: false });
    // Another filter is another search.
    const daily = await save(token, {
      keywords: "welder",
      location: "Pune",
      jobType: "DAILY_WAGE",
    });
    expect((daily.savedSearch as Record<string, unknown>).id).not.toBe(first.id);
    const list = await t.graphql<{ savedSearches: unknown[] }>(LIST, {}, { token });
    expect(list.body.data?.savedSearches).toHaveLength(2);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per worker`, async () => {
    const { token } = await signedInWorker(t);
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) {
      expect((await save(token, { keywords: `cook ${i}` })).__typename).toBe("SavedSearchPayload");
    }
    expect(await save(token, { keywords: "one more" })).toMatchObject({
      code: "CONFLICT",
      reason: "savedSearchesTooMany",
    });
  });

  it("refuses another worker, an employer and a visitor", async () => {
    const owner = await signedInWorker(t);
    const other = await signedInWorker(t);
    const employer = await signedInEmployer(t);
    const saved = (await save(owner.token, { keywords: "driver" })).savedSearch as { id: string };
    const input = { paused: true };

    const byOther = await call(UPDATE, { id: saved.id, input }, other.token);
    expect(byOther.data?.updateSavedSearch).toMatchObject({ code: "FORBIDDEN" });
    expect(
      (await call(DELETE, { id: saved.id }, other.token)).data?.deleteSavedSearch,
    ).toMatchObject({ code: "FORBIDDEN" });
    const othersList = await t.graphql<{ savedSearches: unknown[] }>(
      LIST,
      {},
      { token: other.token },
    );
    expect(othersList.body.data?.savedSearches).toEqual([]);

    const byEmployer = await call(SAVE, { input: { keywords: "driver" } }, employer.token);
    expect(byEmployer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const employerList = await t.graphql(LIST, {}, { token: employer.token });
    expect(employerList.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const byVisitor = await call(DELETE, { id: saved.id });
    expect(byVisitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    const stored = await t.db.prisma.savedSearch.findMany({ where: { labourId: owner.user.id } });
    expect(stored.map((s) => s.paused)).toEqual([false]);
  });
});
