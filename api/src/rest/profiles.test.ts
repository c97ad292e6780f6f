import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AADHAAR, registrationToken } from "../../test/accounts.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createJob, signedFormOf } from "../../test/fixtures.js";
import { type Json, refusedFields, restCall } from "../../test/rest.js";
import { signedInEmployer, signedInWorker } from "../../test/sessions.js";
import { encodeGlobalID } from "../graphql/global-id.js";
import { messages } from "../messages.js";
import { fileUrl } from "../services/files/files.js";

// The profile routes of REST.md over HTTP: GET and PUT of both profiles, the worker's education
// and experience entries, who is refused, and the completion gate as a REST caller meets it.
// Every answer is checked against the OpenAPI document by the test app.

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const call = (
  method: string,
  path: string,
  options: { body?: unknown; token?: string; csrf?: boolean } = {},
) => restCall(t, server.baseUrl, method, path, options);

/** A field of an answer's JSON body, which must have one. */
function part<T>(answer: { json: Json | null }, name: string): T {
  if (!answer.json) throw new Error("the answer has no body");
  return answer.json[name] as T;
}

async function storedFile(ownerId: number, purpose: "PROFILE_PICTURE" | "RESUME" | "DOCUMENT") {
  const key = `${crypto.randomUUID().replaceAll("-", "")}.${purpose === "RESUME" ? "pdf" : "jpg"}`;
  await t.db.prisma.storedFile.create({
    data: { ownerId, purpose, storageKey: key, contentType: "image/jpeg", size: 100 },
  });
  return fileUrl(key);
}

describe("PUT /labour/profile/", () => {
  it("saves every field in snake_case and answers the profile with its completion", async () => {
    const { user, token } = await signedInWorker(t, { complete: false });
    const picture = await storedFile(user.id, "PROFILE_PICTURE");
    const resume = await storedFile(user.id, "RESUME");
    const body = {
      first_name: "Meena",
      last_name: "Kumari",
      email: "meena@example.com",
      profile_picture: picture,
      skills: "cooking, cleaning",
      state: "Bihar",
      city: "Patna",
      gender: "female",
      date_of_birth: "1992-07-01",
      preferred_states: "Bihar,Jharkhand",
      preferred_shift: "day",
      experience_years: "5",
      languages_known: "hi,bh",
      current_salary: 400,
      current_salary_period: "per_day",
      expected_salary: 12000,
      expected_salary_period: "per_month",
      resume_url: resume,
      preferred_job_type: "full_time",
      preferred_salary_min: 10000,
      preferred_salary_max: 15000,
      preferred_location: "Patna",
      willing_to_relocate: false,
      contact_by_email: true,
      contact_by_phone: true,
      contact_by_whatsapp: false,
      allow_recruiter_contact: true,
    };
    const answer = await call("PUT", "/labour/profile/", { body, token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      ...body,
      profile_picture: signedFormOf(picture),
      experience_years: 5,
      skills: "cooking,cleaning",
      phone_number: user.phoneNumber,
      education: [],
      experience: [],
      profile_completion: { percentage: 100, is_complete: true, missing_fields: [] },
    });
    const read = await call("GET", "/labour/profile/", { token, csrf: false });
    expect(read.json).toEqual(answer.json);

    // Fields left out stay; null clears.
    const cleared = await call("PUT", "/labour/profile/", {
      body: { resume_url: null, gender: null },
      token,
    });
    expect(cleared.json).toMatchObject({ resume_url: null, gender: null, first_name: "Meena" });
    expect(part<Json>(cleared, "profile_completion").percentage).toBe(94);
  });

  it("answers bad values with 422, the first message as detail and every field's in errors", async () => {
    const { token } = await signedInWorker(t);
    const answer = await call("PUT", "/labour/profile/", {
      body: {
        email: "meena@",
        experience_years: "five",
        gender: "unknown",
        willing_to_relocate: "maybe",
        date_of_birth: "01/07/1992",
      },
      token,
    });
    expect(answer.status).toBe(422);
    const genders = ["choiceInvalid", { values: "male, female, other" }] as const;
    expect(answer.json).toEqual(
      refusedFields(genders, {
        gender: genders,
        experience_years: "numberInvalid",
        willing_to_relocate: "invalidRequest",
      }),
    );
    const service = await call("PUT", "/labour/profile/", {
      body: { email: "meena@", date_of_birth: "01/07/1992", last_name: "" },
      token,
    });
    expect(service.status).toBe(422);
    expect(service.json?.errors).toEqual({
      last_name: messages.required,
      email: messages.emailInvalid,
      date_of_birth: messages.dateInvalid,
    });
  });

  it("takes languages_known by name as well as by code, as a person writes them", async () => {
    const { token } = await signedInWorker(t);
    const named = await call("PUT", "/labour/profile/", {
      body: { languages_known: "Hindi, Marathi" },
      token,
    });
    expect(named.status).toBe(200);
    expect(named.json?.languages_known).toBe("hi,mr");
    const mixed = await call("PUT", "/labour/profile/", {
      body: { languages_known: ["ta", "Bengali", "తెలుగు", "hindi"] },
      token,
    });
    expect(mixed.json?.languages_known).toBe("ta,bn,te,hi");
    const unknown = await call("PUT", "/labour/profile/", {
      body: { languages_known: "Hindi, Kannada" },
      token,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json?.errors).toEqual({ languages_known: messages.languagesInvalid });
  });

  it("refuses a visitor (401), an employer (403) and a call without the CSRF token", async () => {
    expect((await call("PUT", "/labour/profile/", { body: { first_name: "X" } })).status).toBe(401);
    const employer = await signedInEmployer(t);
    const asEmployer = await call("PUT", "/labour/profile/", {
      body: { first_name: "X" },
      token: employer.token,
    });
    expect(asEmployer.status).toBe(403);
    const worker = await signedInWorker(t);
    const noCsrf = await call("PUT", "/labour/profile/", {
      body: { first_name: "X" },
      token: worker.token,
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect(String(noCsrf.json?.detail)).toContain("CSRF token");
  });
});

describe("PUT /employers/profile/", () => {
  it("saves every field; the referral code is shown and stays", async () => {
    const { user, token } = await signedInEmployer(t);
    const logo = await storedFile(user.id, "PROFILE_PICTURE");
    const before = await call("GET", "/employers/profile/", { token, csrf: false });
    const body = {
      first_name: "Kavita",
      last_name: "Rao",
      email: "kavita@raoservices.example.com",
      address: "14 MG Road, Hubli, Karnataka",
      company_name: "Rao Services",
      profile_picture: logo,
      state: "Karnataka",
      city: "Hubli",
      industry: "Facility services",
      website: "https://raoservices.example.com/",
      gst_number: "27aapfu0939f1zv",
      role: "Partner",
      business_type: "service",
      contact_by_phone: true,
      contact_by_whatsapp: false,
    };
    const answer = await call("PUT", "/employers/profile/", { body, token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      ...body,
      profile_picture: signedFormOf(logo),
      gst_number: "27AAPFU0939F1ZV",
      referral_code: before.json?.referral_code,
    });
    expect(part<Json>(answer, "profile_completion").missing_fields).toEqual([]);
    const worker = await signedInWorker(t);
    const asWorker = await call("PUT", "/employers/profile/", {
      body: { first_name: "X" },
      token: worker.token,
    });
    expect(asWorker.status).toBe(403);
    expect((await call("PUT", "/employers/profile/", { body: {} })).status).toBe(401);
  });

  it("checks the GSTIN's check character and the website", async () => {
    const { token } = await signedInEmployer(t);
    const answer = await call("PUT", "/employers/profile/", {
      body: { gst_number: "27AAPFU0939F1ZX", website: "http://", business_type: "palace" },
      token,
    });
    expect(answer.status).toBe(422);
    expect(answer.json?.errors).toEqual({
      business_type: messages.choiceInvalid({
        values: "shop, service, factory, contractor, household, other",
      }),
    });
    const service = await call("PUT", "/employers/profile/", {
      body: { gst_number: "27AAPFU0939F1ZX", website: "http://" },
      token,
    });
    expect(service.json?.errors).toEqual({
      website: messages.urlInvalid,
      gst_number: messages.gstinInvalid,
    });
  });
});

describe("the employer's PAN card and GSTIN certificate", () => {
  it("go for review with the profile, in its transaction", async () => {
    const { user, token } = await signedInEmployer(t);
    const pan = await storedFile(user.id, "DOCUMENT");
    const gstin = await storedFile(user.id, "DOCUMENT");
    // No GST number yet: the certificate has nothing to certify, and nothing is saved.
    const refused = await call("PUT", "/employers/profile/", {
      body: {
        industry: "Catering",
        pan_card_document: pan,
        pan_number: "AAPFU0939F",
        gstin_document: gstin,
      },
      token,
    });
    expect(refused.status).toBe(422);
    expect(refused.json?.errors).toEqual({ gst_number: messages.required });
    const untouched = await t.db.prisma.employerProfile.findUniqueOrThrow({
      where: { userId: user.id },
    });
    expect(untouched.industry).not.toBe("Catering");
    expect(
      await t.db.prisma.identityDocument.count({ where: { userId: user.id, type: "PAN" } }),
    ).toBe(0);

    const answer = await call("PUT", "/employers/profile/", {
      body: {
        gst_number: "27AAPFU0939F1ZV",
        pan_card_document: pan,
        pan_number: "aapfu0939f",
        gstin_document: gstin,
      },
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ pan_card_document: pan, gstin_document: gstin });
    const documents = await t.db.prisma.identityDocument.findMany({
      where: { userId: user.id, type: { in: ["PAN", "GSTIN"] } },
      select: { type: true, status: true, numberLast4: true },
      orderBy: { type: "asc" },
    });
    expect(documents).toEqual([
      { type: "PAN", status: "PENDING", numberLast4: "939F" },
      { type: "GSTIN", status: "PENDING", numberLast4: "F1ZV" },
    ]);
  });

  it("refuses someone else's file", async () => {
    const { token } = await signedInEmployer(t);
    const other = await signedInEmployer(t);
    const theirs = await storedFile(other.user.id, "DOCUMENT");
    const answer = await call("PUT", "/employers/profile/", {
      body: { pan_card_document: theirs, pan_number: "AAPFU0939F" },
      token,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json?.errors as object)).toEqual(["pan_card_document"]);
  });
});

describe("/labour/profile/education/ and /labour/profile/experience/", () => {
  it("adds, edits, orders and removes entries, each answering the profile", async () => {
    const { token } = await signedInWorker(t);
    const first = await call("POST", "/labour/profile/education/", {
      body: { type: "high_school", institute_name: "Zilla Parishad School", end_year: 2006 },
      token,
    });
    expect(first.status).toBe(201);
    const second = await call("POST", "/labour/profile/education/", {
      body: { type: "vocational_training", institute_name: "ITI Patna", start_year: "2007" },
      token,
    });
    const [school, iti] = part<Json[]>(second, "education").map((e) => e.id as string);
    expect(second.json?.education).toEqual([
      {
        id: school,
        type: "high_school",
        institute_name: "Zilla Parishad School",
        field_of_study: null,
        start_year: null,
        end_year: 2006,
        currently_studying: false,
      },
      expect.objectContaining({ id: iti, type: "vocational_training", start_year: 2007 }),
    ]);

    const ordered = await call("PUT", "/labour/profile/education/", {
      body: { ids: [iti, school] },
      token,
    });
    expect(part<Json[]>(ordered, "education").map((e) => e.id)).toEqual([iti, school]);
    const wrong = await call("PUT", "/labour/profile/education/", { body: { ids: [iti] }, token });
    expect(wrong.status).toBe(422);
    expect(wrong.json?.detail).toBe(messages.entriesOrderInvalid);

    const edited = await call("PUT", `/labour/profile/education/${iti}/`, {
      body: { field_of_study: "Electrician", end_year: 2005 },
      token,
    });
    expect(edited.status).toBe(422);
    expect(edited.json?.errors).toEqual({ end_year: messages.yearOrder });

    const removed = await call("DELETE", `/labour/profile/education/${school}/`, { token });
    expect(removed.status).toBe(200);
    expect(part<Json[]>(removed, "education").map((e) => e.id)).toEqual([iti]);

    const job = await call("POST", "/labour/profile/experience/", {
      body: {
        company: "Sharma Caterers",
        position_title: "Cook",
        responsibilities: "Cooking for 200 guests",
        start_year: 2018,
        currently_working: true,
      },
      token,
    });
    expect(job.status).toBe(201);
    expect(job.json?.experience).toEqual([
      expect.objectContaining({
        company: "Sharma Caterers",
        end_year: null,
        currently_working: true,
      }),
    ]);
  });

  it("answers 404 for another worker's entry and 403 to an employer", async () => {
    const owner = await signedInWorker(t);
    const added = await call("POST", "/labour/profile/experience/", {
      body: { company: "Mehta Builders", position_title: "Mason" },
      token: owner.token,
    });
    const id = part<Json[]>(added, "experience")[0]?.id as string;
    const other = await signedInWorker(t);
    expect(
      (await call("DELETE", `/labour/profile/experience/${id}/`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (
        await call("PUT", `/labour/profile/experience/${id}/`, {
          body: { company: "X" },
          token: other.token,
        })
      ).status,
    ).toBe(404);
    const employer = await signedInEmployer(t);
    expect(
      (await call("DELETE", `/labour/profile/experience/${id}/`, { token: employer.token })).status,
    ).toBe(403);
    expect((await call("POST", "/labour/profile/experience/", { body: {} })).status).toBe(401);
  });
});

describe("the completion gate over REST", () => {
  it("answers 403 naming the missing fields in detail and errors", async () => {
    const employer = await signedInEmployer(t);
    const job = await createJob(t.db.prisma, employer.user.id);
    const { token } = await signedInWorker(t, { complete: false });
    const answer = await call("POST", `/jobs/${encodeGlobalID("Job", job.id)}/apply/`, {
      body: {},
      token,
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(
      refusedFields(
        ["profileIncomplete", { percentage: 55, count: 70, fields: "profile_picture, skills" }],
        { profile_picture: "required", skills: "required" },
      ),
    );
  });
});

describe("referral codes at registration", () => {
  it("records who referred whom; an unknown code is the field's error", async () => {
    const employer = await signedInEmployer(t);
    const code = (
      await t.db.prisma.employerProfile.findUniqueOrThrow({ where: { userId: employer.user.id } })
    ).referralCode;
    const payload = (phone: string, referral: string) => ({
      first_name: "Raju",
      last_name: "Yadav",
      phone_number: phone,
      identity_type: "aadhaar",
      identity_number: AADHAAR,
      referral_code: referral,
    });
    const unknown = await registrationToken(t);
    const refused = await call("POST", "/auth/register/labour/", {
      body: payload(unknown.phoneNumber, "NOSUCHCODE"),
      token: unknown.token,
      csrf: false,
    });
    expect(refused.status).toBe(422);
    expect(refused.json?.errors).toEqual({ referral_code: messages.referralCodeUnknown });

    const known = await registrationToken(t);
    const created = await call("POST", "/auth/register/labour/", {
      body: payload(known.phoneNumber, ` ${code.toLowerCase()} `),
      token: known.token,
      csrf: false,
    });
    expect(created.status).toBe(201);
    const user = await t.db.prisma.user.findUniqueOrThrow({
      where: { phoneNumber: known.phoneNumber },
    });
    expect(user.referredById).toBe(employer.user.id);
  });
});
