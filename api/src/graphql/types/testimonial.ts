import { TESTIMONIALS_MAX } from "../../constants.js";
import { BadRequestError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { builder } from "../builder.js";

// Testimonials for the landing page. A short list rather than a connection: the carousel shows
// a few curated rows and never pages.

const published = { isPublished: true } satisfies Prisma.TestimonialWhereInput;

export const Testimonial = builder.prismaNode("Testimonial", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id) => ({ id: Number(id), ...published }),
  fields: (t) => ({
    name: t.exposeString("name"),
    role: t.exposeString("role", { description: "Their work and town, e.g. Mason, Lucknow." }),
    content: t.exposeString("content"),
    rating: t.exposeInt("rating", { description: "1 to 5 stars." }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  testimonials: t.prismaField({
    type: [Testimonial],
    description: `Published testimonials in display order; at most ${TESTIMONIALS_MAX}.`,
    authScopes: { public: true },
    args: { first: t.arg.int({ defaultValue: TESTIMONIALS_MAX }) },
    resolve: (query, _root, args, ctx) => {
      const first = args.first ?? TESTIMONIALS_MAX;
      if (first < 1) throw new BadRequestError("paramMin", { name: "first", min: 1 });
      return ctx.prisma.testimonial.findMany({
        ...query,
        where: published,
        orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
        take: Math.min(first, TESTIMONIALS_MAX),
      });
    },
  }),
}));
