import { CONTACT_SELECT, contactShown } from "../../auth/policy/contact.js";
import { signedLink } from "../../services/files/files.js";
import type { RatingSummary as Rating } from "../../services/ratings/reveal.js";
import { ratingOfSummary, summaryOf } from "../../services/ratings/summary.js";
import { builder } from "../builder.js";
import { Education, ENTRY_ORDER, Experience } from "./profile-entry.js";

// A worker as the employer of a job they applied to sees them: their skills, education and
// experience, languages, rating and verified badge, and how to reach them only as far as their
// contact preferences allow (auth/policy/contact.ts). Reachable only through the application.

export const RatingSummary = builder.objectRef<Rating>("RatingSummary").implement({
  description: "An average of 1 to 5 stars and how many ratings make it.",
  fields: (t) => ({
    average: t.exposeFloat("average", { nullable: true }),
    count: t.exposeInt("count"),
  }),
});

const CONTACT = { labourProfile: { select: CONTACT_SELECT } } as const;

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
    educations: t.field({
      type: [Education],
      description: "In the worker's order.",
      select: { labourProfile: { select: { educations: { orderBy: [...ENTRY_ORDER] } } } },
      resolve: (user) => user.labourProfile?.educations ?? [],
    }),
    experiences: t.field({
      type: [Experience],
      description: "In the worker's order.",
      select: { labourProfile: { select: { experiences: { orderBy: [...ENTRY_ORDER] } } } },
      resolve: (user) => user.labourProfile?.experiences ?? [],
    }),
    phoneNumber: t.string({
      nullable: true,
      description: "Null unless the worker takes calls or WhatsApp from recruiters.",
      select: { phoneNumber: true, ...CONTACT },
      resolve: (user) => {
        const shown = contactShown(user.labourProfile);
        return shown.phone || shown.whatsapp ? user.phoneNumber : null;
      },
    }),
    email: t.string({
      nullable: true,
      description: "Null unless the worker takes e-mail from recruiters.",
      select: { email: true, ...CONTACT },
      resolve: (user) => (contactShown(user.labourProfile).email ? user.email : null),
    }),
    acceptsCalls: t.boolean({
      select: CONTACT,
      resolve: (user) => contactShown(user.labourProfile).phone,
    }),
    acceptsWhatsapp: t.boolean({
      select: CONTACT,
      resolve: (user) => contactShown(user.labourProfile).whatsapp,
    }),
    acceptsEmail: t.boolean({
      select: CONTACT,
      resolve: (user) => contactShown(user.labourProfile).email,
    }),
    rating: t.field({
      type: RatingSummary,
      description: "Employers' revealed ratings, from the worker's reputation summary.",
      select: { reputationSummaries: summaryOf("EMPLOYER_TO_LABOUR") },
      resolve: (user) => ratingOfSummary(user.reputationSummaries[0]),
    }),
  }),
});
