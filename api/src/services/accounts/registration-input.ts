import {
  ADDRESS_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INDIAN_STATES,
  NAME_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  ROLE_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SKILLS_MAX,
} from "../../constants.js";
import { type FieldError, ValidationError } from "../../errors.js";
import { messages } from "../../messages.js";
import {
  type IdentityKind,
  identityNumberProblem,
  isValidGstin,
  normaliseIdentityNumber,
  parseIdentityKind,
} from "./identity.js";
import { normalisePhone } from "./phone.js";

// The registration payloads of SPEC section 3, checked in one pass so a person sees every
// mistake at once. Input keys are the GraphQL input's camelCase names; errors name the REST
// snake_case fields.

export interface LabourRegistration {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  identityType: IdentityKind;
  identityNumber: string;
  email: string | null;
  state: string | null;
  city: string | null;
  skills: string[];
}

export interface EmployerRegistration {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  address: string;
  identityType: IdentityKind;
  identityNumber: string;
  state: string | null;
  city: string | null;
  gstNumber: string | null;
  companyName: string | null;
  role: string | null;
}

/** Trims, normalises and checks every field; throws one ValidationError listing every failing field. */
export function parseLabourRegistration(input: Record<string, unknown>): LabourRegistration {
  const read = new RegistrationReader(input);
  const registration: LabourRegistration = {
    firstName: read.requiredText("firstName", "first_name", NAME_MAX_LENGTH),
    lastName: read.requiredText("lastName", "last_name", NAME_MAX_LENGTH),
    phoneNumber: read.phone("phoneNumber", "phone_number"),
    email: read.optionalEmail("email", "email"),
    ...read.identity(),
    state: read.state("state", "state"),
    city: read.optionalText("city", "city", PLACE_MAX_LENGTH),
    skills: read.skills("skills", "skills"),
  };
  read.done();
  return registration;
}

/** Trims, normalises and checks every field; throws one ValidationError listing every failing field. */
export function parseEmployerRegistration(input: Record<string, unknown>): EmployerRegistration {
  const read = new RegistrationReader(input);
  const registration: EmployerRegistration = {
    firstName: read.requiredText("firstName", "first_name", NAME_MAX_LENGTH),
    lastName: read.requiredText("lastName", "last_name", NAME_MAX_LENGTH),
    phoneNumber: read.phone("phoneNumber", "phone_number"),
    email: read.requiredEmail("email", "email"),
    address: read.requiredText("address", "address", ADDRESS_MAX_LENGTH, { multiLine: true }),
    ...read.identity(),
    state: read.state("state", "state"),
    city: read.optionalText("city", "city", PLACE_MAX_LENGTH),
    gstNumber: read.gstin("gstNumber", "gst_number"),
    companyName: read.optionalText("companyName", "company_name", COMPANY_NAME_MAX_LENGTH),
    role: read.optionalText("role", "role", ROLE_MAX_LENGTH),
  };
  read.done();
  return registration;
}

const EMAIL_LOCAL_MAX_LENGTH = 64;
// The WHATWG e-mail address grammar, with a dotted domain ending in a top-level name of letters:
// what a person can receive mail at, without quoted local parts or bare IP addresses.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

const STATE_BY_KEY = new Map<string, string>(
  INDIAN_STATES.map((state) => [state.toLowerCase(), state]),
);

/** Characters as PostgreSQL's varchar counts them (code points, not UTF-16 units). */
const characterCount = (text: string) => [...text].length;
const collapseSpaces = (text: string) => text.replace(/\s+/g, " ");

/**
 * Reads one payload, recording at most one error per field. A reader that fails records the
 * error and returns a stand-in value; `done()` throws before a stand-in can be used.
 */
class RegistrationReader {
  private readonly errors: FieldError[] = [];

  constructor(private readonly input: Record<string, unknown>) {}

  done(): void {
    if (this.errors.length > 0) throw new ValidationError(this.errors);
  }

  requiredText(key: string, field: string, max: number, options: { multiLine?: boolean } = {}) {
    const text = this.text(key, field, max, options);
    if (text === null) this.fail(field, messages.required);
    return text ?? "";
  }

  optionalText(key: string, field: string, max: number): string | null {
    return this.text(key, field, max);
  }

  phone(key: string, field: string): string {
    const raw = this.input[key];
    if (isBlank(raw)) return this.fail(field, messages.required) ?? "";
    return normalisePhone(raw) ?? this.fail(field, messages.phoneInvalid) ?? "";
  }

  requiredEmail(key: string, field: string): string {
    const email = this.optionalEmail(key, field);
    if (email === null) this.fail(field, messages.required);
    return email ?? "";
  }

  /** The address with its domain lower-cased (the part before @ is the mailbox owner's). */
  optionalEmail(key: string, field: string): string | null {
    const text = this.text(key, field, EMAIL_MAX_LENGTH);
    if (text === null) return null;
    const at = text.lastIndexOf("@");
    if (!EMAIL.test(text) || at > EMAIL_LOCAL_MAX_LENGTH) {
      return this.fail(field, messages.emailInvalid);
    }
    return text.slice(0, at + 1) + text.slice(at + 1).toLowerCase();
  }

  identity(): { identityType: IdentityKind; identityNumber: string } {
    const rawType = this.input.identityType;
    let identityType: IdentityKind | null = null;
    if (isBlank(rawType)) this.fail("identity_type", messages.required);
    else {
      identityType = parseIdentityKind(rawType);
      if (identityType === null) this.fail("identity_type", messages.identityTypeInvalid);
    }

    const rawNumber = this.input.identityNumber;
    let identityNumber = "";
    if (isBlank(rawNumber)) this.fail("identity_number", messages.required);
    else if (typeof rawNumber !== "string") this.fail("identity_number", messages.invalidRequest);
    else {
      identityNumber = normaliseIdentityNumber(rawNumber);
      const problem = identityType && identityNumberProblem(identityType, identityNumber);
      if (problem) this.fail("identity_number", problem);
    }
    return { identityType: identityType ?? "AADHAAR", identityNumber };
  }

  /** One of INDIAN_STATES in its canonical spelling, whatever the case and spacing given. */
  state(key: string, field: string): string | null {
    const text = this.text(key, field, Number.POSITIVE_INFINITY);
    if (text === null) return null;
    return STATE_BY_KEY.get(text.toLowerCase()) ?? this.fail(field, messages.stateInvalid);
  }

  /** A list or a comma-separated string; blanks dropped, repeats (ignoring case) kept once. */
  skills(key: string, field: string): string[] {
    const raw = this.input[key];
    if (raw === undefined || raw === null) return [];
    const parts = typeof raw === "string" ? [raw] : raw;
    if (!Array.isArray(parts) || parts.some((part) => typeof part !== "string")) {
      this.fail(field, messages.invalidRequest);
      return [];
    }
    const skills = new Map<string, string>();
    for (const part of parts as string[]) {
      for (const piece of part.split(",")) {
        const skill = collapseSpaces(piece).trim();
        if (skill && !skills.has(skill.toLowerCase())) skills.set(skill.toLowerCase(), skill);
      }
    }
    const list = [...skills.values()];
    if (list.some((skill) => characterCount(skill) > SKILL_MAX_LENGTH)) {
      this.fail(field, messages.maxLength(SKILL_MAX_LENGTH));
    } else if (list.length > SKILLS_MAX) {
      this.fail(field, messages.skillsTooMany(SKILLS_MAX));
    }
    return list;
  }

  /** Upper-cased without spaces or hyphens, checked with its check character. */
  gstin(key: string, field: string): string | null {
    const text = this.text(key, field, Number.POSITIVE_INFINITY);
    if (text === null) return null;
    const gstin = normaliseIdentityNumber(text);
    return isValidGstin(gstin) ? gstin : this.fail(field, messages.gstinInvalid);
  }

  /** Trimmed text (runs of spaces made one unless multiLine), null when absent or empty. */
  private text(
    key: string,
    field: string,
    max: number,
    { multiLine = false }: { multiLine?: boolean } = {},
  ): string | null {
    const raw = this.input[key];
    if (raw === undefined || raw === null) return null;
    if (typeof raw !== "string") return this.fail(field, messages.invalidRequest);
    const text = (multiLine ? raw : collapseSpaces(raw)).trim();
    if (!text) return null;
    if (characterCount(text) > max) return this.fail(field, messages.maxLength(max));
    return text;
  }

  private fail(field: string, message: string): null {
    if (!this.errors.some((error) => error.field === field)) this.errors.push({ field, message });
    return null;
  }
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");
