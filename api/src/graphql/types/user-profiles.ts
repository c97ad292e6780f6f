import type { profileCompletion } from "../../services/accounts/profile-completion.js";
import { builder } from "../builder.js";
import { GenderEnum, JobTypeEnum, PreferredShiftEnum, SalaryPeriodEnum } from "./enums.js";
import { ENTRY_ORDER } from "./profile-entry.js";

// A user's profile as GraphQL shows it: the worker's, the employer's, and how complete it is.

export const ProfileCompletionRef = builder
  .objectRef<ReturnType<typeof profileCompletion>>("ProfileCompletion")
  .implement({
    description: "How complete a profile is (SPEC section 5): 40/30/30 weights, complete at 70.",
    fields: (t) => ({
      percentage: t.exposeInt("percentage"),
      isComplete: t.exposeBoolean("isComplete"),
      missingFields: t.exposeStringList("missingFields", {
        description: "Empty required and important fields, by their REST (snake_case) names.",
      }),
    }),
  });

export const LabourProfile = builder.prismaObject("LabourProfile", {
  fields: (t) => ({
    skills: t.exposeStringList("skills"),
    gender: t.expose("gender", { type: GenderEnum, nullable: true }),
    dateOfBirth: t.string({
      nullable: true,
      description: "YYYY-MM-DD.",
      resolve: (profile) => profile.dateOfBirth?.toISOString().slice(0, 10) ?? null,
    }),
    preferredStates: t.exposeStringList("preferredStates"),
    preferredShift: t.expose("preferredShift", { type: PreferredShiftEnum, nullable: true }),
    experienceYears: t.exposeInt("experienceYears", { nullable: true }),
    languagesKnown: t.exposeStringList("languagesKnown"),
    currentSalary: t.exposeInt("currentSalary", { nullable: true }),
    currentSalaryPeriod: t.expose("currentSalaryPeriod", {
      type: SalaryPeriodEnum,
      nullable: true,
    }),
    expectedSalary: t.exposeInt("expectedSalary", { nullable: true }),
    expectedSalaryPeriod: t.expose("expectedSalaryPeriod", {
      type: SalaryPeriodEnum,
      nullable: true,
    }),
    resumeUrl: t.exposeString("resumeUrl", { nullable: true }),
    preferredJobType: t.expose("preferredJobType", { type: JobTypeEnum, nullable: true }),
    preferredSalaryMin: t.exposeInt("preferredSalaryMin", { nullable: true }),
    preferredSalaryMax: t.exposeInt("preferredSalaryMax", { nullable: true }),
    preferredLocation: t.exposeString("preferredLocation", { nullable: true }),
    willingToRelocate: t.exposeBoolean("willingToRelocate"),
    contactByEmail: t.exposeBoolean("contactByEmail"),
    contactByPhone: t.exposeBoolean("contactByPhone"),
    contactByWhatsapp: t.exposeBoolean("contactByWhatsapp"),
    allowRecruiterContact: t.exposeBoolean("allowRecruiterContact"),
    educations: t.relation("educations", { query: { orderBy: [...ENTRY_ORDER] } }),
    experiences: t.relation("experiences", { query: { orderBy: [...ENTRY_ORDER] } }),
  }),
});

export const EmployerProfile = builder.prismaObject("EmployerProfile", {
  fields: (t) => ({
    companyName: t.exposeString("companyName", { nullable: true }),
    businessType: t.string({
      nullable: true,
      resolve: (profile) => profile.businessType?.toLowerCase() ?? null,
    }),
    address: t.exposeString("address"),
    industry: t.exposeString("industry", { nullable: true }),
    website: t.exposeString("website", { nullable: true }),
    gstNumber: t.exposeString("gstNumber", { nullable: true }),
    role: t.exposeString("role", { nullable: true }),
    referralCode: t.exposeString("referralCode"),
    contactByPhone: t.exposeBoolean("contactByPhone", {
      description: "Whether the workers they hired may call them.",
    }),
    contactByWhatsapp: t.exposeBoolean("contactByWhatsapp", {
      description: "Whether the workers they hired may message them on WhatsApp.",
    }),
  }),
});
