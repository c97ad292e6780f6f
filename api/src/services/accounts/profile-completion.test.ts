import { describe, expect, it } from "vitest";
import {
  EMPLOYER_COMPLETION_FIELDS,
  isFilled,
  LABOUR_COMPLETION_FIELDS,
  type ProfileValues,
  profileCompletion,
} from "./profile-completion.js";

// Values for the named fields, each filled with something that counts.
const filled = (...names: string[]): ProfileValues =>
  Object.fromEntries(names.map((name) => [name, `${name} value`]));

const employer = EMPLOYER_COMPLETION_FIELDS;
const labour = LABOUR_COMPLETION_FIELDS;

describe("the completion fields", () => {
  it("are SPEC section 5's table, in its order", () => {
    expect(employer).toEqual({
      required: ["first_name", "last_name", "phone_number", "email", "address"],
      important: ["company_name", "profile_picture", "state", "city"],
      optional: [
        "industry",
        "website",
        "gst_number",
        "role",
        "pan_card_document",
        "gstin_document",
      ],
    });
    expect(labour).toEqual({
      required: ["first_name", "last_name", "phone_number"],
      important: ["profile_picture", "skills", "state", "city"],
      optional: [
        "email",
        "gender",
        "date_of_birth",
        "preferred_states",
        "preferred_shift",
        "experience_years",
        "languages_known",
        "current_salary",
        "expected_salary",
        "resume_url",
      ],
    });
  });
});

describe("employer profile completion", () => {
  const score = (values: ProfileValues) => profileCompletion("EMPLOYER", values);

  it("is 0 for an empty profile, listing required then important fields", () => {
    expect(score({})).toEqual({
      percentage: 0,
      isComplete: false,
      missingFields: [
        "first_name",
        "last_name",
        "phone_number",
        "email",
        "address",
        "company_name",
        "profile_picture",
        "state",
        "city",
      ],
    });
  });

  it("is 40 with only the required fields", () => {
    expect(score(filled(...employer.required))).toEqual({
      percentage: 40,
      isComplete: false,
      missingFields: ["company_name", "profile_picture", "state", "city"],
    });
  });

  it("is 100 with every field", () => {
    expect(
      score(filled(...employer.required, ...employer.important, ...employer.optional)),
    ).toEqual({ percentage: 100, isComplete: true, missingFields: [] });
  });

  it("rounds half a point up", () => {
    // 40 + 7.5
    expect(score(filled(...employer.required, "company_name")).percentage).toBe(48);
    // 40 + 22.5 + 5
    expect(score(filled(...employer.required, "company_name", "state", "city", "role"))).toEqual({
      percentage: 68,
      isComplete: false,
      missingFields: ["profile_picture"],
    });
  });

  it("is complete at exactly 70", () => {
    // 40 + 15 + 15
    const values = filled(...employer.required, "state", "city", "industry", "website", "role");
    expect(score(values)).toEqual({
      percentage: 70,
      isComplete: true,
      missingFields: ["company_name", "profile_picture"],
    });
    // one optional field fewer: 65
    delete values.role;
    expect(score(values)).toMatchObject({ percentage: 65, isComplete: false });
  });

  it("counts a score that rounds to 70 as complete", () => {
    // 32 + 7.5 + 30 = 69.5
    const values = filled("first_name", "last_name", "phone_number", "email", "city");
    expect(score({ ...values, ...filled(...employer.optional) })).toEqual({
      percentage: 70,
      isComplete: true,
      missingFields: ["address", "company_name", "profile_picture", "state"],
    });
  });

  it("does not list optional fields as missing", () => {
    const result = score(filled(...employer.required, ...employer.important));
    expect(result).toEqual({ percentage: 70, isComplete: true, missingFields: [] });
  });

  it("ignores values that are not in the table", () => {
    expect(
      score({ ...filled(...employer.required), skills: ["plumbing"], gender: "female" }),
    ).toEqual(score(filled(...employer.required)));
  });
});

describe("labour profile completion", () => {
  const score = (values: ProfileValues) => profileCompletion("LABOUR", values);

  it("is 40 with only the required fields", () => {
    expect(score({ first_name: "Ramesh", last_name: "Kumar", phone_number: "9876543210" })).toEqual(
      {
        percentage: 40,
        isComplete: false,
        missingFields: ["profile_picture", "skills", "state", "city"],
      },
    );
  });

  it("is 100 with every field", () => {
    expect(score(filled(...labour.required, ...labour.important, ...labour.optional))).toEqual({
      percentage: 100,
      isComplete: true,
      missingFields: [],
    });
  });

  it("rounds thirds of the required weight", () => {
    expect(score(filled("first_name")).percentage).toBe(13); // 13.33
    expect(score(filled("first_name", "last_name")).percentage).toBe(27); // 26.67
    expect(score(filled("last_name")).missingFields).toEqual([
      "first_name",
      "phone_number",
      "profile_picture",
      "skills",
      "state",
      "city",
    ]);
  });

  it("is complete from 70, after rounding", () => {
    const base = filled(...labour.required, "skills", "state", "city"); // 62.5
    expect(score({ ...base, ...filled("gender", "email") })).toMatchObject({
      percentage: 69, // 68.5
      isComplete: false,
    });
    expect(score({ ...base, ...filled("gender", "email", "resume_url") })).toEqual({
      percentage: 72, // 71.5
      isComplete: true,
      missingFields: ["profile_picture"],
    });
    // 26.67 + 22.5 + 21 = 70.17
    const sevenOptional = labour.optional.slice(0, 7);
    expect(
      score(filled("first_name", "phone_number", "skills", "state", "city", ...sevenOptional)),
    ).toEqual({
      percentage: 70,
      isComplete: true,
      missingFields: ["last_name", "profile_picture"],
    });
    // 26.67 + 30 + 12 = 68.67
    expect(
      score(filled("first_name", "phone_number", ...labour.important, ...labour.optional.slice(6))),
    ).toMatchObject({ percentage: 69, isComplete: false });
  });

  it("takes real profile values: lists, numbers and blanks", () => {
    expect(
      score({
        first_name: "Ramesh",
        last_name: " ",
        phone_number: "9876543210",
        profile_picture: null,
        skills: [],
        state: "Bihar",
        city: undefined,
        email: "",
        gender: "male",
        date_of_birth: new Date("1990-05-01"),
        preferred_states: ["", " "],
        experience_years: 0,
        languages_known: ["hi"],
        current_salary: 500,
        expected_salary: Number.NaN,
      }),
    ).toEqual({
      // 26.67 + 7.5 + 15 (gender, date_of_birth, experience_years, languages_known, current_salary)
      percentage: 49,
      isComplete: false,
      missingFields: ["last_name", "profile_picture", "skills", "city"],
    });
  });
});

describe("isFilled", () => {
  it.each([["text"], [0], [false], [["plumbing"]], [{ url: "/files/1" }], [new Date(0)]])(
    "counts %j as filled",
    (value) => {
      expect(isFilled(value)).toBe(true);
    },
  );

  it.each([[null], [undefined], [""], ["  \n"], [[]], [[" ", null]], [Number.NaN]])(
    "counts %j as empty",
    (value) => {
      expect(isFilled(value)).toBe(false);
    },
  );
});
