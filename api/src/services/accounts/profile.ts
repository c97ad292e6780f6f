import type { IdentityType, Prisma } from "../../generated/prisma/client.js";
import type { ProfileValues } from "./profile-completion.js";

// What a profile is made of for completion scoring: the user row, their worker or business
// profile and their uploaded documents, under the snake_case names of SPEC section 5.

export const PROFILE_SELECT = {
  userType: true,
  firstName: true,
  lastName: true,
  phoneNumber: true,
  email: true,
  profilePictureUrl: true,
  state: true,
  city: true,
  labourProfile: {
    select: {
      skills: true,
      gender: true,
      dateOfBirth: true,
      preferredStates: true,
      preferredShift: true,
      experienceYears: true,
      languagesKnown: true,
      currentSalary: true,
      expectedSalary: true,
      resumeUrl: true,
    },
  },
  employerProfile: {
    select: {
      address: true,
      companyName: true,
      industry: true,
      website: true,
      gstNumber: true,
      role: true,
    },
  },
  identityDocuments: {
    orderBy: { submittedAt: "desc" },
    select: { type: true, numberLast4: true, documentUrl: true, status: true },
  },
} satisfies Prisma.UserSelect;

type ProfileRow = Prisma.UserGetPayload<{ select: typeof PROFILE_SELECT }>;
type DocumentRow = ProfileRow["identityDocuments"][number];

/** The newest uploaded, not rejected, document of a type. */
export function documentUrl(documents: DocumentRow[], type: IdentityType): string | null {
  return (
    documents.find((d) => d.type === type && d.documentUrl && d.status !== "REJECTED")
      ?.documentUrl ?? null
  );
}

export function completionValues(user: ProfileRow): ProfileValues {
  const labour = user.labourProfile;
  const employer = user.employerProfile;
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    email: user.email,
    profile_picture: user.profilePictureUrl,
    state: user.state,
    city: user.city,
    address: employer?.address,
    company_name: employer?.companyName,
    industry: employer?.industry,
    website: employer?.website,
    gst_number: employer?.gstNumber,
    role: employer?.role,
    pan_card_document: documentUrl(user.identityDocuments, "PAN"),
    gstin_document: documentUrl(user.identityDocuments, "GSTIN"),
    skills: labour?.skills,
    gender: labour?.gender,
    date_of_birth: labour?.dateOfBirth,
    preferred_states: labour?.preferredStates,
    preferred_shift: labour?.preferredShift,
    experience_years: labour?.experienceYears,
    languages_known: labour?.languagesKnown,
    current_salary: labour?.currentSalary,
    expected_salary: labour?.expectedSalary,
    resume_url: labour?.resumeUrl,
  };
}
