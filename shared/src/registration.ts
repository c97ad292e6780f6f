// SPEC section 3's registration payloads by their wire names (REST's snake_case, the names field
// errors carry): which a person must fill in and which they may. The REST facade's schema, the
// registration form's required marks and the server's checks (a test holds its parser to this
// table) all read it. No imports: the web bundle imports this file directly.

export const REGISTRATION_FIELDS = {
  labour: {
    required: ["first_name", "last_name", "phone_number", "identity_type", "identity_number"],
    optional: ["email", "state", "city", "skills", "referral_code"],
  },
  employer: {
    required: [
      "first_name",
      "last_name",
      "phone_number",
      "email",
      "address",
      "identity_type",
      "identity_number",
    ],
    optional: ["state", "city", "gst_number", "company_name", "role", "referral_code"],
  },
} as const satisfies Record<
  "labour" | "employer",
  { required: readonly string[]; optional: readonly string[] }
>;

export type RegistrationKind = keyof typeof REGISTRATION_FIELDS;
export type RegistrationFieldName =
  | (typeof REGISTRATION_FIELDS)[RegistrationKind]["required"][number]
  | (typeof REGISTRATION_FIELDS)[RegistrationKind]["optional"][number];

/** Whether a registration of `kind` must fill in `field`. */
export function isRequiredForRegistration(kind: RegistrationKind, field: string): boolean {
  return (REGISTRATION_FIELDS[kind].required as readonly string[]).includes(field);
}
