import { EducationType } from "../../generated/prisma/enums.js";
import { builder } from "../builder.js";
import { encodeGlobalID } from "../global-id.js";

// A worker's education and experience entries (SPEC section 3), in the order the worker gives.
// Read through their labour profile (the owner's) or an applicant's card (the job's employer);
// never on their own: they are objects with global IDs (for editing and the Relay store), not
// nodes the `node` query could fetch.

export const EducationTypeEnum = builder.enumType(EducationType, { name: "EducationType" });

/** Entries in their worker's order; the id breaks ties between entries of the same position. */
export const ENTRY_ORDER = [{ position: "asc" }, { id: "asc" }] as const;

export const Education = builder.prismaObject("Education", {
  fields: (t) => ({
    id: t.id({ resolve: (entry) => encodeGlobalID("Education", entry.id) }),
    type: t.expose("type", { type: EducationTypeEnum }),
    instituteName: t.exposeString("instituteName"),
    fieldOfStudy: t.exposeString("fieldOfStudy", { nullable: true }),
    startYear: t.exposeInt("startYear", { nullable: true }),
    endYear: t.exposeInt("endYear", {
      nullable: true,
      description: "The year it was finished, or is expected to be while currently studying.",
    }),
    currentlyStudying: t.exposeBoolean("currentlyStudying"),
  }),
});

export const Experience = builder.prismaObject("Experience", {
  fields: (t) => ({
    id: t.id({ resolve: (entry) => encodeGlobalID("Experience", entry.id) }),
    company: t.exposeString("company"),
    positionTitle: t.exposeString("positionTitle"),
    responsibilities: t.exposeString("responsibilities", { nullable: true }),
    startYear: t.exposeInt("startYear", { nullable: true }),
    endYear: t.exposeInt("endYear", {
      nullable: true,
      description: "Null while currently working there.",
    }),
    currentlyWorking: t.exposeBoolean("currentlyWorking"),
  }),
});
