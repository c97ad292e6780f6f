import { IDENTITY_TYPES } from "../../constants.js";

// Format checks for the identity numbers a person registers with, and for an employer's GSTIN.
// They catch typing mistakes before anything is stored; they do not prove a number was issued.

export type IdentityKind = Uppercase<(typeof IDENTITY_TYPES)[number]>;
export const IDENTITY_KINDS: readonly IdentityKind[] = IDENTITY_TYPES.map(
  (type) => type.toUpperCase() as IdentityKind,
);

// Spellings people commonly use for a kind, after upper-casing and turning spaces and hyphens
// into underscores.
const KIND_ALIASES: Readonly<Record<string, IdentityKind>> = {
  AADHAR: "AADHAAR",
  VOTERID: "VOTER_ID",
  DRIVING_LICENSE: "DRIVING_LICENCE",
};

/** "aadhaar" / "AADHAAR" / "Voter_ID" / "voter id" / "driving-license" -> kind; null when unknown. */
export function parseIdentityKind(raw: unknown): IdentityKind | null {
  if (typeof raw !== "string") return null;
  const key = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  if ((IDENTITY_KINDS as readonly string[]).includes(key)) return key as IdentityKind;
  return KIND_ALIASES[key] ?? null;
}

/** Uppercase, spaces and hyphens removed: "abcpe 1234-f" -> "ABCPE1234F". */
export function normaliseIdentityNumber(raw: string): string {
  return raw.replace(/[\s-]+/g, "").toUpperCase();
}

/** The reason a number of that kind is malformed, or null when valid (expects normalised). */
export function identityNumberProblem(kind: IdentityKind, normalised: string) {
  switch (kind) {
    case "AADHAAR":
      return isValidAadhaar(normalised) ? null : "aadhaarInvalid";
    case "PAN":
      return isValidPan(normalised) ? null : "panInvalid";
    case "VOTER_ID":
      return isValidVoterId(normalised) ? null : "voterIdInvalid";
    case "DRIVING_LICENCE":
      return isValidDrivingLicence(normalised) ? null : "drivingLicenceInvalid";
  }
}

// Verhoeff's check digit scheme over the dihedral group D5: it catches every single-digit error
// and every swap of two adjacent digits. MULTIPLY is the group table, PERMUTE[i] the permutation
// applied to the digit i places from the right (it repeats every 8).
const MULTIPLY = [
  "0123456789",
  "1234067895",
  "2340178956",
  "3401289567",
  "4012395678",
  "5987604321",
  "6598710432",
  "7659821043",
  "8765932104",
  "9876543210",
];
const PERMUTE = [
  "0123456789",
  "1576283094",
  "5803796142",
  "8916043527",
  "9453126870",
  "4286573901",
  "2793806415",
  "7046913258",
];
const cell = (table: readonly string[], row: number, column: number) =>
  Number(table[row]?.[column]);

/** True when `digits` (ASCII digits only, check digit last) passes the Verhoeff checksum. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let check = 0;
  [...digits].reverse().forEach((digit, i) => {
    check = cell(MULTIPLY, check, cell(PERMUTE, i % 8, Number(digit)));
  });
  return check === 0;
}

/** 12 digits, not starting with 0 or 1 (UIDAI never issues those), Verhoeff check digit last. */
export function isValidAadhaar(n: string): boolean {
  return /^[2-9]\d{11}$/.test(n) && verhoeffValid(n);
}

// PAN: five letters, four digits, a letter. The fourth letter says who holds it: P person,
// C company, H Hindu undivided family, F firm, A association of persons, T trust, B body of
// individuals, L local authority, J artificial juridical person, G government.
const PAN = /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/;

/** AAAAA9999A whose fourth letter is a PAN holder type (P, C, H, F, A, T, B, L, J or G). */
export function isValidPan(n: string): boolean {
  return PAN.test(n);
}

/** Elector's photo identity card (EPIC) number: three letters and seven digits. */
export function isValidVoterId(n: string): boolean {
  return /^[A-Z]{3}\d{7}$/.test(n);
}

// Codes of the states and union territories that issue driving licences, including the older
// ones still on valid licences (OR Orissa, UA Uttaranchal, DD and DN before their merger) and
// Telangana's TS and TG.
const LICENCE_STATE_CODES = new Set(
  (
    "AN AP AR AS BR CG CH DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY " +
    "RJ SK TG TN TR TS UA UK UP WB"
  ).split(" "),
);

/**
 * The national driving licence number once spaces and hyphens are gone: state code, two-digit
 * RTO number, four-digit year of issue (19xx or 20xx) and a seven-digit serial, 15 characters,
 * e.g. "MH-14 2011 0062821" -> "MH1420110062821". The state code must be one in use. Older
 * state-specific formats (with slashes or other lengths) are not accepted.
 */
export function isValidDrivingLicence(n: string): boolean {
  return /^[A-Z]{2}\d{2}(19|20)\d{2}\d{7}$/.test(n) && LICENCE_STATE_CODES.has(n.slice(0, 2));
}

// GSTIN: two-digit state code (01-38 for the states and union territories, 97 other territory,
// 99 centre jurisdiction), the holder's PAN, the registration's number within that state (1-9,
// then A-Z), "Z", and a check character.
const GSTIN = /^(0[1-9]|[12]\d|3[0-8]|97|99)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GSTIN check character for its first 14 characters (the GSTN's base-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  [...first14].forEach((char, i) => {
    const product = BASE36.indexOf(char) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** 15 characters as above whose last one is the check character of the first 14. */
export function isValidGstin(n: string): boolean {
  return GSTIN.test(n) && gstinCheckCharacter(n.slice(0, 14)) === n[14];
}
