import { hashToken, startRegistrationSession } from "../../auth/session.js";
import type { Language } from "../../constants.js";
import type { IdentityKind } from "../../services/accounts/identity.js";
import { updateLabourProfile } from "../../services/accounts/profile-update.js";
import {
  identityNumberHash,
  registerEmployer,
  registerLabour,
} from "../../services/accounts/register.js";
import { type Columns, insertRows, pickColumns, updateRows } from "../rows.js";
import {
  DOCUMENT_COLUMNS,
  EMPLOYER_PROFILE_COLUMNS,
  LABOUR_PROFILE_COLUMNS,
  USER_COLUMNS,
} from "./columns.js";
import type { DemoDocument, DemoPerson } from "./data.js";
import { act, DEMO_USER_AGENT, type Demo } from "./step.js";

// The demo's people register as anyone does: a registration token for their phone (what
// verify-otp hands out once the code is right; the demo's phones get no SMS), then the
// registration service with their identity document. Employers register first, so their ids
// come first.

const ORIGIN = { userAgent: DEMO_USER_AGENT, ipAddress: null };

function registrationInput(person: DemoPerson): Record<string, unknown> {
  const { user, profile, identity } = person;
  const common = {
    firstName: user.first_name,
    lastName: user.last_name,
    phoneNumber: user.phone_number,
    email: user.email,
    state: user.state,
    city: user.city,
    identityType: identity.type,
    identityNumber: identity.number,
  };
  if (user.user_type === "labour") return { ...common, skills: profile.skills };
  return {
    ...common,
    address: profile.address,
    companyName: profile.company_name,
    gstNumber: profile.gst_number,
    role: profile.role,
  };
}

export async function registerPeople(demo: Demo): Promise<void> {
  const { tx, services } = demo;
  for (const person of demo.people) {
    const phoneNumber = person.user.phone_number as string;
    const token = await startRegistrationSession(tx, services, phoneNumber, ORIGIN);
    const session = await tx.session.findUniqueOrThrow({
      where: { tokenHash: hashToken(token) },
      select: { id: true },
    });
    const context = demo.context(
      { kind: "registration", sessionId: session.id, phoneNumber, spent: false },
      person.user.preferred_language as Language,
    );
    const register = person.user.user_type === "labour" ? registerLabour : registerEmployer;
    const { user } = await act(`registering ${phoneNumber}`, () =>
      register(context, registrationInput(person)),
    );
    demo.ids.people.push(user.id);
  }
}

/** A worker's profile beyond the registration form, as they fill it in the profile editor. */
function profileInput(profile: DemoPerson["profile"]): Record<string, unknown> {
  const upper = (value: unknown) => (typeof value === "string" ? value.toUpperCase() : value);
  return {
    gender: upper(profile.gender),
    dateOfBirth: profile.date_of_birth,
    preferredStates: profile.preferred_states,
    preferredShift: upper(profile.preferred_shift),
    experienceYears: profile.experience_years,
    languagesKnown: profile.languages_known,
    currentSalary: profile.current_salary,
    currentSalaryPeriod: upper(profile.current_salary_period),
    expectedSalary: profile.expected_salary,
    expectedSalaryPeriod: upper(profile.expected_salary_period),
    preferredJobType: upper(profile.preferred_job_type),
    preferredSalaryMin: profile.preferred_salary_min,
    preferredSalaryMax: profile.preferred_salary_max,
    preferredLocation: profile.preferred_location,
    willingToRelocate: profile.willing_to_relocate,
    contactByEmail: profile.contact_by_email,
    contactByPhone: profile.contact_by_phone,
    contactByWhatsapp: profile.contact_by_whatsapp,
    allowRecruiterContact: profile.allow_recruiter_contact,
  };
}

/**
 * The workers fill in their profiles through the profile service, as a person does after
 * registering: before they apply, since applying needs a profile complete to the gate.
 */
export async function fillProfiles(demo: Demo): Promise<void> {
  for (const [i, person] of demo.people.entries()) {
    if (person.user.user_type !== "labour") continue;
    await act(`profile of ${person.user.phone_number}`, () =>
      updateLabourProfile(demo.as(i), profileInput(person.profile)),
    );
  }
}

const USER_DATES = pickColumns(USER_COLUMNS, [
  "account_state",
  "last_login_at",
  "created_at",
  "updated_at",
]);

const DOCUMENT_REVIEW = pickColumns(DOCUMENT_COLUMNS, [
  "status",
  "rejection_reason",
  "submitted_at",
  "reviewed_at",
]);

const withoutUserId = (columns: Columns): Columns =>
  Object.fromEntries(Object.entries(columns).filter(([name]) => name !== "user_id"));

/**
 * Raw SQL for what no service does yet: account states (admin approval and blocking), document
 * reviews and a second document (the back office), and when it all happened (services stamp the
 * present; the demo is a year of history). The profile rows are written again whole, with their
 * dates (fillProfiles wrote their details through the service, stamped now), and the employers'
 * business details the registration form has no field for. The demo's referral codes are its
 * own, so that they are the same every time.
 */
export async function completePeople(demo: Demo): Promise<void> {
  const { data, query, ids, dated } = demo;
  const people = demo.people.map((person, i) => ({ person, id: ids.people[i] as number }));
  await updateRows(
    query,
    "users",
    ["id"],
    USER_DATES,
    people.map(({ person, id }) => ({ id, ...dated(person.user) })),
  );
  for (const [table, type, columns] of [
    ["labour_profiles", "labour", LABOUR_PROFILE_COLUMNS],
    ["employer_profiles", "employer", EMPLOYER_PROFILE_COLUMNS],
  ] as const) {
    const rows = people
      .filter(({ person }) => person.user.user_type === type)
      .map(({ person, id }) => ({ user_id: id, ...dated(person.profile) }));
    await updateRows(query, table, ["user_id"], withoutUserId(columns), rows);
  }

  const registered = await registrationDocumentIds(demo);
  await updateRows(
    query,
    "identity_documents",
    ["id"],
    DOCUMENT_REVIEW,
    people.map(({ person, id }, i) => ({
      ...documentRow(demo, id, person.identity),
      id: registered.get(i),
    })),
  );
  await insertRows(
    query,
    "identity_documents",
    DOCUMENT_COLUMNS,
    data.documents.map((document) => ({
      ...documentRow(demo, ids.people[document.person] as number, document),
      replaces_id: document.replacesRegistration ? registered.get(document.person) : null,
    })),
  );
}

/** A document row as the registration service stores it: the number's keyed hash, its last four. */
function documentRow(demo: Demo, userId: number, document: DemoDocument) {
  const kind = document.type.toUpperCase() as IdentityKind;
  return {
    user_id: userId,
    type: document.type,
    number_hash: identityNumberHash(demo.services.secretKey, kind, document.number),
    number_last4: document.number.slice(-4),
    status: document.status,
    rejection_reason: document.rejection_reason,
    submitted_at: demo.at(document.submitted_at),
    reviewed_at: document.reviewed_at && demo.at(document.reviewed_at),
  };
}

/** The registration documents' ids by person index (registration made exactly one each). */
async function registrationDocumentIds(demo: Demo): Promise<Map<number, number>> {
  const rows = await demo.tx.identityDocument.findMany({
    where: { userId: { in: demo.ids.people } },
    select: { id: true, userId: true },
  });
  const byUser = new Map(rows.map((row) => [row.userId, row.id]));
  return new Map(demo.ids.people.map((userId, i) => [i, byUser.get(userId) as number]));
}
