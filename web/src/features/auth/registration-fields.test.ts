import { REGISTRATION_FIELDS } from "@kaamsetu/shared/registration";
import { describe, expect, it } from "vitest";
import { checkFields, EMPTY_VALUES, firstError, REGISTRATION_STEPS } from "./registration-fields";

describe("the registration payloads as form steps", () => {
  it.each(["labour", "employer"] as const)("ask for every %s field exactly once", (role) => {
    const fields: string[] = REGISTRATION_STEPS[role].flatMap((step) => step.fields);
    expect(new Set(fields).size).toBe(fields.length);
    const { required, optional } = REGISTRATION_FIELDS[role];
    // Every field of the payload but the referral code, which only REST takes today.
    const asked = [...required, ...optional].filter((field) => field !== "referral_code");
    expect([...fields].sort()).toEqual(asked.sort());
  });

  it("require what SPEC section 3 requires, per role", () => {
    const values = { ...EMPTY_VALUES, phone_number: "9512345678" };
    const labour = REGISTRATION_STEPS.labour.flatMap((step) => step.fields);
    expect(checkFields("labour", labour, values)).toEqual({
      first_name: "required",
      last_name: "required",
      identity_type: "required",
      identity_number: "required",
    });
    const employer = REGISTRATION_STEPS.employer.flatMap((step) => step.fields);
    expect(Object.keys(checkFields("employer", employer, values)).sort()).toEqual(
      ["first_name", "last_name", "email", "address", "identity_type", "identity_number"].sort(),
    );
  });

  it("check an e-mail's shape when one is given", () => {
    const values = { ...EMPTY_VALUES, email: "ravi@" };
    expect(checkFields("labour", ["email"], values)).toEqual({ email: "emailInvalid" });
    expect(checkFields("labour", ["email"], { ...values, email: "ravi@example.in" })).toEqual({});
  });
});

describe("the server's field errors", () => {
  it("are visited in the order the form shows them", () => {
    expect(firstError("employer", { identity_number: "x", email: "y" })).toEqual({
      step: 0,
      field: "email",
    });
    expect(firstError("labour", { skills: "x" })).toEqual({ step: 1, field: "skills" });
    expect(firstError("labour", {})).toBeNull();
  });
});
