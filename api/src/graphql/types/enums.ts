import {
  ApplicationStatus,
  BusinessType,
  ContactMethod,
  ContactStatus,
  FilePurpose,
  Gender,
  IdentityType,
  JobStatus,
  JobType,
  ModerationStatus,
  PreferredShift,
  SalaryPeriod,
  UserType,
  VerificationKind,
} from "../../generated/prisma/enums.js";
import { builder } from "../builder.js";

// The product's enumerations, straight from the Prisma model so the two never drift. The REST
// gateway spells the same values in lower snake_case.

export const JobTypeEnum = builder.enumType(JobType, { name: "JobType" });
export const SalaryPeriodEnum = builder.enumType(SalaryPeriod, { name: "SalaryPeriod" });
export const JobStatusEnum = builder.enumType(JobStatus, { name: "JobStatus" });
export const ModerationStatusEnum = builder.enumType(ModerationStatus, {
  name: "ModerationStatus",
});
export const ApplicationStatusEnum = builder.enumType(ApplicationStatus, {
  name: "ApplicationStatus",
});
export const UserTypeEnum = builder.enumType(UserType, { name: "UserType" });
export const GenderEnum = builder.enumType(Gender, { name: "Gender" });
export const PreferredShiftEnum = builder.enumType(PreferredShift, { name: "PreferredShift" });
export const IdentityTypeEnum = builder.enumType(IdentityType, { name: "IdentityType" });
export const ContactStatusEnum = builder.enumType(ContactStatus, { name: "ContactStatus" });
export const ContactMethodEnum = builder.enumType(ContactMethod, { name: "ContactMethod" });
export const VerificationKindEnum = builder.enumType(VerificationKind, {
  name: "VerificationKind",
});
export const FilePurposeEnum = builder.enumType(FilePurpose, { name: "FilePurpose" });
export const BusinessTypeEnum = builder.enumType(BusinessType, { name: "BusinessType" });
