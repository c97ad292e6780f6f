import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type BhashiniDouble, startBhashiniDouble } from "../../../test/bhashini-double.js";
import { createJob } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { JOB_TRANSLATION_MAX_PER_READER_PER_HOUR } from "../../constants.js";
import { encodeGlobalID } from "../global-id.js";

// Machine translation of job texts through the configured provider: here Bhashini's pipeline
// inference API, played by a local HTTP double speaking its request and response shapes
// (test/bhashini-double.ts), so the adapter's real HTTP call is what is tested.

const KEY = "test-inference-key-0123456789";
const ERROR = "... on AppError { code reason message }";
const TEXT = "language title description machineTranslated";
const AVAILABLE = "{ machineTranslationAvailable }";
const DRAFT = `mutation ($input: DraftJobTranslationsInput!) {
  draftJobTranslations(input: $input) {
    __typename ${ERROR}
    ... on DraftJobTranslationsPayload { drafts { ${TEXT} } failedLanguages }
  }
}`;
const TRANSLATE = `mutation ($id: ID!, $language: String) {
  translateJob(id: $id, language: $language) {
    __typename ${ERROR}
    ... on TranslateJobPayload { failed text { ${TEXT} } job { translations { ${TEXT} } } }
  }
}`;
const CREATE = `mutation ($input: JobInput!) {
  createJob(input: $input) {
    __typename ${ERROR}
    ... on CreateJobPayload { job { id translations { ${TEXT} } readerText { ${TEXT} } } }
  }
}`;

const form = {
  title: "Mason for a house",
  description: "Brick and plaster work on a new house near the station.",
  state: "Tamil Nadu",
};

interface Text {
  language: string;
  title: string;
  description: string;
  machineTranslated: boolean;
}

describe("with the Bhashini provider", () => {
  let t: TestApp;
  let bhashini: BhashiniDouble;
  let employer: { user: { id: number }; token: string };
  let address = 0;
  // Each reader its own address, so the per-address limit is only met where a test means it.
  const reader = (ip = `10.0.0.${++address}`) => ({
    headers: { ...csrfHeaders(t), "x-forwarded-for": ip },
  });

  beforeAll(async () => {
    bhashini = await startBhashiniDouble(KEY);
    t = await createTestApp({
      TRANSLATION_PROVIDER: "bhashini",
      TRANSLATION_URL: bhashini.url,
      TRANSLATION_API_KEY: KEY,
      TRUST_PROXY: "true",
    });
    employer = await signedInEmployer(t);
  });
  afterAll(async () => {
    await t?.close();
    await bhashini?.close();
  });

  const draft = async (input: Record<string, unknown>, token = employer.token) => {
    const { body } = await t.graphql<{ draftJobTranslations: Record<string, unknown> }>(
      DRAFT,
      { input },
      { token, headers: csrfHeaders(t) },
    );
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.draftJobTranslations;
  };
  const translate = async (
    id: number,
    language: string | null,
    options: { token?: string; headers?: Record<string, string> } = reader(),
  ) => {
    const { body } = await t.graphql<{ translateJob: Record<string, unknown> }>(
      TRANSLATE,
      { id: encodeGlobalID("Job", id), language },
      options,
    );
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.translateJob as {
      __typename: string;
      failed?: boolean;
      text?: Text;
      job?: { translations: Text[] };
      code?: string;
      reason?: string;
    };
  };

  it("says machine translation is available", async () => {
    const { body } = await t.graphql(`query ${AVAILABLE}`);
    expect(body.data).toEqual({ machineTranslationAvailable: true });
  });

  it("drafts the job in its state's languages and English, through Bhashini's API", async () => {
    bhashini.calls.length = 0;
    const answer = await draft({ ...form, language: "hi" });
    expect(answer.__typename).toBe("DraftJobTranslationsPayload");
    expect(answer.failedLanguages).toEqual([]);
    expect(answer.drafts).toEqual([
      {
        language: "ta",
        title: `[ta] ${form.title}`,
        description: `[ta] ${form.description}`,
        machineTranslated: true,
      },
      {
        language: "en",
        title: `[en] ${form.title}`,
        description: `[en] ${form.description}`,
        machineTranslated: true,
      },
    ]);
    // One call per language, both texts in it, the key as issued, the default model.
    expect(bhashini.calls).toHaveLength(2);
    expect(bhashini.calls[0]).toEqual({
      authorization: KEY,
      sourceLanguage: "hi",
      targetLanguage: "ta",
      serviceId: "ai4bharat/indictrans-v2-all-gpu--t4",
      sources: [form.title, form.description],
    });
    // Nothing is stored: the drafts are the employer's to edit and post.
    expect(await t.db.prisma.job.count()).toBe(0);
  });

  it("drafts an English job for Maharashtra in Marathi and Hindi", async () => {
    const answer = await draft({ ...form, state: "Maharashtra" });
    expect((answer.drafts as Text[]).map((text) => text.language)).toEqual(["mr", "hi"]);
  });

  it("checks the form's text with the spec's messages", async () => {
    const { body } = await t.graphql(
      `mutation ($input: DraftJobTranslationsInput!) {
        draftJobTranslations(input: $input) {
          __typename ... on AppError { code fieldErrors { field message } }
        }
      }`,
      { input: { title: " ", description: "", state: "Atlantis" } },
      { token: employer.token, headers: csrfHeaders(t) },
    );
    expect(body.data?.draftJobTranslations).toEqual({
      __typename: "AppError",
      code: "VALIDATION",
      fieldErrors: [
        { field: "title", message: "Job title is required" },
        { field: "description", message: "Job description is required" },
        { field: "state", message: expect.any(String) },
      ],
    });
  });

  it("lets only employers ask for drafts", async () => {
    const worker = await signedInWorker(t);
    const { body } = await t.graphql(
      DRAFT,
      { input: form },
      { token: worker.token, headers: csrfHeaders(t) },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("lists a language the provider failed in, and drafts the others", async () => {
    bhashini.failing.add("ta");
    try {
      const answer = await draft({ ...form, language: "hi" });
      expect(answer.failedLanguages).toEqual(["ta"]);
      expect((answer.drafts as Text[]).map((text) => text.language)).toEqual(["en"]);
    } finally {
      bhashini.failing.clear();
    }
  });

  it("stores drafts the employer kept, flagged as machine-translated to readers", async () => {
    const { body } = await t.graphql<{ createJob: { job: { readerText: Text } } }>(
      CREATE,
      {
        input: {
          ...form,
          jobType: "DAILY_WAGE",
          positions: 1,
          salaryAmount: 900,
          salaryPeriod: "PER_DAY",
          translations: [
            {
              language: "ta",
              title: "வீட்டுக்கு கொத்தனார்",
              description: "புதிய வீட்டில் செங்கல் வேலை.",
              machineTranslated: true,
            },
            { language: "hi", title: "राजमिस्त्री", description: "ईंट का काम।" },
          ],
        },
      },
      { token: employer.token, headers: { ...csrfHeaders(t), "accept-language": "ta" } },
    );
    expect(body.data?.createJob.job.readerText).toEqual({
      language: "ta",
      title: "வீட்டுக்கு கொத்தனார்",
      description: "புதிய வீட்டில் செங்கல் வேலை.",
      machineTranslated: true,
    });
    const row = await t.db.prisma.job.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(row.translations).toEqual({
      ta: { title: "வீட்டுக்கு கொத்தனார்", description: "புதிய வீட்டில் செங்கல் வேலை.", machine: true },
      hi: { title: "राजमिस्त्री", description: "ईंट का काम।" },
    });
  });

  it("translates a job for a reader once, stores it, and never asks again", async () => {
    const job = await createJob(t.db.prisma, employer.user.id);
    bhashini.calls.length = 0;
    const first = await translate(job.id, "bn");
    expect(first).toMatchObject({
      __typename: "TranslateJobPayload",
      failed: false,
      text: { language: "bn", title: `[bn] ${job.title}`, machineTranslated: true },
    });
    expect(first.job?.translations).toEqual([first.text]);
    const again = await translate(job.id, "bn");
    expect(again.text).toEqual(first.text);
    expect(bhashini.calls).toHaveLength(1);
    const row = await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row.translations).toEqual({
      bn: { title: `[bn] ${job.title}`, description: `[bn] ${job.description}`, machine: true },
    });
    // Every other reader of Bengali now reads it, marked.
    const { body } = await t.graphql<{ job: { readerText: Text } }>(
      `query ($id: ID!) { job(id: $id) { readerText { ${TEXT} } } }`,
      { id: encodeGlobalID("Job", job.id) },
      { headers: { "accept-language": "bn" } },
    );
    expect(body.data?.job.readerText).toEqual(first.text);
  });

  it("answers a job already in the language with its own text, translating nothing", async () => {
    const job = await createJob(t.db.prisma, employer.user.id);
    bhashini.calls.length = 0;
    const answer = await translate(job.id, "en");
    expect(answer.text).toMatchObject({
      language: "en",
      title: job.title,
      machineTranslated: false,
    });
    expect(bhashini.calls).toHaveLength(0);
  });

  it("reads the request's language when none is given, Bhojpuri as Hindi", async () => {
    const job = await createJob(t.db.prisma, employer.user.id);
    const answer = await translate(job.id, null, {
      headers: { ...reader().headers, "accept-language": "bh" },
    });
    expect(answer.text?.language).toBe("hi");
  });

  it("falls back to the original with a note when the provider fails, storing nothing", async () => {
    const job = await createJob(t.db.prisma, employer.user.id);
    bhashini.failing.add("ml");
    try {
      const answer = await translate(job.id, "ml");
      expect(answer).toMatchObject({
        __typename: "TranslateJobPayload",
        failed: true,
        text: { language: "en", title: job.title, machineTranslated: false },
      });
    } finally {
      bhashini.failing.clear();
    }
    const row = await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row.translations).toBeNull();
    // Once the provider is back, the reader may ask again.
    expect((await translate(job.id, "ml")).failed).toBe(false);
  });

  it("refuses a reader who asks too often from one address", async () => {
    const jobs = await Promise.all(
      Array.from({ length: JOB_TRANSLATION_MAX_PER_READER_PER_HOUR + 1 }, () =>
        createJob(t.db.prisma, employer.user.id),
      ),
    );
    const from = reader("10.9.9.9");
    for (const job of jobs.slice(0, -1)) {
      expect((await translate(job.id, "te", from)).__typename).toBe("TranslateJobPayload");
    }
    const refused = await translate(jobs.at(-1)?.id ?? 0, "te", from);
    expect(refused).toMatchObject({ __typename: "AppError", code: "RATE_LIMITED" });
    // Another reader is not held back.
    expect((await translate(jobs.at(-1)?.id ?? 0, "te")).failed).toBe(false);
  });

  it("does not translate a job the reader may not see", async () => {
    const job = await createJob(t.db.prisma, employer.user.id, { status: "INACTIVE" });
    expect(await translate(job.id, "ta")).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("without a provider (the default)", () => {
  let t: TestApp;
  let employer: { user: { id: number }; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    employer = await signedInEmployer(t);
  });
  afterAll(() => t?.close());

  it("says machine translation is unavailable, and both mutations refuse clearly", async () => {
    const available = await t.graphql(`query ${AVAILABLE}`);
    expect(available.body.data).toEqual({ machineTranslationAvailable: false });
    const drafts = await t.graphql<{ draftJobTranslations: unknown }>(
      DRAFT,
      { input: form },
      { token: employer.token, headers: csrfHeaders(t) },
    );
    expect(drafts.body.data?.draftJobTranslations).toEqual({
      __typename: "AppError",
      code: "UNAVAILABLE",
      reason: "translationUnavailable",
      message: "Machine translation is not available",
    });
    const job = await createJob(t.db.prisma, employer.user.id);
    const translated = await t.graphql<{ translateJob: unknown }>(
      TRANSLATE,
      { id: encodeGlobalID("Job", job.id), language: "ta" },
      { headers: { ...csrfHeaders(t), "accept-language": "hi" } },
    );
    expect(translated.body.data?.translateJob).toEqual({
      __typename: "AppError",
      code: "UNAVAILABLE",
      reason: "translationUnavailable",
      message: "मशीन से अनुवाद अभी उपलब्ध नहीं है",
    });
  });
});
