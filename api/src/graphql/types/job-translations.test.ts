import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../../test/app.js";
import { type Json, restCall } from "../../../test/rest.js";
import { csrfHeaders, signedInEmployer } from "../../../test/sessions.js";
import { JOB_TITLE_MAX_LENGTH } from "../../constants.js";

// A job's title and description in other languages: written by the employer,
// checked as the originals are, shown to a reader of that language (readerText), searchable, and
// read by the money-request shield.

const ERROR = "... on AppError { code fieldErrors { field message } }";
const JOB_FIELDS = `id title language moderationStatus translations { language title description }
  readerText { language title description }`;
const CREATE = `mutation ($input: JobInput!) {
  createJob(input: $input) { __typename ${ERROR} ... on CreateJobPayload { job { ${JOB_FIELDS} } } }
}`;
const UPDATE = `mutation ($id: ID!, $input: JobInput!) {
  updateJob(id: $id, input: $input) { __typename ${ERROR} ... on UpdateJobPayload { job { ${JOB_FIELDS} } } }
}`;
const JOB = "query ($id: ID!) { job(id: $id) { title readerText { language title description } } }";
const SEARCH =
  "query ($q: String) { jobs(first: 20, filter: { q: $q }) { edges { node { id } } } }";

const HINDI = {
  language: "hi",
  title: "मकान के लिए राजमिस्त्री",
  description: "स्टेशन के पास नए मकान में ईंट और प्लास्टर का काम।",
};

const validJob = (overrides: Record<string, unknown> = {}) => ({
  title: "Mason for a house",
  jobType: "DAILY_WAGE",
  positions: 2,
  state: "Maharashtra",
  city: "Pune",
  description: "Brick and plaster work on a new house near the station.",
  salaryAmount: 900,
  salaryPeriod: "PER_DAY",
  ...overrides,
});

interface JobAnswer {
  id: string;
  title: string;
  language: string;
  moderationStatus: string;
  translations: { language: string; title: string; description: string }[];
  readerText: { language: string; title: string; description: string };
}
type Result = {
  __typename: string;
  code?: string;
  fieldErrors?: { field: string; message: string }[];
  job?: JobAnswer;
};

let t: TestApp;
let employer: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  employer = await signedInEmployer(t);
});
afterAll(() => t?.close());

async function post(input: Record<string, unknown>, language = "en"): Promise<Result> {
  const { body } = await t.graphql<{ createJob: Result }>(
    CREATE,
    { input },
    {
      token: employer.token,
      headers: { ...csrfHeaders(t), "accept-language": language },
    },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.createJob;
}

async function readerText(id: string, language: string) {
  const { body } = await t.graphql<{ job: { readerText: JobAnswer["readerText"] } }>(
    JOB,
    { id },
    { headers: { "accept-language": language } },
  );
  return body.data?.job.readerText;
}

describe("a job in other languages", () => {
  it("keeps the employer's translations and shows each reader their language", async () => {
    const { job } = await post(validJob({ translations: [HINDI] }));
    expect(job?.language).toBe("en");
    expect(job?.translations).toEqual([HINDI]);
    const id = job?.id ?? "";
    expect(await readerText(id, "hi-IN,hi;q=0.9")).toEqual(HINDI);
    // Bhojpuri reads Hindi; Tamil has no translation, so the original, which says its language.
    expect(await readerText(id, "bh")).toEqual(HINDI);
    expect(await readerText(id, "ta")).toMatchObject({
      language: "en",
      title: "Mason for a house",
    });
    expect(await readerText(id, "en")).toMatchObject({
      language: "en",
      title: "Mason for a house",
    });
  });

  it("takes the original's language, and an English translation for English readers", async () => {
    const { job } = await post(
      validJob({
        language: "hi",
        title: HINDI.title,
        description: HINDI.description,
        translations: [
          { language: "en", title: "Mason", description: "Brick work near the station." },
        ],
      }),
    );
    expect(job?.language).toBe("hi");
    expect(await readerText(job?.id ?? "", "en")).toMatchObject({ language: "en", title: "Mason" });
    expect(await readerText(job?.id ?? "", "hi")).toMatchObject({
      language: "hi",
      title: HINDI.title,
    });
  });

  it("checks each translation as the original, naming its fields", async () => {
    const result = await post(
      validJob({
        translations: [
          { language: "hi", title: " ", description: "x".repeat(10) },
          { language: "ta", title: "t".repeat(JOB_TITLE_MAX_LENGTH + 1), description: "" },
        ],
      }),
      "hi",
    );
    expect(result.__typename).toBe("AppError");
    expect(result.fieldErrors).toEqual([
      { field: "translations.hi.title", message: "जॉब का नाम ज़रूरी है" },
      { field: "translations.ta.title", message: expect.any(String) },
      { field: "translations.ta.description", message: expect.any(String) },
    ]);
    for (const translations of [
      [{ ...HINDI, language: "en" }],
      [HINDI, HINDI],
      [{ ...HINDI, language: "fr" }],
    ]) {
      const refused = await post(validJob({ translations }));
      expect(refused.fieldErrors, JSON.stringify(translations)).toEqual([
        { field: "translations", message: "Please choose languages from the list" },
      ]);
    }
    expect((await post(validJob({ language: "xx" }))).fieldErrors).toEqual([
      { field: "language", message: "Please choose languages from the list" },
    ]);
  });

  it("keeps the translations on an edit that leaves them out, and removes them on []", async () => {
    const { job } = await post(validJob({ translations: [HINDI] }));
    const edit = async (input: Record<string, unknown>) => {
      const { body } = await t.graphql<{ updateJob: Result }>(
        UPDATE,
        { id: job?.id, input },
        { token: employer.token, headers: csrfHeaders(t) },
      );
      return body.data?.updateJob.job;
    };
    expect((await edit(validJob({ title: "Mason wanted" })))?.translations).toEqual([HINDI]);
    expect((await edit(validJob({ translations: [] })))?.translations).toEqual([]);
  });

  it("is found by words of its translations", async () => {
    const { job } = await post(
      validJob({
        title: "Helper for a godown",
        translations: [
          { language: "hi", title: "गोदाम सहायक", description: "माल उतारना और चढ़ाना" },
        ],
      }),
    );
    const { body } = await t.graphql<{ jobs: { edges: { node: { id: string } }[] } }>(SEARCH, {
      q: "गोदाम",
    });
    expect(body.data?.jobs.edges.map((edge) => edge.node.id)).toEqual([job?.id]);
  });

  it("is held for review when a translation asks workers for money", async () => {
    const { job } = await post(
      validJob({
        translations: [
          {
            language: "hi",
            title: HINDI.title,
            description: "काम के लिए 500 रुपये रजिस्ट्रेशन फीस जमा करें",
          },
        ],
      }),
    );
    expect(job?.moderationStatus).toBe("FLAGGED");
  });
});

describe("REST jobs in other languages", () => {
  it("takes and answers the language and translations, the title as written", async () => {
    const server = await listen(t.app);
    try {
      const body: Json = {
        title: "Mason for a house",
        description: "Brick and plaster work on a new house near the station.",
        state: "Maharashtra",
        city: "Pune",
        job_type: "daily_wage",
        positions: 2,
        salary_amount: 900,
        salary_period: "per_day",
        translations: [HINDI],
      };
      const created = await restCall(t, server.baseUrl, "POST", "/jobs/", {
        token: employer.token,
        body,
      });
      expect(created.status).toBe(201);
      const id = (created.json as { id: string }).id;
      const read = await restCall(t, server.baseUrl, "GET", `/jobs/${id}/?language=hi`, {
        csrf: false,
      });
      expect(read.json).toMatchObject({
        title: "Mason for a house",
        language: "en",
        translations: [HINDI],
      });
      const wrongKind = await restCall(t, server.baseUrl, "PUT", `/jobs/${id}/`, {
        token: employer.token,
        body: { ...body, translations: "hi" },
      });
      expect(wrongKind.status).toBe(422);
    } finally {
      await server.close();
    }
  });
});
