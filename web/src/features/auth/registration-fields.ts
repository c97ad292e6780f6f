import { isRequiredForRegistration } from "@kaamsetu/shared/registration";
import { EMAIL_SHAPE } from "../../config";
import { skillList } from "../../lib/skill-list";
import type { UserType } from "../../lib/user-type";

// The registration payloads of SPEC section 3, as two steps of a form: about you, then
// identity (and the business, for employers). Field names are the server's snake_case wire
// names, so the server's field errors land beside the right input.

export type RegistrationField =
  | "first_name"
  | "last_name"
  | "phone_number"
  | "email"
  | "state"
  | "city"
  | "skills"
  | "identity_type"
  | "identity_number"
  | "address"
  | "company_name"
  | "gst_number"
  | "role";

export type RegistrationValues = Record<RegistrationField, string>;
export type FieldErrors = Partial<Record<RegistrationField, string>>;

export const EMPTY_VALUES: RegistrationValues = {
  first_name: "",
  last_name: "",
  phone_number: "",
  email: "",
  state: "",
  city: "",
  skills: "",
  identity_type: "",
  identity_number: "",
  address: "",
  company_name: "",
  gst_number: "",
  role: "",
};

export type RegistrationStep = {
  name: "about" | "identity" | "business";
  fields: RegistrationField[];
};

export const REGISTRATION_STEPS: Record<UserType, RegistrationStep[]> = {
  labour: [
    {
      name: "about",
      fields: ["first_name", "last_name", "phone_number", "email", "state", "city"],
    },
    { name: "identity", fields: ["identity_type", "identity_number", "skills"] },
  ],
  employer: [
    { name: "about", fields: ["first_name", "last_name", "phone_number", "email", "role"] },
    {
      name: "business",
      fields: [
        "company_name",
        "address",
        "state",
        "city",
        "gst_number",
        "identity_type",
        "identity_number",
      ],
    },
  ],
};

/** Whether `role`'s registration must fill in `field` (the server's table). */
export const isRequired = (role: UserType, field: RegistrationField): boolean =>
  isRequiredForRegistration(role, field);

/** The reasons (errors namespace) of what the form can tell before asking the server. */
export type ClientCheck = "required" | "emailInvalid";

/** Required fields filled in and a well-formed e-mail, for the fields of one step. */
export function checkFields(
  role: UserType,
  fields: readonly RegistrationField[],
  values: RegistrationValues,
): Partial<Record<RegistrationField, ClientCheck>> {
  const problems: Partial<Record<RegistrationField, ClientCheck>> = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (!value && isRequired(role, field)) problems[field] = "required";
    else if (field === "email" && value && !EMAIL_SHAPE.test(value))
      problems[field] = "emailInvalid";
  }
  return problems;
}

/** The fields the form shows, by their wire names (the server's field errors name them). */
export const REGISTRATION_FIELDS: ReadonlySet<RegistrationField> = new Set(
  Object.keys(EMPTY_VALUES) as RegistrationField[],
);

/** Where the first error is, in the order the form shows its fields. */
export function firstError(
  role: UserType,
  errors: FieldErrors,
): { step: number; field: RegistrationField } | null {
  const steps = REGISTRATION_STEPS[role];
  for (const [step, { fields }] of steps.entries()) {
    const field = fields.find((name) => errors[name]);
    if (field) return { step, field };
  }
  return null;
}

const optional = (value: string) => value.trim() || null;

export function labourInput(values: RegistrationValues) {
  return {
    firstName: values.first_name.trim(),
    lastName: values.last_name.trim(),
    phoneNumber: values.phone_number,
    identityType: values.identity_type,
    identityNumber: values.identity_number.trim(),
    email: optional(values.email),
    state: optional(values.state),
    city: optional(values.city),
    skills: skillList(values.skills),
  };
}

export function employerInput(values: RegistrationValues) {
  return {
    firstName: values.first_name.trim(),
    lastName: values.last_name.trim(),
    phoneNumber: values.phone_number,
    email: values.email.trim(),
    address: values.address.trim(),
    identityType: values.identity_type,
    identityNumber: values.identity_number.trim(),
    state: optional(values.state),
    city: optional(values.city),
    gstNumber: optional(values.gst_number),
    companyName: optional(values.company_name),
    role: optional(values.role),
  };
}
