import {
  ADDRESS_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
  ROLE_MAX_LENGTH,
} from "../../constants.js";
import type { Places } from "../../places/places.js";
import { InputReader, isBlank } from "../input-reader.js";
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
  /** An employer's referral code the new user was given, upper-cased; checked by register.ts. */
  referralCode: string | null;
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
  referralCode: string | null;
}

/** Trims, normalises and checks every field; throws one ValidationError listing every failing field. */
export function parseLabourRegistration(
  input: Record<string, unknown>,
  places: Places,
): LabourRegistration {
  const read = new RegistrationReader(input);
  const registration: LabourRegistration = {
    firstName: read.requiredText("firstName", "first_name", NAME_MAX_LENGTH),
    lastName: read.requiredText("lastName", "last_name", NAME_MAX_LENGTH),
    phoneNumber: read.phone("phoneNumber", "phone_number"),
    email: read.optionalEmail("email", "email"),
    ...read.identity(),
    ...read.place(places),
    skills: read.skills("skills", "skills"),
    referralCode: read.referralCode(),
  };
  read.done();
  return registration;
}

/** Trims, normalises and checks every field; throws one ValidationError listing every failing field. */
export function parseEmployerRegistration(
  input: Record<string, unknown>,
  places: Places,
): EmployerRegistration {
  const read = new RegistrationReader(input);
  const registration: EmployerRegistration = {
    firstName: read.requiredText("firstName", "first_name", NAME_MAX_LENGTH),
    lastName: read.requiredText("lastName", "last_name", NAME_MAX_LENGTH),
    phoneNumber: read.phone("phoneNumber", "phone_number"),
    email: read.requiredEmail("email", "email"),
    address: read.requiredText("address", "address", ADDRESS_MAX_LENGTH, { multiLine: true }),
    ...read.identity(),
    ...read.place(places),
    gstNumber: read.gstin("gstNumber", "gst_number"),
    companyName: read.optionalText("companyName", "company_name", COMPANY_NAME_MAX_LENGTH),
    role: read.optionalText("role", "role", ROLE_MAX_LENGTH),
    referralCode: read.referralCode(),
  };
  read.done();
  return registration;
}

const EMAIL_LOCAL_MAX_LENGTH = 64;
// The WHATWG e-mail address grammar, with a dotted domain ending in a top-level name of letters:
// what a person can receive mail at, without quoted local parts or bare IP addresses.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** The input reader with the registration's own fields: phone, e-mail, identity, GSTIN. */
export class RegistrationReader extends InputReader {
  /**
   * The state by its name or an alias, in its own spelling; the city free text, but in the
   * places' spelling when it names a city of that state ("Bengaluru" is "Bangalore").
   */
  place(places: Places): { state: string | null; city: string | null } {
    const state = this.state("state", "state", places);
    const city = this.optionalText("city", "city", PLACE_MAX_LENGTH);
    return { state, city: (state && city && places.city(state, city)) || city };
  }

  phone(key: string, field: string): string {
    const raw = this.input[key];
    if (isBlank(raw)) return this.fail(field, "required") ?? "";
    return normalisePhone(raw) ?? this.fail(field, "phoneInvalid") ?? "";
  }

  requiredEmail(key: string, field: string): string {
    const email = this.optionalEmail(key, field);
    if (email === null) this.fail(field, "required");
    return email ?? "";
  }

  /** The address with its domain lower-cased (the part before @ is the mailbox owner's). */
  optionalEmail(key: string, field: string): string | null {
    const text = this.text(key, field, EMAIL_MAX_LENGTH);
    if (text === null) return null;
    const at = text.lastIndexOf("@");
    if (!EMAIL.test(text) || at > EMAIL_LOCAL_MAX_LENGTH) {
      return this.fail(field, "emailInvalid");
    }
    return text.slice(0, at + 1) + text.slice(at + 1).toLowerCase();
  }

  identity(): { identityType: IdentityKind; identityNumber: string } {
    const rawType = this.input.identityType;
    let identityType: IdentityKind | null = null;
    if (isBlank(rawType)) this.fail("identity_type", "required");
    else {
      identityType = parseIdentityKind(rawType);
      if (identityType === null) this.fail("identity_type", "identityTypeInvalid");
    }

    const rawNumber = this.input.identityNumber;
    let identityNumber = "";
    if (isBlank(rawNumber)) this.fail("identity_number", "required");
    else if (typeof rawNumber !== "string") this.fail("identity_number", "invalidRequest");
    else {
      identityNumber = normaliseIdentityNumber(rawNumber);
      const problem = identityType && identityNumberProblem(identityType, identityNumber);
      if (problem) this.fail("identity_number", problem);
    }
    return { identityType: identityType ?? "AADHAAR", identityNumber };
  }

  /** Upper-cased without spaces; whether an account has it is register.ts's question. */
  referralCode(): string | null {
    const text = this.text("referralCode", "referral_code", REFERRAL_CODE_MAX_LENGTH);
    return text === null ? null : text.replace(/\s+/g, "").toUpperCase();
  }

  /** Upper-cased without spaces or hyphens, checked with its check character. */
  gstin(key: string, field: string): string | null {
    const text = this.text(key, field, Number.POSITIVE_INFINITY);
    if (text === null) return null;
    const gstin = normaliseIdentityNumber(text);
    return isValidGstin(gstin) ? gstin : this.fail(field, "gstinInvalid");
  }
}
