import { REGISTRATION_FIELDS } from "@kaamsetu/shared/registration";
import { describe, expect, it } from "vitest";
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
import { ValidationError } from "../../errors.js";
import { messages } from "../../messages.js";
import { cataloguePlaces } from "../../places/places.js";
import {
  parseEmployerRegistration as parseEmployer,
  parseLabourRegistration as parseLabour,
} from "./registration-input.js";

const places = cataloguePlaces();
const parseLabourRegistration = (input: Record<string, unknown>) => parseLabour(input, places);
const parseEmployerRegistration = (input: Record<string, unknown>) => parseEmployer(input, places);

function fieldErrors(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) {
      return error.fieldErrors.map(({ field, message }) => ({ field, message }));
    }
    throw error;
  }
  throw new Error("expected a ValidationError");
}

const labour = {
  firstName: "Ramesh",
  lastName: "Kumar",
  phoneNumber: "9876543210",
  identityType: "aadhaar",
  identityNumber: "234123412346",
};

const employer = {
  firstName: "Sunita",
  lastName: "Sharma",
  phoneNumber: "8123456789",
  email: "sunita@example.com",
  address: "12 MG Road, Pune",
  identityType: "pan",
  identityNumber: "ABCPE1234F",
};

describe("INDIAN_STATES", () => {
  it("lists the 28 states and 8 union territories once each", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });
});

describe("parseLabourRegistration", () => {
  it("accepts the required fields alone", () => {
    expect(parseLabourRegistration(labour)).toEqual({
      ...labour,
      identityType: "AADHAAR",
      email: null,
      state: null,
      city: null,
      skills: [],
      referralCode: null,
    });
  });

  it("trims and normalises every field", () => {
    expect(
      parseLabourRegistration({
        firstName: "  Ramesh  ",
        lastName: " Kumar\t Singh ",
        phoneNumber: "+91 98765 43210",
        identityType: "Voter ID",
        identityNumber: "abc 123-4567",
        email: " Ramesh.K@Example.COM ",
        state: "  tamil   NADU ",
        city: " Chennai ",
        skills: " Plumbing, welding ,, plumbing,  Pipe   fitting ",
        referralCode: " ks2g fp9e ",
      }),
    ).toEqual({
      firstName: "Ramesh",
      lastName: "Kumar Singh",
      phoneNumber: "9876543210",
      identityType: "VOTER_ID",
      identityNumber: "ABC1234567",
      email: "Ramesh.K@example.com",
      state: "Tamil Nadu",
      city: "Chennai",
      skills: ["Plumbing", "welding", "Pipe fitting"],
      referralCode: "KS2GFP9E",
    });
  });

  it("takes skills as a list too", () => {
    expect(
      parseLabourRegistration({ ...labour, skills: ["Masonry", " ", "tiling, Masonry"] }).skills,
    ).toEqual(["Masonry", "tiling"]);
  });

  it("counts empty strings and spaces as missing", () => {
    expect(
      fieldErrors(() =>
        parseLabourRegistration({
          firstName: "",
          lastName: "   ",
          phoneNumber: "",
          identityType: " ",
          identityNumber: "",
          email: "",
          state: "",
          city: " ",
          skills: "",
        }),
      ),
    ).toEqual([
      { field: "first_name", message: messages.required },
      { field: "last_name", message: messages.required },
      { field: "phone_number", message: messages.required },
      { field: "identity_type", message: messages.required },
      { field: "identity_number", message: messages.required },
    ]);
  });

  it("lists every bad field in one error, each once", () => {
    let error: unknown;
    try {
      parseLabourRegistration({
        firstName: "R".repeat(NAME_MAX_LENGTH + 1),
        phoneNumber: "5876543210",
        identityType: "aadhaar",
        identityNumber: "2341 2341 2345",
        email: "ramesh@",
        state: "Atlantis",
        city: "C".repeat(PLACE_MAX_LENGTH + 1),
        skills: ["plumbing", "x".repeat(SKILL_MAX_LENGTH + 1)],
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    const validation = error as ValidationError;
    expect(validation.code).toBe("VALIDATION");
    expect(validation.message).toBe(messages.maxLength({ count: NAME_MAX_LENGTH }));
    expect(validation).toMatchObject({ reason: "maxLength", params: { count: NAME_MAX_LENGTH } });
    expect(validation.fieldErrors).toMatchObject([
      { field: "first_name", message: messages.maxLength({ count: NAME_MAX_LENGTH }) },
      { field: "last_name", message: messages.required },
      { field: "phone_number", message: messages.phoneInvalid },
      { field: "email", message: messages.emailInvalid },
      { field: "identity_number", message: messages.aadhaarInvalid },
      { field: "state", message: messages.stateInvalid },
      { field: "city", message: messages.maxLength({ count: PLACE_MAX_LENGTH }) },
      { field: "skills", message: messages.maxLength({ count: SKILL_MAX_LENGTH }) },
    ]);
  });

  it("checks the identity number by its type", () => {
    const problem = (identityType: string, identityNumber: string) =>
      fieldErrors(() => parseLabourRegistration({ ...labour, identityType, identityNumber }));
    expect(problem("pan", "234123412346")).toEqual([
      { field: "identity_number", message: messages.panInvalid },
    ]);
    expect(problem("voter_id", "ABCPE1234F")).toEqual([
      { field: "identity_number", message: messages.voterIdInvalid },
    ]);
    expect(problem("driving_licence", "ABC1234567")).toEqual([
      { field: "identity_number", message: messages.drivingLicenceInvalid },
    ]);
    expect(
      parseLabourRegistration({
        ...labour,
        identityType: "DRIVING_LICENCE",
        identityNumber: "mh-14 2011 0062821",
      }).identityNumber,
    ).toBe("MH1420110062821");
  });

  it("rejects an unknown identity type without judging the number", () => {
    expect(
      fieldErrors(() => parseLabourRegistration({ ...labour, identityType: "gstin" })),
    ).toEqual([{ field: "identity_type", message: messages.identityTypeInvalid }]);
  });

  it("limits the number of skills", () => {
    const skills = Array.from({ length: SKILLS_MAX }, (_, n) => `skill ${n}`);
    expect(parseLabourRegistration({ ...labour, skills }).skills).toHaveLength(SKILLS_MAX);
    expect(
      fieldErrors(() => parseLabourRegistration({ ...labour, skills: [...skills, "one more"] })),
    ).toEqual([{ field: "skills", message: messages.skillsTooMany({ count: SKILLS_MAX }) }]);
    // repeats are not counted twice
    expect(
      parseLabourRegistration({ ...labour, skills: [...skills, "SKILL 0"] }).skills,
    ).toHaveLength(SKILLS_MAX);
  });

  it("answers a value of the wrong type with a field error, not a crash", () => {
    expect(
      fieldErrors(() =>
        parseLabourRegistration({
          ...labour,
          firstName: 42,
          phoneNumber: 9876543210,
          identityNumber: { value: "234123412346" },
          skills: [1, 2],
        }),
      ),
    ).toEqual([
      { field: "first_name", message: messages.invalidRequest },
      { field: "phone_number", message: messages.phoneInvalid },
      { field: "identity_number", message: messages.invalidRequest },
      { field: "skills", message: messages.invalidRequest },
    ]);
  });

  it("accepts names at the length limit, counted in characters", () => {
    const name = "अ".repeat(NAME_MAX_LENGTH);
    expect(parseLabourRegistration({ ...labour, firstName: name }).firstName).toBe(name);
    const emoji = "😀".repeat(NAME_MAX_LENGTH); // 200 UTF-16 units, 100 characters
    expect(parseLabourRegistration({ ...labour, lastName: emoji }).lastName).toBe(emoji);
  });

  it("returns every state in its own spelling, whatever the case", () => {
    for (const state of INDIAN_STATES) {
      expect(parseLabourRegistration({ ...labour, state: state.toUpperCase() }).state).toBe(state);
    }
  });

  it("takes a state's or a city's other name and keeps its own spelling", () => {
    expect(parseLabourRegistration({ ...labour, state: "orissa" }).state).toBe("Odisha");
    const bengaluru = parseLabourRegistration({ ...labour, state: "Karnataka", city: "bengaluru" });
    expect(bengaluru).toMatchObject({ state: "Karnataka", city: "Bangalore" });
    // The city is free text: one the list does not know stays as typed.
    const village = parseLabourRegistration({ ...labour, state: "Karnataka", city: "Hosakote" });
    expect(village.city).toBe("Hosakote");
    expect(fieldErrors(() => parseLabourRegistration({ ...labour, state: "Pradesh" }))).toEqual([
      { field: "state", message: messages.stateInvalid },
    ]);
  });
});

describe("parseEmployerRegistration", () => {
  it("accepts the required fields alone", () => {
    expect(parseEmployerRegistration(employer)).toEqual({
      ...employer,
      identityType: "PAN",
      state: null,
      city: null,
      gstNumber: null,
      companyName: null,
      role: null,
      referralCode: null,
    });
  });

  it("normalises the optional fields", () => {
    expect(
      parseEmployerRegistration({
        ...employer,
        address: "  Flat 4,\nShivaji Nagar  ",
        state: "maharashtra",
        city: "Pune",
        gstNumber: " 27aapfu0939f1zv ",
        companyName: "  Sharma   Builders ",
        role: " Owner ",
      }),
    ).toMatchObject({
      address: "Flat 4,\nShivaji Nagar",
      state: "Maharashtra",
      city: "Pune",
      gstNumber: "27AAPFU0939F1ZV",
      companyName: "Sharma Builders",
      role: "Owner",
    });
  });

  it("requires email and address", () => {
    expect(
      fieldErrors(() => parseEmployerRegistration({ ...employer, email: " ", address: undefined })),
    ).toEqual([
      { field: "email", message: messages.required },
      { field: "address", message: messages.required },
    ]);
  });

  it("reports an empty payload field by field", () => {
    expect(fieldErrors(() => parseEmployerRegistration({}))).toEqual(
      ["first_name", "last_name", "phone_number", "email", "address"]
        .concat(["identity_type", "identity_number"])
        .map((field) => ({ field, message: messages.required })),
    );
  });

  it("lists every bad field in one error", () => {
    expect(
      fieldErrors(() =>
        parseEmployerRegistration({
          firstName: "Sunita",
          lastName: "S".repeat(NAME_MAX_LENGTH + 1),
          phoneNumber: "98765432101",
          email: "sunita at example.com",
          address: "A".repeat(ADDRESS_MAX_LENGTH + 1),
          identityType: "passport",
          identityNumber: "K1234567",
          state: "Pradesh",
          gstNumber: "27AAPFU0939F1ZA",
          companyName: "C".repeat(COMPANY_NAME_MAX_LENGTH + 1),
          role: "R".repeat(ROLE_MAX_LENGTH + 1),
        }),
      ),
    ).toEqual([
      { field: "last_name", message: messages.maxLength({ count: NAME_MAX_LENGTH }) },
      { field: "phone_number", message: messages.phoneInvalid },
      { field: "email", message: messages.emailInvalid },
      { field: "address", message: messages.maxLength({ count: ADDRESS_MAX_LENGTH }) },
      { field: "identity_type", message: messages.identityTypeInvalid },
      { field: "state", message: messages.stateInvalid },
      { field: "gst_number", message: messages.gstinInvalid },
      { field: "company_name", message: messages.maxLength({ count: COMPANY_NAME_MAX_LENGTH }) },
      { field: "role", message: messages.maxLength({ count: ROLE_MAX_LENGTH }) },
    ]);
  });

  it("checks the identity number of an employer as well", () => {
    expect(
      fieldErrors(() => parseEmployerRegistration({ ...employer, identityNumber: "ABCDE1234F" })),
    ).toEqual([{ field: "identity_number", message: messages.panInvalid }]);
  });

  it.each([
    "sunita@example.com",
    "sunita.sharma+jobs@mail.example.co.in",
    "o'neil@example.org",
    "a@b.co",
  ])("accepts the email %s", (email) => {
    expect(parseEmployerRegistration({ ...employer, email }).email).toBe(email);
  });

  it.each([
    "sunita",
    "sunita@",
    "@example.com",
    "sunita@example",
    "sunita@@example.com",
    "sunita sharma@example.com",
    ".sunita@example.com",
    "sunita.@example.com",
    "sun..ita@example.com",
    "sunita@-example.com",
    "sunita@example..com",
    "sunita@example.c",
    "sunita@example.123",
    `${"s".repeat(65)}@example.com`,
  ])("rejects the email %j", (email) => {
    expect(fieldErrors(() => parseEmployerRegistration({ ...employer, email }))).toEqual([
      { field: "email", message: messages.emailInvalid },
    ]);
  });

  it("limits the email to its column", () => {
    const domain = `${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(63)}.com`;
    const longest = `${"s".repeat(EMAIL_MAX_LENGTH - domain.length - 1)}@${domain}`;
    expect(longest.length).toBe(EMAIL_MAX_LENGTH);
    expect(parseEmployerRegistration({ ...employer, email: longest }).email).toBe(longest);
    expect(
      fieldErrors(() => parseEmployerRegistration({ ...employer, email: `s${longest}` })),
    ).toEqual([{ field: "email", message: messages.maxLength({ count: EMAIL_MAX_LENGTH }) }]);
  });
});

describe("the registration table (shared with the form and the REST schema)", () => {
  it.each([
    ["labour", parseLabourRegistration],
    ["employer", parseEmployerRegistration],
  ] as const)("is what the %s parser requires, no more and no less", (kind, parse) => {
    const required = fieldErrors(() => parse({}))
      .filter(({ message }) => message === messages.required)
      .map(({ field }) => field);
    expect(required.sort()).toEqual([...REGISTRATION_FIELDS[kind].required].sort());
  });
});
