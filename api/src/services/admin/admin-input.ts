import { type AdminRole, isAdminRole } from "../../auth/policy/roles.js";
import {
  ADMIN_FULL_NAME_MAX_LENGTH,
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_USERNAME_MAX_LENGTH,
  ADMIN_USERNAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../constants.js";
import { RegistrationReader } from "../accounts/registration-input.js";
import { isBlank } from "../input-reader.js";

// An admin account's fields (SPEC section 3: username, email, full_name, password, role; a
// superuser flag stands for role superuser), checked in one pass; errors name REST's fields.

export interface AdminFieldsInput {
  username?: unknown;
  email?: unknown;
  fullName?: unknown;
  password?: unknown;
  role?: unknown;
  isSuperuser?: unknown;
  isActive?: unknown;
}

export interface AdminFields {
  username: string;
  email: string;
  fullName: string;
  password: string | null;
  role: AdminRole | null;
  isActive: boolean | null;
}

const USERNAME = new RegExp(
  `^[A-Za-z0-9._-]{${ADMIN_USERNAME_MIN_LENGTH},${ADMIN_USERNAME_MAX_LENGTH}}$`,
);

/** Role from `role` (any case) or `is_superuser: true`; null when neither is given. */
function readRole(reader: RegistrationReader, input: AdminFieldsInput): AdminRole | null {
  if (input.isSuperuser === true) return "SUPERUSER";
  if (isBlank(input.role)) return null;
  const role = typeof input.role === "string" ? input.role.trim().toUpperCase() : null;
  if (isAdminRole(role)) return role;
  reader.fail("role", "adminRoleInvalid");
  return null;
}

/**
 * Reads an admin's fields. `partial` (an update) lets every field be absent; otherwise username,
 * email, full_name and password are required.
 */
export function readAdminFields(input: AdminFieldsInput, partial: boolean): Partial<AdminFields> {
  const reader = new RegistrationReader(input as Record<string, unknown>);
  const out: Partial<AdminFields> = {};
  const has = (key: keyof AdminFieldsInput) => !partial || !isBlank(input[key]);
  if (has("username")) {
    const username = typeof input.username === "string" ? input.username.trim() : "";
    if (!username) reader.fail("username", "required");
    else if (!USERNAME.test(username)) {
      reader.fail("username", "adminUsernameInvalid", {
        min: ADMIN_USERNAME_MIN_LENGTH,
        max: ADMIN_USERNAME_MAX_LENGTH,
      });
    }
    out.username = username;
  }
  if (has("email")) out.email = reader.requiredEmail("email", "email");
  if (has("fullName")) {
    out.fullName = reader.requiredText("fullName", "full_name", ADMIN_FULL_NAME_MAX_LENGTH);
  }
  if (has("password")) {
    // Passwords are taken as typed: no trimming, any characters.
    const password = typeof input.password === "string" ? input.password : "";
    if (!password) reader.fail("password", "required");
    else if ([...password].length < PASSWORD_MIN_LENGTH)
      reader.fail("password", "passwordTooShort");
    else if ([...password].length > ADMIN_PASSWORD_MAX_LENGTH) {
      reader.fail("password", "maxLength", { count: ADMIN_PASSWORD_MAX_LENGTH });
    }
    out.password = password;
  }
  out.role = readRole(reader, input);
  if (typeof input.isActive === "boolean") out.isActive = input.isActive;
  reader.done();
  return out;
}
