import { describe, expect, it } from "vitest";
import {
  gstinCheckCharacter,
  IDENTITY_KINDS,
  identityNumberProblem,
  isValidAadhaar,
  isValidDrivingLicence,
  isValidGstin,
  isValidPan,
  isValidVoterId,
  normaliseIdentityNumber,
  parseIdentityKind,
  verhoeffValid,
} from "./identity.js";

// Verhoeff's check digit computed from its definition rather than from the lookup tables the
// code uses: multiplication in the dihedral group D5 (0-4 rotations, 5-9 reflections) and the
// position permutation (0 1 5 8 9 4 2 7)(3 6) applied i times to the digit i places from the right.
const mod5 = (n: number) => ((n % 5) + 5) % 5;
function d5(j: number, k: number): number {
  if (j < 5 && k < 5) return mod5(j + k);
  if (j < 5) return 5 + mod5(j + k);
  if (k < 5) return 5 + mod5(j - k);
  return mod5(j - k);
}
const SIGMA = "1576283094"; // digit j goes to SIGMA[j]
function permute(times: number, digit: number): number {
  let result = digit;
  for (let n = 0; n < times; n++) result = Number(SIGMA.charAt(result));
  return result;
}
const inverse = (j: number) => (j < 5 ? mod5(-j) : j);
function verhoeffCheckDigit(payload: string): string {
  let c = 0;
  [...payload].reverse().forEach((digit, i) => {
    c = d5(c, permute(i + 1, Number(digit)));
  });
  return String(inverse(c));
}
const withCheckDigit = (payload: string) => payload + verhoeffCheckDigit(payload);

// A small deterministic generator, so the numbers are the same on every run.
function* payloads(count: number, length: number, firstDigits = "23456789") {
  let seed = 20240607;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  for (let n = 0; n < count; n++) {
    let digits = firstDigits.charAt(next() % firstDigits.length);
    while (digits.length < length) digits += String(next() % 10);
    yield digits;
  }
}

describe("verhoeffValid", () => {
  it("agrees with the published examples", () => {
    // 236 -> 3 is the worked example of Verhoeff's scheme; 12345 -> 1 and 142857 -> 0 are the
    // usual reference vectors.
    expect(verhoeffCheckDigit("236")).toBe("3");
    expect(verhoeffCheckDigit("12345")).toBe("1");
    expect(verhoeffCheckDigit("142857")).toBe("0");
    expect(verhoeffValid("2363")).toBe(true);
    expect(verhoeffValid("123451")).toBe(true);
    expect(verhoeffValid("1428570")).toBe(true);
    expect(verhoeffValid("2364")).toBe(false);
    expect(verhoeffValid("123455")).toBe(false);
  });

  it("accepts exactly one check digit for every payload", () => {
    for (const payload of payloads(200, 11)) {
      const valid = [..."0123456789"].filter((digit) => verhoeffValid(payload + digit));
      expect(valid).toEqual([verhoeffCheckDigit(payload)]);
    }
  });

  it("catches every single-digit error and every adjacent swap", () => {
    for (const payload of payloads(50, 11)) {
      const number = withCheckDigit(payload);
      for (let i = 0; i < number.length; i++) {
        for (const digit of "0123456789") {
          if (digit === number[i]) continue;
          expect(verhoeffValid(number.slice(0, i) + digit + number.slice(i + 1))).toBe(false);
        }
        if (i + 1 < number.length && number[i] !== number[i + 1]) {
          const swapped = number.slice(0, i) + number[i + 1] + number[i] + number.slice(i + 2);
          expect(verhoeffValid(swapped)).toBe(false);
        }
      }
    }
  });

  it("rejects anything that is not only digits", () => {
    expect(verhoeffValid("")).toBe(false);
    expect(verhoeffValid("236 3")).toBe(false);
    expect(verhoeffValid("23a3")).toBe(false);
  });
});

describe("isValidAadhaar", () => {
  it("accepts known-good test numbers", () => {
    // Widely used as sample Aadhaar numbers that pass the checksum.
    for (const number of ["234123412346", "499118665246", "999999990019"]) {
      expect(isValidAadhaar(number)).toBe(true);
    }
  });

  it("accepts generated 12-digit numbers with their check digit", () => {
    for (const payload of payloads(100, 11)) {
      expect(isValidAadhaar(withCheckDigit(payload))).toBe(true);
    }
  });

  it("rejects a wrong check digit", () => {
    expect(isValidAadhaar("234123412345")).toBe(false);
    for (const payload of payloads(100, 11)) {
      const check = Number(verhoeffCheckDigit(payload));
      expect(isValidAadhaar(payload + String((check + 1) % 10))).toBe(false);
    }
  });

  it("rejects numbers starting with 0 or 1 even with a valid checksum", () => {
    for (const payload of payloads(20, 11, "01")) {
      const number = withCheckDigit(payload);
      expect(verhoeffValid(number)).toBe(true);
      expect(isValidAadhaar(number)).toBe(false);
    }
  });

  it("rejects other lengths and characters", () => {
    expect(isValidAadhaar(withCheckDigit("2341234123"))).toBe(false); // 11 digits
    expect(isValidAadhaar(withCheckDigit("234123412341"))).toBe(false); // 13 digits
    expect(isValidAadhaar("2341 2341 2346")).toBe(false); // not normalised
    expect(isValidAadhaar("")).toBe(false);
  });
});

describe("isValidPan", () => {
  it.each(["ABCPE1234F", "AAPFU0939F", "AAACR5055K", "BNZAA2318J", "AAAHA1234B", "AAAGB1234Z"])(
    "accepts %s",
    (pan) => {
      expect(isValidPan(pan)).toBe(true);
    },
  );

  it.each([
    ["a fourth letter that is no holder type", "ABCDE1234F"],
    ["a digit where a letter belongs", "ABC1E1234F"],
    ["a letter where a digit belongs", "ABCPE12X4F"],
    ["a digit last", "ABCPE12345"],
    ["nine characters", "ABCPE1234"],
    ["eleven characters", "ABCPE1234FF"],
    ["lower case (not normalised)", "abcpe1234f"],
  ])("rejects %s", (_case, pan) => {
    expect(isValidPan(pan)).toBe(false);
  });
});

describe("isValidVoterId", () => {
  it("accepts three letters and seven digits", () => {
    expect(isValidVoterId("ABC1234567")).toBe(true);
    expect(isValidVoterId("XYZ0000001")).toBe(true);
  });

  it.each(["AB12345678", "ABCD123456", "ABC123456", "ABC12345678", "ABC123456X", "123ABC4567"])(
    "rejects %s",
    (epic) => {
      expect(isValidVoterId(epic)).toBe(false);
    },
  );
});

describe("isValidDrivingLicence", () => {
  it.each(["MH1420110062821", "DL0420150012345", "KA0119990000001", "TS0920230123456"])(
    "accepts %s",
    (licence) => {
      expect(isValidDrivingLicence(licence)).toBe(true);
    },
  );

  it("accepts the usual written forms once normalised", () => {
    expect(isValidDrivingLicence(normaliseIdentityNumber("MH-14 2011 0062821"))).toBe(true);
    expect(isValidDrivingLicence(normaliseIdentityNumber("mh14-20110062821"))).toBe(true);
  });

  it.each([
    ["an unknown state code", "XX1420110062821"],
    ["a year before 1900", "MH1418990062821"],
    ["a year after 2099", "MH1421000062821"],
    ["a six-digit serial", "MH142011006282"],
    ["an eight-digit serial", "MH14201100628210"],
    ["a one-digit RTO", "MH120110062821"],
    ["letters in the serial", "MH142011006282A"],
    ["the old slashed form", "MH14/2011/0062821"],
  ])("rejects %s", (_case, licence) => {
    expect(isValidDrivingLicence(licence)).toBe(false);
  });
});

describe("isValidGstin", () => {
  it.each(["27AAPFU0939F1ZV", "27AAACR5055K1Z7", "29AAGCB7383J1Z4", "33AAACH7409R1Z8"])(
    "accepts the published GSTIN %s",
    (gstin) => {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(isValidGstin(gstin)).toBe(true);
    },
  );

  it("rejects every other check character", () => {
    for (const check of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
      if (check !== "V") expect(isValidGstin(`27AAPFU0939F1Z${check}`)).toBe(false);
    }
  });

  it("catches a changed character before the check character", () => {
    expect(isValidGstin("27AAPFU0939F2ZV")).toBe(false);
    expect(isValidGstin("27AAPFU0938F1ZV")).toBe(false);
    expect(isValidGstin("27AAPFV0939F1ZV")).toBe(false);
  });

  it("knows the state codes", () => {
    const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);
    for (const state of ["01", "09", "10", "27", "38", "97", "99"]) {
      expect(isValidGstin(withCheck(`${state}AAPFU0939F1Z`))).toBe(true);
    }
    for (const state of ["00", "39", "50", "96", "98"]) {
      expect(isValidGstin(withCheck(`${state}AAPFU0939F1Z`))).toBe(false);
    }
  });

  it("requires the structure around the PAN", () => {
    const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);
    expect(isValidGstin(withCheck("27AAPFU0939F0Z"))).toBe(false); // entity number 0
    expect(isValidGstin(withCheck("27AAPFU0939FAZ"))).toBe(true); // entity number A
    expect(isValidGstin(withCheck("27AAPFU0939F1Y"))).toBe(false); // 14th is not Z
    expect(isValidGstin(withCheck("27AAPF10939F1Z"))).toBe(false); // digit inside the PAN
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false); // 14 characters
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false); // not normalised
  });
});

describe("parseIdentityKind", () => {
  it.each([
    ["aadhaar", "AADHAAR"],
    ["AADHAAR", "AADHAAR"],
    [" Aadhar ", "AADHAAR"],
    ["pan", "PAN"],
    ["Voter_ID", "VOTER_ID"],
    ["voter id", "VOTER_ID"],
    ["voterid", "VOTER_ID"],
    ["driving_licence", "DRIVING_LICENCE"],
    ["Driving Licence", "DRIVING_LICENCE"],
    ["driving-license", "DRIVING_LICENCE"],
  ])("reads %j as %s", (raw, kind) => {
    expect(parseIdentityKind(raw)).toBe(kind);
  });

  it.each([["gstin"], ["passport"], [""], ["PAN card"], [null], [3], [["pan"]]])(
    "does not know %j",
    (raw) => {
      expect(parseIdentityKind(raw)).toBeNull();
    },
  );

  it("lists the four kinds a person registers with", () => {
    expect(IDENTITY_KINDS).toEqual(["AADHAAR", "PAN", "VOTER_ID", "DRIVING_LICENCE"]);
  });
});

describe("normaliseIdentityNumber", () => {
  it("upper-cases and removes spaces and hyphens", () => {
    expect(normaliseIdentityNumber(" abcpe 1234-f ")).toBe("ABCPE1234F");
    expect(normaliseIdentityNumber("2341 2341\t2346")).toBe("234123412346");
    expect(normaliseIdentityNumber("mh-14-2011-0062821")).toBe("MH1420110062821");
  });
});

describe("identityNumberProblem", () => {
  it("passes a valid number of each kind", () => {
    expect(identityNumberProblem("AADHAAR", "234123412346")).toBeNull();
    expect(identityNumberProblem("PAN", "ABCPE1234F")).toBeNull();
    expect(identityNumberProblem("VOTER_ID", "ABC1234567")).toBeNull();
    expect(identityNumberProblem("DRIVING_LICENCE", "MH1420110062821")).toBeNull();
  });

  it("names what is wrong with a number of each kind", () => {
    expect(identityNumberProblem("AADHAAR", "234123412345")).toBe("aadhaarInvalid");
    expect(identityNumberProblem("PAN", "234123412346")).toBe("panInvalid");
    expect(identityNumberProblem("VOTER_ID", "ABCPE1234F")).toBe("voterIdInvalid");
    expect(identityNumberProblem("DRIVING_LICENCE", "ABC1234567")).toBe("drivingLicenceInvalid");
    expect(identityNumberProblem("AADHAAR", "")).toBe("aadhaarInvalid");
  });
});
