import type { Context } from "../../context.js";
import { messages } from "../../messages.js";
import {
  addEntry,
  type EntryKind,
  editEntry,
  removeEntry,
  reorderEntries,
} from "../../services/accounts/profile-entries.js";
import {
  updateEmployerProfile,
  updateLabourProfile,
} from "../../services/accounts/profile-update.js";
import { builder } from "../builder.js";
import { localId } from "../global-id.js";
import { resultUnion } from "../payload.js";
import {
  BusinessTypeEnum,
  GenderEnum,
  JobTypeEnum,
  PreferredShiftEnum,
  SalaryPeriodEnum,
} from "./enums.js";
import { EducationTypeEnum } from "./profile-entry.js";
import { User } from "./user.js";

// Editing one's own profile, a section at a time (a phone screen saves basics, work,
// preferences, education, experience each on its own). Every input field is optional: a field
// left out stays as it is, null clears it where the spec lets it be empty. Each mutation answers
// the whole profile (`viewer`) with its completion, so the screen's bar updates at once.

const ProfileUpdatePayload = builder
  .objectRef<{ userId: number }>("ProfileUpdatePayload")
  .implement({
    fields: (t) => ({
      message: t.string({ resolve: () => messages.profileUpdated }),
      viewer: t.prismaField({
        type: User,
        description: "The profile as saved, with its completion.",
        resolve: (query, payload, _args, ctx) =>
          ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });

const FILE_URL_DESCRIPTION = "The url POST /files/ answered for an upload of yours; null removes.";

const UpdateLabourProfileInput = builder.inputType("UpdateLabourProfileInput", {
  description:
    "SPEC section 3's worker profile. Left out: unchanged; null: cleared (names cannot be).",
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    profilePicture: t.string({ description: `A profile_picture upload. ${FILE_URL_DESCRIPTION}` }),
    skills: t.stringList(),
    state: t.string({ description: "A state or union territory of India." }),
    city: t.string({ description: "A city of the state (the new one when state changes too)." }),
    gender: t.field({ type: GenderEnum }),
    dateOfBirth: t.string({ description: "YYYY-MM-DD." }),
    preferredStates: t.stringList(),
    preferredShift: t.field({ type: PreferredShiftEnum }),
    experienceYears: t.int(),
    languagesKnown: t.stringList({
      description: "Language codes: en, hi, ta, te, mr, bn, ml, bh.",
    }),
    currentSalary: t.int({ description: "Whole rupees." }),
    currentSalaryPeriod: t.field({ type: SalaryPeriodEnum }),
    expectedSalary: t.int({ description: "Whole rupees." }),
    expectedSalaryPeriod: t.field({ type: SalaryPeriodEnum }),
    resumeUrl: t.string({ description: `A resume upload. ${FILE_URL_DESCRIPTION}` }),
    preferredJobType: t.field({ type: JobTypeEnum }),
    preferredSalaryMin: t.int(),
    preferredSalaryMax: t.int(),
    preferredLocation: t.string(),
    willingToRelocate: t.boolean(),
    contactByEmail: t.boolean(),
    contactByPhone: t.boolean(),
    contactByWhatsapp: t.boolean(),
    allowRecruiterContact: t.boolean({
      description: "False hides every contact detail from employers.",
    }),
  }),
});

const UpdateEmployerProfileInput = builder.inputType("UpdateEmployerProfileInput", {
  description:
    "SPEC section 3's employer profile. Left out: unchanged; null: cleared (names, e-mail and address cannot be).",
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    address: t.string(),
    companyName: t.string(),
    profilePicture: t.string({
      description: `The business logo, a profile_picture upload. ${FILE_URL_DESCRIPTION}`,
    }),
    state: t.string({ description: "A state or union territory of India." }),
    city: t.string(),
    industry: t.string(),
    website: t.string({ description: "An http(s) address; https:// is added when left out." }),
    gstNumber: t.string({ description: "15 characters, with its check character." }),
    role: t.string({ description: "The person's role in the company." }),
    businessType: t.field({ type: BusinessTypeEnum }),
    contactByPhone: t.boolean({
      description: "Whether the workers they hired may call them (the phone they sign in with).",
    }),
    contactByWhatsapp: t.boolean({
      description: "Whether the workers they hired may message them on WhatsApp.",
    }),
    panCardDocument: t.string({
      description: `The PAN card, a document upload; it goes for review (pending). ${FILE_URL_DESCRIPTION}`,
    }),
    panNumber: t.string({
      description: "The PAN on that card; left out, the PAN given before (at registration, say).",
    }),
    gstinDocument: t.string({
      description: `The GST registration certificate, a document upload, for the profile's GST number; it goes for review (pending). ${FILE_URL_DESCRIPTION}`,
    }),
  }),
});

const EducationInput = builder.inputType("EducationInput", {
  description: "An education entry; when editing, fields left out stay.",
  fields: (t) => ({
    type: t.field({ type: EducationTypeEnum, description: "Required for a new entry." }),
    instituteName: t.string({ description: "Required for a new entry." }),
    fieldOfStudy: t.string(),
    startYear: t.int(),
    endYear: t.int({ description: "A coming year only while currently studying." }),
    currentlyStudying: t.boolean(),
  }),
});

const ExperienceInput = builder.inputType("ExperienceInput", {
  description: "A job experience entry; when editing, fields left out stay.",
  fields: (t) => ({
    company: t.string({ description: "Required for a new entry." }),
    positionTitle: t.string({ description: "Required for a new entry." }),
    responsibilities: t.string(),
    startYear: t.int(),
    endYear: t.int({ description: "Ignored while currently working." }),
    currentlyWorking: t.boolean(),
  }),
});

const ENTRY_TYPES = { education: "Education", experience: "Experience" } as const;
const entryId = (kind: EntryKind, id: string | number) => localId(String(id), ENTRY_TYPES[kind]);
const done = async (userId: Promise<number>) => ({ userId: await userId });

builder.mutationFields((t) => ({
  updateLabourProfile: t.field({
    type: ProfileUpdatePayload,
    description: "Saves the fields given of the signed-in worker's profile. Workers only.",
    authScopes: { can: "account.update" },
    errors: resultUnion("UpdateLabourProfileResult"),
    args: { input: t.arg({ type: UpdateLabourProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => done(updateLabourProfile(ctx, input)),
  }),
  updateEmployerProfile: t.field({
    type: ProfileUpdatePayload,
    description: "Saves the fields given of the signed-in employer's profile. Employers only.",
    authScopes: { can: "account.update" },
    errors: resultUnion("UpdateEmployerProfileResult"),
    args: { input: t.arg({ type: UpdateEmployerProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => done(updateEmployerProfile(ctx, input)),
  }),
}));

/** add, update, remove and reorder mutations of one kind of entry. */
function entryMutations(
  kind: EntryKind,
  name: "Education" | "Experience",
  input: typeof EducationInput | typeof ExperienceInput,
) {
  builder.mutationFields((t) => ({
    [`add${name}`]: t.field({
      type: ProfileUpdatePayload,
      description: `Adds a ${kind} entry at the end of the signed-in worker's list.`,
      authScopes: { can: "profileEntry.manage" },
      errors: resultUnion(`Add${name}Result`),
      args: { input: t.arg({ type: input, required: true }) },
      resolve: async (_root, args, ctx: Context) => {
        await addEntry(ctx, kind, args.input as Record<string, unknown>);
        return { userId: ctx.viewer?.id ?? 0 };
      },
    }),
    [`update${name}`]: t.field({
      type: ProfileUpdatePayload,
      description: `Changes the fields given of one of the signed-in worker's ${kind} entries.`,
      authScopes: { can: "profileEntry.manage" },
      errors: resultUnion(`Update${name}Result`),
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx: Context) =>
        done(editEntry(ctx, kind, entryId(kind, args.id), args.input as Record<string, unknown>)),
    }),
    [`remove${name}`]: t.field({
      type: ProfileUpdatePayload,
      description: `Removes one of the signed-in worker's ${kind} entries.`,
      authScopes: { can: "profileEntry.manage" },
      errors: resultUnion(`Remove${name}Result`),
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx: Context) => done(removeEntry(ctx, kind, entryId(kind, args.id))),
    }),
    [`reorder${name}`]: t.field({
      type: ProfileUpdatePayload,
      description: `Puts the signed-in worker's ${kind} entries in this order; ids must list each of them exactly once.`,
      authScopes: { can: "profileEntry.manage" },
      errors: resultUnion(`Reorder${name}Result`),
      args: { ids: t.arg.idList({ required: true }) },
      resolve: (_root, args, ctx: Context) =>
        done(
          reorderEntries(
            ctx,
            kind,
            args.ids.map((id) => entryId(kind, id)),
          ),
        ),
    }),
  }));
}

entryMutations("education", "Education", EducationInput);
entryMutations("experience", "Experience", ExperienceInput);
