import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  EXPERIENCE_YEARS_MAX,
  INDUSTRY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  PREFERRED_LOCATION_MAX_LENGTH,
  ROLE_MAX_LENGTH,
  SALARY_MAX,
  WEBSITE_MAX_LENGTH,
  WORKER_AGE_MAX,
  WORKER_AGE_MIN,
} from "../../constants.js";
import {
  BusinessType,
  Gender,
  JobType,
  PreferredShift,
  SalaryPeriod,
} from "../../generated/prisma/enums.js";
import type { Places } from "../../places/places.js";
import { characterCount } from "../input-reader.js";
import { RegistrationReader } from "./registration-input.js";

// The profile editors' input (SPEC section 3), checked in one pass with the spec's messages.
// Updates are partial: a key that is absent (undefined) leaves its field alone, null clears it
// where the field may be empty, and a required field (names; an employer's e-mail and address)
// cannot be cleared. Input keys are the GraphQL input's camelCase names; errors name the REST
// snake_case fields. The result holds only the fields given, ready for Prisma.

export interface Place {
  state: string | null;
  city: string | null;
}

/** Changes to the user row, and the files the profile names (checked by the service). */
export interface AccountChanges {
  user: {
    firstName?: string;
    lastName?: string;
    email?: string | null;
    state?: string | null;
    city?: string | null;
  };
  /** A stored file's URL, or null to remove the picture. */
  profilePicture?: string | null;
}

export interface LabourChanges extends AccountChanges {
  labour: {
    skills?: string[];
    gender?: Gender | null;
    dateOfBirth?: Date | null;
    preferredStates?: string[];
    preferredShift?: PreferredShift | null;
    experienceYears?: number | null;
    languagesKnown?: string[];
    currentSalary?: number | null;
    currentSalaryPeriod?: SalaryPeriod | null;
    expectedSalary?: number | null;
    expectedSalaryPeriod?: SalaryPeriod | null;
    preferredJobType?: JobType | null;
    preferredSalaryMin?: number | null;
    preferredSalaryMax?: number | null;
    preferredLocation?: string | null;
    willingToRelocate?: boolean;
    contactByEmail?: boolean;
    contactByPhone?: boolean;
    contactByWhatsapp?: boolean;
    allowRecruiterContact?: boolean;
  };
  resumeUrl?: string | null;
}

export interface EmployerChanges extends AccountChanges {
  employer: {
    address?: string;
    companyName?: string | null;
    businessType?: BusinessType | null;
    industry?: string | null;
    website?: string | null;
    gstNumber?: string | null;
    role?: string | null;
    contactByPhone?: boolean;
    contactByWhatsapp?: boolean;
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** Lower-case REST spellings of an enum's values, for the message naming them. */
const listed = (values: Record<string, string>) =>
  Object.values(values)
    .map((value) => value.toLowerCase())
    .join(", ");

export class ProfileReader extends RegistrationReader {
  /** Whether the input has this key at all (null counts: it clears). */
  given(key: string): boolean {
    return this.input[key] !== undefined;
  }

  /** Sets `target[key]` to `read()` only when the input has the key. */
  put<T extends object, K extends keyof T & string>(target: T, key: K, read: () => T[K]): void {
    if (this.given(key)) target[key] = read();
  }

  /** The state and city given (by name or alias, stored in the places' spelling). */
  placeChanges(current: Place, places: Places): Partial<Place> {
    const changes: Partial<Place> = {};
    this.put(changes, "state", () => this.state("state", "state", places));
    const state = changes.state !== undefined ? changes.state : current.state;
    if (this.given("city")) {
      const city = this.optionalText("city", "city", PLACE_MAX_LENGTH);
      if (city === null) changes.city = null;
      else if (state === null) this.fail("city", "stateRequired");
      else changes.city = places.city(state, city) ?? this.fail("city", "cityNotInState");
    } else if (changes.state !== undefined && current.city !== null) {
      // A new state whose cities do not include the current one: the city must be chosen again.
      if (state === null || places.city(state, current.city) === null) changes.city = null;
    }
    return changes;
  }

  /** A file URL as given (the service checks whose file it is); null removes. */
  fileUrl(key: string, field: string): string | null {
    return this.optionalText(key, field, 500);
  }

  choice<E extends Record<string, string>>(key: string, field: string, values: E) {
    const raw = this.input[key];
    if (raw === null) return null;
    const value = typeof raw === "string" ? raw.trim().toUpperCase() : "";
    if ((Object.values(values) as string[]).includes(value)) return value as E[keyof E];
    return this.fail(field, "choiceInvalid", { values: listed(values) });
  }

  /** A whole number from `min` to `max`; null clears. Numbers as text ("800") are accepted. */
  wholeNumber(
    key: string,
    field: string,
    min: number,
    max: number,
    range: "numberRange" | "yearRange" = "numberRange",
  ): number | null {
    const raw = this.input[key];
    if (raw === null) return null;
    const number = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
    if (typeof number !== "number" || !Number.isInteger(number)) {
      return this.fail(field, "numberInvalid");
    }
    if (number < min || number > max) {
      return range === "yearRange"
        ? this.fail(field, "yearRange", { min, max })
        : this.fail(field, "numberRange", { min, max });
    }
    return number;
  }

  /** A year from `min` to `max`; null clears. */
  year(key: string, field: string, min: number, max: number): number | null {
    return this.wholeNumber(key, field, min, max, "yearRange");
  }

  flag(key: string, field: string): boolean {
    const raw = this.input[key];
    if (typeof raw === "boolean") return raw;
    this.fail(field, raw === null ? "required" : "invalidRequest");
    return false;
  }

  /** YYYY-MM-DD of a real day, for someone WORKER_AGE_MIN to WORKER_AGE_MAX years old today. */
  dateOfBirth(key: string, field: string, today = new Date()): Date | null {
    const text = this.optionalText(key, field, Number.POSITIVE_INFINITY);
    if (text === null) return null;
    const match = DATE.exec(text);
    const date = match ? new Date(`${text}T00:00:00Z`) : null;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
      return this.fail(field, "dateInvalid");
    }
    const year = today.getUTCFullYear();
    const latest = new Date(today);
    latest.setUTCFullYear(year - WORKER_AGE_MIN);
    const earliest = new Date(today);
    earliest.setUTCFullYear(year - WORKER_AGE_MAX);
    return date > latest || date < earliest ? this.fail(field, "dateInvalid") : date;
  }

  /** An http(s) address of a named host; "example.com" gets https:// in front. */
  website(key: string, field: string): string | null {
    const text = this.optionalText(key, field, WEBSITE_MAX_LENGTH);
    if (text === null) return null;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      return this.fail(field, "urlInvalid");
    }
    if (
      !["http:", "https:"].includes(url.protocol) ||
      !HOST.test(url.hostname) ||
      /\s/.test(text)
    ) {
      return this.fail(field, "urlInvalid");
    }
    return characterCount(withScheme) > WEBSITE_MAX_LENGTH
      ? this.fail(field, "maxLength", { count: WEBSITE_MAX_LENGTH })
      : withScheme;
  }

  /** States of India in their canonical spelling, each once; a list or comma-separated. */
  states(key: string, field: string, places: Places): string[] {
    const raw = this.input[key];
    if (raw === null) return [];
    const list = typeof raw === "string" ? raw.split(",") : raw;
    if (!Array.isArray(list) || list.some((item) => typeof item !== "string")) {
      this.fail(field, "invalidRequest");
      return [];
    }
    const states: string[] = [];
    for (const item of list as string[]) {
      if (item.trim() === "") continue;
      const state = new ProfileReader({ state: item }).state("state", "state", places);
      if (state === null) {
        this.fail(field, "stateInvalid");
        return [];
      }
      if (!states.includes(state)) states.push(state);
    }
    return states;
  }

  names(changes: AccountChanges["user"]): void {
    this.put(changes, "firstName", () =>
      this.requiredText("firstName", "first_name", NAME_MAX_LENGTH),
    );
    this.put(changes, "lastName", () =>
      this.requiredText("lastName", "last_name", NAME_MAX_LENGTH),
    );
  }
}

export function parseLabourProfile(
  input: Record<string, unknown>,
  current: Place,
  places: Places,
): LabourChanges {
  const read = new ProfileReader(input);
  const user: LabourChanges["user"] = {};
  read.names(user);
  read.put(user, "email", () => read.optionalEmail("email", "email"));
  Object.assign(user, read.placeChanges(current, places));

  const labour: LabourChanges["labour"] = {};
  read.put(labour, "skills", () => read.skills("skills", "skills"));
  read.put(labour, "gender", () => read.choice("gender", "gender", Gender));
  read.put(labour, "dateOfBirth", () => read.dateOfBirth("dateOfBirth", "date_of_birth"));
  read.put(labour, "preferredStates", () =>
    read.states("preferredStates", "preferred_states", places),
  );
  read.put(labour, "preferredShift", () =>
    read.choice("preferredShift", "preferred_shift", PreferredShift),
  );
  read.put(labour, "experienceYears", () =>
    read.wholeNumber("experienceYears", "experience_years", 0, EXPERIENCE_YEARS_MAX),
  );
  read.put(labour, "languagesKnown", () => read.languageCodes("languagesKnown", "languages_known"));
  for (const [amount, period, prefix] of [
    ["currentSalary", "currentSalaryPeriod", "current_salary"],
    ["expectedSalary", "expectedSalaryPeriod", "expected_salary"],
  ] as const) {
    read.put(labour, amount, () => read.wholeNumber(amount, prefix, 0, SALARY_MAX));
    read.put(labour, period, () => read.choice(period, `${prefix}_period`, SalaryPeriod));
  }
  read.put(labour, "preferredJobType", () =>
    read.choice("preferredJobType", "preferred_job_type", JobType),
  );
  read.put(labour, "preferredSalaryMin", () =>
    read.wholeNumber("preferredSalaryMin", "preferred_salary_min", 0, SALARY_MAX),
  );
  read.put(labour, "preferredSalaryMax", () =>
    read.wholeNumber("preferredSalaryMax", "preferred_salary_max", 0, SALARY_MAX),
  );
  const { preferredSalaryMin: min, preferredSalaryMax: max } = labour;
  if (typeof min === "number" && typeof max === "number" && min > max) {
    read.fail("preferred_salary_max", "salaryRangeOrder");
  }
  read.put(labour, "preferredLocation", () =>
    read.optionalText("preferredLocation", "preferred_location", PREFERRED_LOCATION_MAX_LENGTH),
  );
  for (const [key, field] of [
    ["willingToRelocate", "willing_to_relocate"],
    ["contactByEmail", "contact_by_email"],
    ["contactByPhone", "contact_by_phone"],
    ["contactByWhatsapp", "contact_by_whatsapp"],
    ["allowRecruiterContact", "allow_recruiter_contact"],
  ] as const) {
    read.put(labour, key, () => read.flag(key, field));
  }

  const changes: LabourChanges = { user, labour };
  read.put(changes, "profilePicture", () => read.fileUrl("profilePicture", "profile_picture"));
  read.put(changes, "resumeUrl", () => read.fileUrl("resumeUrl", "resume_url"));
  read.done();
  return changes;
}

export function parseEmployerProfile(
  input: Record<string, unknown>,
  current: Place,
  places: Places,
): EmployerChanges {
  const read = new ProfileReader(input);
  const user: EmployerChanges["user"] = {};
  read.names(user);
  read.put(user, "email", () => read.requiredEmail("email", "email"));
  Object.assign(user, read.placeChanges(current, places));

  const employer: EmployerChanges["employer"] = {};
  read.put(employer, "address", () => {
    const address = read.requiredText("address", "address", ADDRESS_MAX_LENGTH, {
      multiLine: true,
    });
    if (address && characterCount(address) < ADDRESS_MIN_LENGTH) {
      read.fail("address", "minLength", { count: ADDRESS_MIN_LENGTH });
    }
    return address;
  });
  read.put(employer, "companyName", () =>
    read.optionalText("companyName", "company_name", COMPANY_NAME_MAX_LENGTH),
  );
  read.put(employer, "businessType", () =>
    read.choice("businessType", "business_type", BusinessType),
  );
  read.put(employer, "industry", () =>
    read.optionalText("industry", "industry", INDUSTRY_MAX_LENGTH),
  );
  read.put(employer, "website", () => read.website("website", "website"));
  read.put(employer, "gstNumber", () => read.gstin("gstNumber", "gst_number"));
  read.put(employer, "role", () => read.optionalText("role", "role", ROLE_MAX_LENGTH));
  for (const [key, field] of [
    ["contactByPhone", "contact_by_phone"],
    ["contactByWhatsapp", "contact_by_whatsapp"],
  ] as const) {
    read.put(employer, key, () => read.flag(key, field));
  }

  const changes: EmployerChanges = { user, employer };
  read.put(changes, "profilePicture", () => read.fileUrl("profilePicture", "profile_picture"));
  read.done();
  return changes;
}
