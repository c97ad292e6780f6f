import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { TESTIMONIALS_MAX } from "../../constants.js";
import { encodeGlobalID } from "../global-id.js";

const TESTIMONIALS = `query Testimonials($first: Int) {
  testimonials(first: $first) { id name role content rating imageUrl }
}`;

interface TestimonialsData {
  testimonials: { id: string; name: string; rating: number; imageUrl: string | null }[];
}

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const testimonial = (name: string, sortOrder: number, isPublished = true) =>
    t.db.prisma.testimonial.create({
      data: {
        name,
        role: "Mason, Lucknow",
        content: `${name} found work through KaamSetu.`,
        rating: 5,
        sortOrder,
        status: isPublished ? "PUBLISHED" : "DRAFT",
      },
    });
  ids.third = (await testimonial("Third", 2)).id;
  ids.first = (await testimonial("First", 1)).id;
  ids.hidden = (await testimonial("Hidden", 0, false)).id;
  ids.second = (await testimonial("Second", 1)).id;
  ids.photo = (
    await t.db.prisma.testimonial.create({
      data: {
        name: "With photo",
        role: "Driver, Ludhiana",
        content: "Got a permanent job.",
        rating: 4,
        imageUrl: "/media/testimonials/gurpreet.jpg",
        sortOrder: 3,
        status: "PUBLISHED",
      },
    })
  ).id;
});

afterAll(() => t.close());

async function testimonials(first?: number) {
  const { body } = await t.graphql<TestimonialsData>(TESTIMONIALS, { first });
  return body;
}

describe("Query.testimonials", () => {
  it("lists published testimonials by sort order, then in the order they were added", async () => {
    const body = await testimonials();
    expect(body.errors).toBeUndefined();
    expect(body.data?.testimonials.map((row) => row.name)).toEqual([
      "First",
      "Second",
      "Third",
      "With photo",
    ]);
    expect(body.data?.testimonials[3]).toEqual({
      id: encodeGlobalID("Testimonial", ids.photo ?? 0),
      name: "With photo",
      role: "Driver, Ludhiana",
      content: "Got a permanent job.",
      rating: 4,
      imageUrl: "/media/testimonials/gurpreet.jpg",
    });
  });

  it("returns the first few, and at most TESTIMONIALS_MAX", async () => {
    expect((await testimonials(2)).data?.testimonials.map((row) => row.name)).toEqual([
      "First",
      "Second",
    ]);
    await t.db.prisma.testimonial.createMany({
      data: Array.from({ length: TESTIMONIALS_MAX }, (_, i) => ({
        name: `Extra ${i}`,
        role: "Helper, Pune",
        content: "Good.",
        rating: 5,
        sortOrder: 10 + i,
        status: "PUBLISHED" as const,
      })),
    });
    expect((await testimonials(1000)).data?.testimonials).toHaveLength(TESTIMONIALS_MAX);
    expect((await testimonials()).data?.testimonials).toHaveLength(TESTIMONIALS_MAX);
    const zero = await testimonials(0);
    expect(zero.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
  });

  it("finds published testimonials through node, and not unpublished ones", async () => {
    const NODE = `query($id: ID!) { node(id: $id) { id ... on Testimonial { name } } }`;
    const id = encodeGlobalID("Testimonial", ids.first ?? 0);
    expect((await t.graphql(NODE, { id })).body.data).toEqual({ node: { id, name: "First" } });
    const hidden = encodeGlobalID("Testimonial", ids.hidden ?? 0);
    expect((await t.graphql(NODE, { id: hidden })).body.data).toEqual({ node: null });
  });
});
