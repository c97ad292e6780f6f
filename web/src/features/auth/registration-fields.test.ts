import { describe, expect, it } from "vitest";
import {
  checkFields,
  EMPTY_VALUES,
  firstError,
  REGISTRATION_STEPS,
  REQUIRED_FIELDS,
} from "./registration-fields";

describe("the registration payloads as form steps", () => {
  it.each(["labour", "employer"] as const)("ask for every %s field exactly once", (role) => {
    const fields = REGISTRATION_STEPS[role].flatMap((step) => step.fields);
    expect(new Set(fields).size).toBe(fields.length);
    for (const required of REQUIRED_FIELDS[role]) expect(fields).toContain(required);
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
