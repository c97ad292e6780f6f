import { signedLink } from "../../services/files/files.js";
import type { RatingSummary as Rating } from "../../services/ratings/ratings.js";
import { workerRatings } from "../../services/ratings/ratings.js";
import { batchLoader } from "../batch.js";
import { builder } from "../builder.js";

// A worker as the employer of a job they applied to sees them: their skills, how to reach them
// (as far as they allow) and their rating. Reachable only through the application.

const ratingOf = batchLoader((ctx, ids: number[]) => workerRatings(ctx.prisma, ids));

export const RatingSummary = builder.objectRef<Rating>("RatingSummary").implement({
  description: "An average of 1 to 5 stars and how many ratings make it.",
  fields: (t) => ({
    average: t.exposeFloat("average", { nullable: true }),
    count: t.exposeInt("count"),
  }),
});

const CONTACT_SELECT = {
  labourProfile: {
    select: { contactByPhone: true, contactByWhatsapp: true, contactByEmail: true },
  },
} as const;

export const Applicant = builder.prismaObject("User", {
  variant: "Applicant",
  description:
    "A worker as the employer of a job they applied to sees them. Reachable only through the application.",
  fields: (t) => ({
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    state: t.exposeString("state", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    profilePicture: t.string({
      nullable: true,
      description: "A short-lived link the employer's page can show without a bearer token.",
      select: { profilePictureUrl: true },
      resolve: (user, _args, ctx) => signedLink(ctx, user.profilePictureUrl),
    }),
    isVerified: t.boolean({
      select: { accountState: true },
      resolve: (user) => user.accountState === "VERIFIED",
    }),
    skills: t.stringList({
      select: { labourProfile: { select: { skills: true } } },
      resolve: (user) => user.labourProfile?.skills ?? [],
    }),
    experienceYears: t.int({
      nullable: true,
      select: { labourProfile: { select: { experienceYears: true } } },
      resolve: (user) => user.labourProfile?.experienceYears ?? null,
    }),
    languagesKnown: t.stringList({
      select: { labourProfile: { select: { languagesKnown: true } } },
      resolve: (user) => user.labourProfile?.languagesKnown ?? [],
    }),
    phoneNumber: t.string({
      nullable: true,
      description: "Null when the worker takes neither calls nor WhatsApp.",
      select: { phoneNumber: true, ...CONTACT_SELECT },
      resolve: (user) => {
        const profile = user.labourProfile;
        return !profile || profile.contactByPhone || profile.contactByWhatsapp
          ? user.phoneNumber
          : null;
      },
    }),
    email: t.string({
      nullable: true,
      description: "Null when the worker does not take e-mail.",
      select: { email: true, ...CONTACT_SELECT },
      resolve: (user) => (user.labourProfile?.contactByEmail ? user.email : null),
    }),
    acceptsCalls: t.boolean({
      select: CONTACT_SELECT,
      resolve: (user) => user.labourProfile?.contactByPhone ?? true,
    }),
    acceptsWhatsapp: t.boolean({
      select: CONTACT_SELECT,
      resolve: (user) => user.labourProfile?.contactByWhatsapp ?? true,
    }),
    rating: t.field({
      type: RatingSummary,
      resolve: (user, _args, ctx) => ratingOf(ctx, user.id),
    }),
  }),
});
