import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { csrfHeaders, signedInWorker } from "../../../test/sessions.js";
import type { AdminRole } from "../../auth/policy/roles.js";

// The landing page's testimonials and logos through the real schema: who may edit them (the
// content section of the admin matrix) and read drafts, what is refused (every bad field at once;
// a logo link that is not https; a picture from elsewhere), the audit rows, the page cache
// emptied on every change, what visitors get (published only, the reader's language else
// English), and the logos the migration moved out of the landing page's code.

let t: TestApp;
const tokens = {} as Record<AdminRole, string>;
let worker: Awaited<ReturnType<typeof signedInWorker>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["SUPERUSER", "ADMIN", "MODERATOR", "OPERATOR", "VIEWER"] as const) {
    tokens[role] = (await signedInAdmin(t, role)).token;
  }
  worker = await signedInWorker(t);
});
afterAll(async () => {
  await t.close();
});

const SAVE_TESTIMONIAL = `mutation Save($id: ID, $input: TestimonialInput!) {
  saveTestimonial(id: $id, input: $input) {
    __typename
    ... on SaveTestimonialPayload { testimonial { id name role place status language position } }
    ... on AppError { code reason fieldErrors { field reason } }
  }
}`;
const SAVE_LOGO = `mutation Save($id: ID, $input: PartnerLogoInput!) {
  savePartnerLogo(id: $id, input: $input) {
    __typename
    ... on SavePartnerLogoPayload { logo { id kind name logoUrl linkUrl status position } }
    ... on AppError { code reason fieldErrors { field reason } }
  }
}`;

const as = (token: string | null, language = "en") => ({
  ...(token ? { token } : {}),
  headers: { ...csrfHeaders(t), "accept-language": language },
});

let people = 0;
const testimonial = (overrides: Record<string, unknown> = {}) => ({
  name: `Person ${++people}`,
  role: "Mason",
  place: "Lucknow",
  quote: "Found work in two days.",
  language: "en",
  status: "PUBLISHED",
  position: people,
  ...overrides,
});
const logo = (overrides: Record<string, unknown> = {}) => ({
  kind: "PARTNER",
  name: `Partner ${++people}`,
  logoUrl: "/landing/hunar-foundation.svg",
  linkUrl: "https://example.org/",
  status: "PUBLISHED",
  position: 50 + people,
  ...overrides,
});

type Saved = {
  __typename: string;
  testimonial?: { id: string; name: string; status: string; language: string };
  logo?: { id: string; name: string; linkUrl: string | null; status: string };
  code?: string;
  reason?: string;
  fieldErrors?: { field: string; reason: string }[];
};

async function saveTestimonial(input: object, token = tokens.SUPERUSER, id?: string) {
  const { body } = await t.graphql<{ saveTestimonial: Saved }>(
    SAVE_TESTIMONIAL,
    { id, input },
    as(token),
  );
  return body;
}
async function saveLogo(input: object, token = tokens.SUPERUSER, id?: string) {
  const { body } = await t.graphql<{ savePartnerLogo: Saved }>(SAVE_LOGO, { id, input }, as(token));
  return body;
}

async function visibleTestimonials(language: string) {
  const { body } = await t.graphql<{ testimonials: { name: string; language: string }[] }>(
    "{ testimonials { name language } }",
    {},
    as(null, language),
  );
  return body.data?.testimonials ?? [];
}
async function visibleLogos() {
  const { body } = await t.graphql<{ partnerLogos: { name: string; kind: string }[] }>(
    "{ partnerLogos { name kind } }",
    {},
    as(null),
  );
  return body.data?.partnerLogos ?? [];
}

describe("who may change testimonials and logos", () => {
  it("lets the roles with the content section in full edit, and no one else", async () => {
    for (const role of ["SUPERUSER", "ADMIN", "MODERATOR"] as const) {
      expect(
        (await saveTestimonial(testimonial(), tokens[role])).data?.saveTestimonial.__typename,
        role,
      ).toBe("SaveTestimonialPayload");
      expect((await saveLogo(logo(), tokens[role])).data?.savePartnerLogo.__typename, role).toBe(
        "SavePartnerLogoPayload",
      );
    }
    for (const token of [tokens.OPERATOR, tokens.VIEWER, worker.token, null]) {
      for (const body of [
        await saveTestimonial(testimonial({ name: "Refused" }), token ?? ""),
        await saveLogo(logo({ name: "Refused" }), token ?? ""),
      ]) {
        expect(Object.values(body.data ?? {}).filter(Boolean)).toEqual([]);
        expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(body.errors?.[0]?.extensions?.code);
      }
    }
    expect(await t.db.prisma.testimonial.count({ where: { name: "Refused" } })).toBe(0);
    expect(await t.db.prisma.partnerLogo.count({ where: { name: "Refused" } })).toBe(0);
  });

  it("lets every admin read drafts and archived ones, and nobody else", async () => {
    await saveTestimonial(testimonial({ name: "Draft Person", status: "DRAFT" }));
    await saveLogo(logo({ name: "Archived Logo", status: "ARCHIVED" }));
    const list = "{ adminTestimonials { name status } adminPartnerLogos { name status } }";
    for (const role of ["SUPERUSER", "ADMIN", "MODERATOR", "OPERATOR", "VIEWER"] as const) {
      const { body } = await t.graphql<{
        adminTestimonials: { name: string }[];
        adminPartnerLogos: { name: string }[];
      }>(list, {}, as(tokens[role]));
      expect(
        body.data?.adminTestimonials.map((row) => row.name),
        role,
      ).toContain("Draft Person");
      expect(
        body.data?.adminPartnerLogos.map((row) => row.name),
        role,
      ).toContain("Archived Logo");
    }
    for (const token of [worker.token, null]) {
      const { body } = await t.graphql(list, {}, as(token));
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(body.errors?.[0]?.extensions?.code);
    }
    expect((await visibleTestimonials("en")).map((row) => row.name)).not.toContain("Draft Person");
    expect((await visibleLogos()).map((row) => row.name)).not.toContain("Archived Logo");
  });

  it("writes an audit row for every change, and empties the page cache after each", async () => {
    let announced = 0;
    t.services.jobChanges.subscribe(() => {
      announced += 1;
    });
    const created = await saveTestimonial(testimonial({ name: "Audited Person" }));
    const id = created.data?.saveTestimonial.testimonial?.id;
    await saveTestimonial(
      testimonial({ name: "Audited Person", status: "ARCHIVED" }),
      tokens.ADMIN,
      id,
    );
    const made = await saveLogo(logo({ name: "Audited Logo" }), tokens.MODERATOR);
    await saveLogo(
      logo({ name: "Audited Logo", status: "DRAFT" }),
      tokens.MODERATOR,
      made.data?.savePartnerLogo.logo?.id,
    );
    expect(announced).toBe(4);
    const rows = await t.db.prisma.adminAuditLog.findMany({
      where: { targetType: { in: ["testimonial", "partnerLogo"] } },
      orderBy: { id: "asc" },
    });
    const about = (name: string) =>
      rows.filter((row) => JSON.stringify(row.details).includes(name)).map((row) => row.action);
    expect(about("Audited Person")).toEqual(["testimonial.create", "testimonial.update"]);
    expect(about("Audited Logo")).toEqual(["partnerLogo.create", "partnerLogo.update"]);
    const archived = rows.find((row) => row.action === "testimonial.update");
    expect(archived?.details).toMatchObject({
      before: { status: "PUBLISHED" },
      after: { status: "ARCHIVED" },
    });
  });
});

describe("what is refused", () => {
  it("names every bad field of a testimonial at once", async () => {
    const body = await saveTestimonial(
      testimonial({
        name: " ",
        quote: "x".repeat(1001),
        rating: 6,
        photoUrl: "https://elsewhere.example/me.jpg",
        language: "xx",
        status: "SCHEDULED",
        position: -1,
      }),
    );
    const failure = body.data?.saveTestimonial;
    expect(failure?.__typename).toBe("AppError");
    expect(failure?.code).toBe("VALIDATION");
    expect(failure?.fieldErrors?.map((e) => `${e.field}:${e.reason}`).sort()).toEqual([
      "language:choiceInvalid",
      "name:required",
      "photoUrl:urlInvalid",
      "position:numberRange",
      "quote:maxLength",
      "rating:ratingInvalid",
      "status:choiceInvalid",
    ]);
  });

  it("takes only https links and pictures of this site for logos", async () => {
    for (const linkUrl of [
      "http://example.org/",
      "javascript:alert(1)",
      "https://",
      'https://example.org/"onmouseover="x',
      "//example.org/",
    ]) {
      const body = await saveLogo(logo({ linkUrl }));
      expect(
        body.data?.savePartnerLogo.fieldErrors?.map((e) => `${e.field}:${e.reason}`),
        linkUrl,
      ).toEqual(["linkUrl:urlInvalid"]);
    }
    for (const logoUrl of ["https://example.org/logo.svg", "//example.org/logo.svg", "data:x"]) {
      const body = await saveLogo(logo({ logoUrl }));
      expect(
        body.data?.savePartnerLogo.fieldErrors?.map((e) => e.field),
        logoUrl,
      ).toEqual(["logoUrl"]);
    }
    const none = await saveLogo(logo({ name: "No Link", linkUrl: "" }));
    expect(none.data?.savePartnerLogo.logo?.linkUrl).toBeNull();
    const missing = await saveTestimonial(
      testimonial(),
      tokens.SUPERUSER,
      "VGVzdGltb25pYWw6OTk5OTk5",
    );
    expect(missing.data?.saveTestimonial.code).toBe("NOT_FOUND");
  });
});

describe("what visitors get", () => {
  it("the published testimonials of the reader's language, else English, never a mix", async () => {
    await saveTestimonial(testimonial({ name: "Hindi Voice", language: "hi", position: 0 }));
    await saveTestimonial(testimonial({ name: "Hindi Draft", language: "hi", status: "DRAFT" }));
    const hindi = await visibleTestimonials("hi");
    expect(hindi.map((row) => row.name)).toEqual(["Hindi Voice"]);
    // Bhojpuri readers get Hindi (bh -> hi -> en); Tamil readers, with none of their own, English.
    expect((await visibleTestimonials("bh")).map((row) => row.name)).toEqual(["Hindi Voice"]);
    const tamil = await visibleTestimonials("ta");
    expect(tamil.length).toBeGreaterThan(0);
    expect(new Set(tamil.map((row) => row.language))).toEqual(new Set(["en"]));
    // The web app names its menu's language over the request's.
    const { body } = await t.graphql<{ testimonials: { name: string }[] }>(
      '{ testimonials(language: "hi") { name } }',
      {},
      as(null, "en"),
    );
    expect(body.data?.testimonials.map((row) => row.name)).toEqual(["Hindi Voice"]);
  });

  it("the logos the landing page had, now rows, clients first, each grid in order", async () => {
    const logos = await visibleLogos();
    const clients = logos.filter((row) => row.kind === "CLIENT").map((row) => row.name);
    expect(clients).toEqual([
      "Vastu Buildcon",
      "Nirman Infra Projects",
      "Suvidha Facility Services",
      "Tejas Logistics",
    ]);
    expect(logos.findIndex((row) => row.kind === "PARTNER")).toBe(clients.length);
    expect(logos.map((row) => row.name)).toContain("Hunar Skills Foundation");
  });
});
