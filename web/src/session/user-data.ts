import { graphql, readInlineData } from "react-relay";
import type { userData_user$key } from "../__generated__/userData_user.graphql";
import type { UserType } from "../lib/user-type";

// The profile the browser caches as `userData` (SPEC section 3): the REST profile's snake_case
// keys, so the cache reads the same whichever API filled it. Sign-in, registration and the
// background refresh all fill it from this one fragment.

export type ProfileCompletionData = {
  percentage: number;
  is_complete: boolean;
  missing_fields: string[];
};

export type UserData = {
  id: string;
  user_type: UserType;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string | null;
  profile_picture: string | null;
  state: string | null;
  city: string | null;
  is_verified: boolean;
  identity_type: string | null;
  identity_number_last4: string | null;
  created_at: string;
  profile_completion: ProfileCompletionData;
  // A worker's profile.
  skills?: string[];
  gender?: string | null;
  date_of_birth?: string | null;
  preferred_states?: string[];
  preferred_shift?: string | null;
  experience_years?: number | null;
  languages_known?: string[];
  current_salary?: number | null;
  current_salary_period?: string | null;
  expected_salary?: number | null;
  expected_salary_period?: string | null;
  resume_url?: string | null;
  willing_to_relocate?: boolean;
  // An employer's profile.
  company_name?: string | null;
  business_type?: string | null;
  address?: string;
  industry?: string | null;
  website?: string | null;
  gst_number?: string | null;
  role?: string | null;
  referral_code?: string;
  pan_card_document?: string | null;
  gstin_document?: string | null;
};

const lower = <T extends string>(value: T | null | undefined) =>
  value ? (value.toLowerCase() as Lowercase<T>) : null;

export function userTypeOf(value: "LABOUR" | "EMPLOYER" | string): UserType {
  return value === "EMPLOYER" ? "employer" : "labour";
}

export function userDataFromViewer(viewer: userData_user$key): UserData {
  const user = readInlineData(
    graphql`
      fragment userData_user on User @inline {
        id
        userType
        firstName
        lastName
        phoneNumber
        email
        profilePicture
        state
        city
        isVerified
        identityType
        identityNumberLast4
        createdAt
        panCardDocument
        gstinDocument
        profileCompletion {
          percentage
          isComplete
          missingFields
        }
        labourProfile {
          skills
          gender
          dateOfBirth
          preferredStates
          preferredShift
          experienceYears
          languagesKnown
          currentSalary
          currentSalaryPeriod
          expectedSalary
          expectedSalaryPeriod
          resumeUrl
          willingToRelocate
        }
        employerProfile {
          companyName
          businessType
          address
          industry
          website
          gstNumber
          role
          referralCode
        }
      }
    `,
    viewer,
  );
  const labour = user.labourProfile;
  const employer = user.employerProfile;
  return {
    id: user.id,
    user_type: userTypeOf(user.userType),
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    email: user.email ?? null,
    profile_picture: user.profilePicture ?? null,
    state: user.state ?? null,
    city: user.city ?? null,
    is_verified: user.isVerified,
    identity_type: lower(user.identityType),
    identity_number_last4: user.identityNumberLast4 ?? null,
    created_at: String(user.createdAt),
    profile_completion: {
      percentage: user.profileCompletion.percentage,
      is_complete: user.profileCompletion.isComplete,
      missing_fields: [...user.profileCompletion.missingFields],
    },
    ...(labour && {
      skills: [...labour.skills],
      gender: lower(labour.gender),
      date_of_birth: labour.dateOfBirth ?? null,
      preferred_states: [...labour.preferredStates],
      preferred_shift: lower(labour.preferredShift),
      experience_years: labour.experienceYears ?? null,
      languages_known: [...labour.languagesKnown],
      current_salary: labour.currentSalary ?? null,
      current_salary_period: lower(labour.currentSalaryPeriod),
      expected_salary: labour.expectedSalary ?? null,
      expected_salary_period: lower(labour.expectedSalaryPeriod),
      resume_url: labour.resumeUrl ?? null,
      willing_to_relocate: labour.willingToRelocate,
    }),
    ...(employer && {
      company_name: employer.companyName ?? null,
      business_type: employer.businessType ?? null,
      address: employer.address,
      industry: employer.industry ?? null,
      website: employer.website ?? null,
      gst_number: employer.gstNumber ?? null,
      role: employer.role ?? null,
      referral_code: employer.referralCode,
      pan_card_document: user.panCardDocument ?? null,
      gstin_document: user.gstinDocument ?? null,
    }),
  };
}
