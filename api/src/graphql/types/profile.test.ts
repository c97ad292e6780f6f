import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createJob, signedFormOf } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { PROFILE_GATE_SETTING } from "../../constants.js";
import type { FilePurpose } from "../../generated/prisma/enums.js";
import { messages } from "../../messages.js";
import { fileUrl } from "../../services/files/files.js";
import { encodeGlobalID } from "../global-id.js";

// Editing profiles through the real schema on real PostgreSQL: every field round-trips, partial
// updates leave the rest, null clears, each validation message, who is refused, the entries and
// their order, and the completion gate on applying.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

const ERROR = "... on AppError { code reason params message fieldErrors { field reason message } }";

const LABOUR_FIELDS = `id firstName lastName phoneNumber email profilePicture state city
  profileCompletion { percentage isComplete missingFields }
  labourProfile {
    skills gender dateOfBirth preferredStates preferredShift experienceYears languagesKnown
    currentSalary currentSalaryPeriod expectedSalary expectedSalaryPeriod resumeUrl
    preferredJobType preferredSalaryMin preferredSalaryMax preferredLocation willingToRelocate
    contactByEmail contactByPhone contactByWhatsapp allowRecruiterContact
    educations { id type instituteName fieldOfStudy startYear endYear currentlyStudying }
    experiences { id company positionTitle responsibilities startYear endYear currentlyWorking }
  }`;

const EMPLOYER_FIELDS = `id firstName lastName email profilePicture state city
  profileCompletion { percentage isComplete missingFields }
  employerProfile { companyName businessType address industry website gstNumber role referralCode
    contactByPhone contactByWhatsapp }`;

const mutation = (call: string, args: string, fields: string) =>
  `mutation(${args}) { result: ${call} { __typename ${ERROR} ... on ProfileUpdatePayload { message viewer { ${fields} } } } }`;

const UPDATE_LABOUR = mutation(
  "updateLabourProfile(input: $input)",
  "$input: UpdateLabourProfileInput!",
  LABOUR_FIELDS,
);
const UPDATE_EMPLOYER = mutation(
  "updateEmployerProfile(input: $input)",
  "$input: UpdateEmployerProfileInput!",
  EMPLOYER_FIELDS,
);
const ADD_EDUCATION = mutation(
  "addEducation(input: $input)",
  "$input: EducationInput!",
  LABOUR_FIELDS,
);
const UPDATE_EDUCATION = mutation(
  "updateEducation(id: $id, input: $input)",
  "$id: ID!, $input: EducationInput!",
  LABOUR_FIELDS,
);
const REMOVE_EDUCATION = mutation("removeEducation(id: $id)", "$id: ID!", LABOUR_FIELDS);
const REORDER_EDUCATION = mutation("reorderEducation(ids: $ids)", "$ids: [ID!]!", LABOUR_FIELDS);
const ADD_EXPERIENCE = mutation(
  "addExperience(input: $input)",
  "$input: ExperienceInput!",
  LABOUR_FIELDS,
);
const REORDER_EXPERIENCE = mutation("reorderExperience(ids: $ids)", "$ids: [ID!]!", LABOUR_FIELDS);

async function run(document: string, variables: Json, token?: string) {
  const { body } = await t.graphql<{ result: Json }>(document, variables, {
    token,
    headers: csrfHeaders(t),
  });
  return body;
}

/** The mutation's result, which must be its payload; its viewer. */
async function saved(document: string, variables: Json, token: string) {
  const body = await run(document, variables, token);
  expect(body.errors).toBeUndefined();
  const result = body.data?.result as Json;
  expect(result.__typename, JSON.stringify(result)).toBe("ProfileUpdatePayload");
  expect(result.message).toBe(messages.profileUpdated);
  return result.viewer as Json & { labourProfile: Json; employerProfile: Json };
}

type Refusal = Json & { code?: unknown; fieldErrors: { field: string; message: string }[] };

/** The mutation's typed error (or the GraphQL error of a refused scope). */
async function refused(document: string, variables: Json, token?: string): Promise<Refusal> {
  const body = await run(document, variables, token);
  const [error] = body.errors ?? [];
  if (error) return { code: error.extensions?.code, message: error.message, fieldErrors: [] };
  return body.data?.result as Refusal;
}

async function storedFile(ownerId: number, purpose: FilePurpose, extension = "jpg") {
  const key = `${crypto.randomUUID().replaceAll("-", "")}.${extension}`;
  await t.db.prisma.storedFile.create({
    data: { ownerId, purpose, storageKey: key, contentType: "image/jpeg", size: 100 },
  });
  return fileUrl(key);
}

describe("updateLabourProfile", () => {
  it("saves every field of SPEC section 3 and answers them with the completion", async () => {
    const { user, token } = await signedInWorker(t, { complete: false });
    const picture = await storedFile(user.id, "PROFILE_PICTURE");
    const resume = await storedFile(user.id, "RESUME", "pdf");
    const input = {
      firstName: "Sita",
      lastName: "Devi",
      email: "sita@example.com",
      profilePicture: picture,
      skills: ["Masonry", "Tiling"],
      state: "karnataka",
      city: "bangalore",
      gender: "FEMALE",
      dateOfBirth: "1994-03-09",
      preferredStates: ["Karnataka", "goa"],
      preferredShift: "NIGHT",
      experienceYears: 7,
      languagesKnown: ["hi", "MR", "hi"],
      currentSalary: 600,
      currentSalaryPeriod: "PER_DAY",
      expectedSalary: 18000,
      expectedSalaryPeriod: "PER_MONTH",
      resumeUrl: resume,
      preferredJobType: "DAILY_WAGE",
      preferredSalaryMin: 500,
      preferredSalaryMax: 900,
      preferredLocation: "Whitefield",
      willingToRelocate: true,
      contactByEmail: true,
      contactByPhone: false,
      contactByWhatsapp: true,
      allowRecruiterContact: false,
    };
    const viewer = await saved(UPDATE_LABOUR, { input }, token);
    expect(viewer).toMatchObject({
      firstName: "Sita",
      lastName: "Devi",
      email: "sita@example.com",
      profilePicture: signedFormOf(picture),
      state: "Karnataka",
      city: "Bangalore",
      profileCompletion: { percentage: 100, isComplete: true, missingFields: [] },
    });
    expect(viewer.labourProfile).toMatchObject({
      skills: ["Masonry", "Tiling"],
      gender: "FEMALE",
      dateOfBirth: "1994-03-09",
      preferredStates: ["Karnataka", "Goa"],
      preferredShift: "NIGHT",
      experienceYears: 7,
      languagesKnown: ["hi", "mr"],
      currentSalary: 600,
      currentSalaryPeriod: "PER_DAY",
      expectedSalary: 18000,
      expectedSalaryPeriod: "PER_MONTH",
      resumeUrl: resume,
      preferredJobType: "DAILY_WAGE",
      preferredSalaryMin: 500,
      preferredSalaryMax: 900,
      preferredLocation: "Whitefield",
      willingToRelocate: true,
      contactByEmail: true,
      contactByPhone: false,
      contactByWhatsapp: true,
      allowRecruiterContact: false,
    });

    // Partial: what is not given stays; null clears and the completion follows.
    const after = await saved(
      UPDATE_LABOUR,
      { input: { profilePicture: null, experienceYears: null } },
      token,
    );
    expect(after.firstName).toBe("Sita");
    expect(after.profilePicture).toBeNull();
    expect(after.labourProfile.experienceYears).toBeNull();
    expect(after.labourProfile.skills).toEqual(["Masonry", "Tiling"]);
    expect(after.profileCompletion).toEqual({
      percentage: 90,
      isComplete: true,
      missingFields: ["profile_picture"],
    });
  });

  it("answers each invalid field with the spec's message, all at once, and changes nothing", async () => {
    const { user, token } = await signedInWorker(t);
    const cases: [Json, string, string][] = [
      [{ firstName: null }, "first_name", messages.required],
      [{ lastName: "x".repeat(101) }, "last_name", messages.maxLength({ count: 100 })],
      [{ email: "not-an-email" }, "email", messages.emailInvalid],
      [{ dateOfBirth: "1990-02-30" }, "date_of_birth", messages.dateInvalid],
      [{ dateOfBirth: "2099-01-01" }, "date_of_birth", messages.dateInvalid],
      [{ experienceYears: 61 }, "experience_years", messages.numberRange({ min: 0, max: 60 })],
      [{ currentSalary: -5 }, "current_salary", messages.numberRange({ min: 0, max: 10000000 })],
      [{ state: "Atlantis" }, "state", messages.stateInvalid],
      [{ city: "Chennai" }, "city", messages.cityNotInState],
      [{ preferredStates: ["Goa", "Nowhere"] }, "preferred_states", messages.stateInvalid],
      [{ languagesKnown: ["xx"] }, "languages_known", messages.languagesInvalid],
      [
        { preferredSalaryMin: 900, preferredSalaryMax: 500 },
        "preferred_salary_max",
        messages.salaryRangeOrder,
      ],
      [
        { preferredLocation: "p".repeat(201) },
        "preferred_location",
        messages.maxLength({ count: 200 }),
      ],
      [
        { profilePicture: "/api/v1/files/00000000000000000000000000000000.jpg/" },
        "profile_picture",
        messages.fileTypeInvalid,
      ],
      [
        { resumeUrl: "https://elsewhere.example.com/cv.pdf" },
        "resume_url",
        messages.resumeTypeInvalid,
      ],
      [{ allowRecruiterContact: null }, "allow_recruiter_contact", messages.required],
    ];
    for (const [input, field, message] of cases) {
      const error = await refused(UPDATE_LABOUR, { input }, token);
      expect(error.code, JSON.stringify(input)).toBe("VALIDATION");
      expect(error.fieldErrors, JSON.stringify(input)).toContainEqual(
        expect.objectContaining({ field, message }),
      );
    }
    // Several at once.
    const many = await refused(
      UPDATE_LABOUR,
      { input: { email: "nope", experienceYears: 99, firstName: "Changed" } },
      token,
    );
    expect(many.fieldErrors.map((e) => e.field)).toEqual(["email", "experience_years"]);
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.firstName).toBe("Ramesh");
  });

  it("takes only the worker's own upload of the right purpose", async () => {
    const { user, token } = await signedInWorker(t);
    const other = await signedInWorker(t);
    const theirs = await storedFile(other.user.id, "PROFILE_PICTURE");
    const resume = await storedFile(user.id, "RESUME", "pdf");
    for (const url of [theirs, resume]) {
      const error = await refused(UPDATE_LABOUR, { input: { profilePicture: url } }, token);
      expect(error.fieldErrors).toEqual([
        expect.objectContaining({ field: "profile_picture", message: messages.fileTypeInvalid }),
      ]);
    }
  });

  it("is refused to a visitor and an employer, and changes only the caller's own profile", async () => {
    const visitor = await refused(UPDATE_LABOUR, { input: { firstName: "X" } });
    expect(visitor.code).toBe("UNAUTHENTICATED");
    const employer = await signedInEmployer(t);
    const wrongRole = await refused(UPDATE_LABOUR, { input: { firstName: "X" } }, employer.token);
    expect(wrongRole.code).toBe("FORBIDDEN");
    const worker = await signedInWorker(t);
    const asWorker = await refused(UPDATE_EMPLOYER, { input: { firstName: "X" } }, worker.token);
    expect(asWorker.code).toBe("FORBIDDEN");
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: employer.user.id } });
    expect(row.firstName).toBe("Suresh");
  });
});

describe("updateEmployerProfile", () => {
  it("saves every field and keeps the referral code", async () => {
    const { user, token } = await signedInEmployer(t);
    const logo = await storedFile(user.id, "PROFILE_PICTURE");
    const viewer = await saved(
      UPDATE_EMPLOYER,
      {
        input: {
          firstName: "Anil",
          lastName: "Shah",
          email: "anil@shahfab.example.com",
          address: "Plot 4, GIDC Estate, Vapi",
          companyName: "Shah Fabricators",
          profilePicture: logo,
          state: "Gujarat",
          city: "surat",
          industry: "Manufacturing",
          website: "shahfab.example.com",
          gstNumber: "27AAPFU0939F1ZV",
          role: "Owner",
          businessType: "FACTORY",
          contactByPhone: false,
          contactByWhatsapp: true,
        },
      },
      token,
    );
    expect(viewer).toMatchObject({
      firstName: "Anil",
      lastName: "Shah",
      email: "anil@shahfab.example.com",
      profilePicture: signedFormOf(logo),
      state: "Gujarat",
      city: "Surat",
    });
    expect(viewer.employerProfile).toEqual({
      companyName: "Shah Fabricators",
      businessType: "factory",
      address: "Plot 4, GIDC Estate, Vapi",
      industry: "Manufacturing",
      website: "https://shahfab.example.com",
      gstNumber: "27AAPFU0939F1ZV",
      role: "Owner",
      referralCode: expect.stringMatching(/^\w+$/),
      contactByPhone: false,
      contactByWhatsapp: true,
    });
    const before = await t.db.prisma.employerProfile.findUniqueOrThrow({
      where: { userId: user.id },
    });
    expect((viewer.employerProfile as Json).referralCode).toBe(before.referralCode);
  });

  it("answers invalid fields with the spec's messages", async () => {
    const { token } = await signedInEmployer(t);
    const cases: [Json, string, string][] = [
      [{ email: null }, "email", messages.required],
      [{ address: "Short" }, "address", messages.minLength({ count: 10 })],
      [{ address: null }, "address", messages.required],
      [{ website: "not a url" }, "website", messages.urlInvalid],
      [{ website: "ftp://files.example.com" }, "website", messages.urlInvalid],
      [{ gstNumber: "27AAPFU0939F1ZX" }, "gst_number", messages.gstinInvalid],
      [{ companyName: "c".repeat(201) }, "company_name", messages.maxLength({ count: 200 })],
    ];
    for (const [input, field, message] of cases) {
      const error = await refused(UPDATE_EMPLOYER, { input }, token);
      expect(error.fieldErrors, JSON.stringify(input)).toContainEqual(
        expect.objectContaining({ field, message }),
      );
    }
  });
});

describe("education and experience entries", () => {
  it("adds, edits, orders and removes entries; the order is the worker's", async () => {
    const { token } = await signedInWorker(t);
    let viewer = await saved(
      ADD_EDUCATION,
      { input: { type: "HIGH_SCHOOL", instituteName: "Government High School", endYear: 2008 } },
      token,
    );
    viewer = await saved(
      ADD_EDUCATION,
      {
        input: {
          type: "VOCATIONAL_TRAINING",
          instituteName: "ITI Aundh",
          fieldOfStudy: "Electrician",
          startYear: 2009,
          endYear: 2011,
        },
      },
      token,
    );
    viewer = await saved(
      ADD_EDUCATION,
      {
        input: {
          type: "DIPLOMA",
          instituteName: "Open University",
          startYear: new Date().getFullYear() - 1,
          endYear: new Date().getFullYear() + 1,
          currentlyStudying: true,
        },
      },
      token,
    );
    const entries = () => viewer.labourProfile.educations as Json[];
    expect(entries().map((e) => e.instituteName)).toEqual([
      "Government High School",
      "ITI Aundh",
      "Open University",
    ]);
    const [school, iti, open] = entries().map((e) => e.id as string) as [string, string, string];

    viewer = await saved(REORDER_EDUCATION, { ids: [open, school, iti] }, token);
    expect(entries().map((e) => e.id)).toEqual([open, school, iti]);

    viewer = await saved(UPDATE_EDUCATION, { id: iti, input: { fieldOfStudy: "Wireman" } }, token);
    expect(entries()[2]).toMatchObject({
      fieldOfStudy: "Wireman",
      instituteName: "ITI Aundh",
      startYear: 2009,
      endYear: 2011,
      type: "VOCATIONAL_TRAINING",
    });

    viewer = await saved(REMOVE_EDUCATION, { id: school }, token);
    expect(entries().map((e) => e.id)).toEqual([open, iti]);

    viewer = await saved(
      ADD_EXPERIENCE,
      {
        input: {
          company: "Patil Constructions",
          positionTitle: "Site electrician",
          responsibilities: "Wiring of 3 towers.\nPanel fitting.",
          startYear: 2015,
          endYear: 2016,
          currentlyWorking: true,
        },
      },
      token,
    );
    expect(viewer.labourProfile.experiences).toEqual([
      expect.objectContaining({
        company: "Patil Constructions",
        responsibilities: "Wiring of 3 towers.\nPanel fitting.",
        endYear: null,
        currentlyWorking: true,
      }),
    ]);
  });

  it("refuses an order that is not exactly the worker's entries", async () => {
    const a = await signedInWorker(t);
    const b = await signedInWorker(t);
    const add = (token: string, company: string) =>
      saved(ADD_EXPERIENCE, { input: { company, positionTitle: "Helper" } }, token);
    await add(a.token, "One");
    const mine = ((await add(a.token, "Two")).labourProfile.experiences as Json[]).map(
      (e) => e.id as string,
    );
    const theirs = ((await add(b.token, "Three")).labourProfile.experiences as Json[])[0]
      ?.id as string;
    for (const ids of [[mine[0]], [mine[0], mine[0]], [mine[0], theirs], [...mine, theirs]]) {
      const error = await refused(REORDER_EXPERIENCE, { ids }, a.token);
      expect(error.fieldErrors).toEqual([
        expect.objectContaining({ field: "ids", message: messages.entriesOrderInvalid }),
      ]);
    }
  });

  it("checks years, lengths and required fields with catalogue messages", async () => {
    const { token } = await signedInWorker(t);
    const year = new Date().getFullYear();
    const cases: [string, Json, string, string][] = [
      [ADD_EDUCATION, { instituteName: "X" }, "type", messages.required],
      [ADD_EDUCATION, { type: "MASTERS" }, "institute_name", messages.required],
      [
        ADD_EDUCATION,
        { type: "MASTERS", instituteName: "X", endYear: year + 1 },
        "end_year",
        messages.yearRange({ min: 1950, max: year }),
      ],
      [
        ADD_EDUCATION,
        { type: "MASTERS", instituteName: "X", startYear: 2012, endYear: 2010 },
        "end_year",
        messages.yearOrder,
      ],
      [
        ADD_EDUCATION,
        { type: "MASTERS", instituteName: "i".repeat(201) },
        "institute_name",
        messages.maxLength({ count: 200 }),
      ],
      [
        ADD_EXPERIENCE,
        { company: "C", positionTitle: "P", startYear: 1900 },
        "start_year",
        messages.yearRange({ min: 1950, max: year }),
      ],
      [ADD_EXPERIENCE, { company: "C" }, "position_title", messages.required],
      [
        ADD_EXPERIENCE,
        { company: "C", positionTitle: "P", responsibilities: "r".repeat(2001) },
        "responsibilities",
        messages.maxLength({ count: 2000 }),
      ],
    ];
    for (const [document, input, field, message] of cases) {
      const error = await refused(document, { input }, token);
      expect(error.fieldErrors, JSON.stringify(input)).toContainEqual(
        expect.objectContaining({ field, message }),
      );
    }
  });

  it("lets nobody but the worker touch their entries", async () => {
    const owner = await signedInWorker(t);
    const viewer = await saved(
      ADD_EDUCATION,
      { input: { type: "DIPLOMA", instituteName: "Polytechnic" } },
      owner.token,
    );
    const id = (viewer.labourProfile.educations as Json[])[0]?.id as string;
    const other = await signedInWorker(t);
    expect((await refused(REMOVE_EDUCATION, { id }, other.token)).code).toBe("NOT_FOUND");
    const employer = await signedInEmployer(t);
    expect((await refused(REMOVE_EDUCATION, { id }, employer.token)).code).toBe("FORBIDDEN");
    expect((await refused(REMOVE_EDUCATION, { id })).code).toBe("UNAUTHENTICATED");
    expect(await t.db.prisma.education.count({ where: { labourId: owner.user.id } })).toBe(1);
  });
});

describe("the completion gate", () => {
  const APPLY = `mutation($jobId: ID!) { result: applyToJob(jobId: $jobId) {
    __typename ${ERROR} ... on ApplyToJobPayload { application { id } } } }`;

  it("refuses a 63 % worker naming what is missing, lets them apply at 70, and follows the setting", async () => {
    const employer = await signedInEmployer(t);
    const job = await createJob(t.db.prisma, employer.user.id);
    const jobId = encodeGlobalID("Job", job.id);
    const { user, token } = await signedInWorker(t, { complete: false });
    await saved(UPDATE_LABOUR, { input: { skills: ["plumbing"] } }, token);

    const refusal = await refused(APPLY, { jobId }, token);
    expect(refusal).toMatchObject({
      code: "FORBIDDEN",
      reason: "profileIncomplete",
      params: { count: 70, percentage: 63, fields: "profile_picture" },
      fieldErrors: [{ field: "profile_picture", reason: "required", message: messages.required }],
    });
    expect(refusal.message).toBe(
      messages.profileIncomplete({ count: 70, percentage: 63, fields: "profile_picture" }),
    );

    // The gate is a setting, read on every application: lowered, the same worker gets through.
    await t.db.prisma.setting.upsert({
      where: { key: PROFILE_GATE_SETTING },
      create: { key: PROFILE_GATE_SETTING, value: 60 },
      update: { value: 60 },
    });
    try {
      const second = await createJob(t.db.prisma, employer.user.id);
      const passed = await run(APPLY, { jobId: encodeGlobalID("Job", second.id) }, token);
      expect((passed.data?.result as Json | undefined)?.__typename).toBe("ApplyToJobPayload");
    } finally {
      await t.db.prisma.setting.delete({ where: { key: PROFILE_GATE_SETTING } });
    }

    // Back at 70: adding the photo is what it takes.
    expect((await refused(APPLY, { jobId }, token)).reason).toBe("profileIncomplete");
    const picture = await storedFile(user.id, "PROFILE_PICTURE");
    const viewer = await saved(UPDATE_LABOUR, { input: { profilePicture: picture } }, token);
    expect(viewer.profileCompletion).toMatchObject({ percentage: 70, isComplete: true });
    const applied = await run(APPLY, { jobId }, token);
    expect((applied.data?.result as Json | undefined)?.__typename).toBe("ApplyToJobPayload");
  });
});

function jobOf(data: { job: Json } | undefined): Json {
  if (!data) throw new Error("no data");
  return data.job;
}

describe("the worker as an employer sees them", () => {
  const APPLY = `mutation($jobId: ID!) { result: applyToJob(jobId: $jobId) { __typename } }`;
  const APPLICANTS = `query($id: ID!) { job(id: $id) { ... on Job { applications(first: 5) { edges { node {
    applicant { skills languagesKnown isVerified rating { average count } phoneNumber email
      acceptsCalls acceptsWhatsapp acceptsEmail
      educations { type instituteName } experiences { company positionTitle } } } } } } } }`;

  it("shows entries in the worker's order, and contact details only as the worker allows", async () => {
    const employer = await signedInEmployer(t);
    const job = await createJob(t.db.prisma, employer.user.id);
    const worker = await signedInWorker(t);
    await saved(
      UPDATE_LABOUR,
      {
        input: {
          email: "raju@example.com",
          languagesKnown: ["hi", "mr"],
          contactByEmail: true,
          contactByPhone: false,
          contactByWhatsapp: true,
        },
      },
      worker.token,
    );
    for (const institute of ["First", "Second"]) {
      await saved(
        ADD_EDUCATION,
        { input: { type: "DIPLOMA", instituteName: institute } },
        worker.token,
      );
    }
    await saved(
      ADD_EXPERIENCE,
      { input: { company: "Acme", positionTitle: "Fitter" } },
      worker.token,
    );
    await run(APPLY, { jobId: encodeGlobalID("Job", job.id) }, worker.token);

    const read = async () => {
      const { body } = await t.graphql<{ job: Json }>(
        APPLICANTS,
        { id: encodeGlobalID("Job", job.id) },
        { token: employer.token },
      );
      expect(body.errors).toBeUndefined();
      const edges = (jobOf(body.data).applications as { edges: { node: { applicant: Json } }[] })
        .edges;
      return edges[0]?.node.applicant as Json;
    };
    expect(await read()).toEqual({
      skills: ["plumbing"],
      languagesKnown: ["hi", "mr"],
      isVerified: false,
      rating: { average: null, count: 0 },
      phoneNumber: worker.user.phoneNumber,
      email: "raju@example.com",
      acceptsCalls: false,
      acceptsWhatsapp: true,
      acceptsEmail: true,
      educations: [
        { type: "DIPLOMA", instituteName: "First" },
        { type: "DIPLOMA", instituteName: "Second" },
      ],
      experiences: [{ company: "Acme", positionTitle: "Fitter" }],
    });

    await saved(UPDATE_LABOUR, { input: { allowRecruiterContact: false } }, worker.token);
    expect(await read()).toMatchObject({
      phoneNumber: null,
      email: null,
      acceptsCalls: false,
      acceptsWhatsapp: false,
      acceptsEmail: false,
    });
  });
});

describe("reading a profile", () => {
  const PROFILE = `query { viewer { ${LABOUR_FIELDS} } }`;

  /** SQL statements the profile read runs, counted on the pg clients of the test database. */
  async function statementsFor(token: string): Promise<number> {
    const pg = await import("pg");
    const original = pg.default.Client.prototype.query;
    let count = 0;
    pg.default.Client.prototype.query = function counted(this: unknown, ...args: unknown[]) {
      count += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      const { body } = await t.graphql(PROFILE, {}, { token });
      expect(body.errors).toBeUndefined();
    } finally {
      pg.default.Client.prototype.query = original;
    }
    return count;
  }

  it("runs the same number of SQL statements for 1 entry of each kind as for 10", async () => {
    const counts: number[] = [];
    for (const entries of [1, 10]) {
      const { user, token } = await signedInWorker(t);
      await t.db.prisma.education.createMany({
        data: Array.from({ length: entries }, (_, i) => ({
          labourId: user.id,
          type: "DIPLOMA" as const,
          instituteName: `Institute ${i}`,
          position: i,
        })),
      });
      await t.db.prisma.experience.createMany({
        data: Array.from({ length: entries }, (_, i) => ({
          labourId: user.id,
          company: `Company ${i}`,
          positionTitle: "Helper",
          position: i,
        })),
      });
      await statementsFor(token); // warm: the session lookup's first statements
      counts.push(await statementsFor(token));
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
  });
});
