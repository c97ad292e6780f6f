import {
  EMPLOYER_PROFILE_COLUMNS,
  LABOUR_PROFILE_COLUMNS,
  USER_COLUMNS,
} from "../api/src/db/demo/columns.js";
import { address, type BusinessKind, companyName, gstin, slug } from "./businesses.js";
import { type Database, insertRows, type Row } from "./insert.js";
import {
  type Gender,
  languagesKnown,
  type PersonName,
  personalEmail,
  personName,
  surname,
} from "./people.js";
import { type City, STATES } from "./places.js";
import type { Random } from "./random.js";
import type { PayBand, Trade } from "./trades.js";

// One employer or one worker as rows for users and their profile table (user_id is filled in
// once the users are inserted). Shared by the demo and volume seeds.

export interface EmployerSeed {
  user: Row;
  profile: Row;
  city: City;
  business: BusinessKind;
  company: string | null;
  createdAt: Date;
  id: number;
}

export interface WorkerSeed {
  user: Row;
  profile: Row;
  city: City;
  trade: Trade;
  name: PersonName;
  birthYear: number;
  experienceYears: number;
  createdAt: Date;
  id: number;
}

const CODE_CHARS = [..."ABCDEFGHJKLMNPQRSTUVWXYZ23456789"];

/** A referral code not yet in `used` (which it then joins). */
export function referralCode(rng: Random, used: Set<string>): string {
  for (;;) {
    let code = "KS";
    for (let i = 0; i < 6; i++) code += rng.pick(CODE_CHARS);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}

export function buildEmployer(
  rng: Random,
  options: { phone: string; city: City; business: BusinessKind; referralCode: string; now: Date },
): EmployerSeed {
  const { city, business, now } = options;
  const region = city.state.region;
  const name = personName(rng, region, rng.chance(0.85) ? "male" : "female");
  const company = companyName(rng, business, surname(rng, region), city);
  const createdAt = rng.daysAgo(now, 61, 420);
  const domain = company ? `${slug(company)}.example.com` : null;
  const registered = company !== null && business.type !== "household" && rng.chance(0.55);
  const holder = company?.includes("Pvt Ltd") ? "C" : rng.pick(["F", "P"] as const);
  return {
    city,
    business,
    company,
    createdAt,
    id: 0,
    user: {
      phone_number: options.phone,
      user_type: "employer",
      account_state: "active",
      first_name: name.firstName,
      last_name: name.lastName,
      email: domain
        ? `${slug(name.firstName)}@${domain}`
        : personalEmail(rng, name, rng.int(1, 99)),
      state: city.state.name,
      city: city.name,
      preferred_language: "en",
      last_login_at: rng.chance(0.7) ? rng.daysAgo(now, 0, 20) : null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    profile: {
      company_name: company,
      business_type: business.type,
      address: address(rng, city, business.type === "household"),
      industry: business.industry,
      website: domain && rng.chance(0.3) ? `https://www.${domain}` : null,
      gst_number: registered ? gstin(rng, city.state.gstCode, holder, company) : null,
      role: rng.pick(business.roles),
      referral_code: options.referralCode,
      updated_at: createdAt,
    },
  };
}

/** The worker's usual pay for the trade, and the raise they ask for. */
function salaries(rng: Random, band: PayBand, experienceYears: number) {
  const step = band.period === "per_month" ? 500 : band.period === "per_hour" ? 10 : 50;
  const share = Math.min(1, experienceYears / 15) * 0.7 + rng.next() * 0.3;
  const current = Math.round((band.min + (band.max - band.min) * share) / step) * step;
  const expected = Math.round((current * (1.1 + rng.next() * 0.2)) / step) * step;
  return { current, expected, period: band.period };
}

const SHIFTS = [
  ["day", 6],
  ["night", 1],
  ["both", 2],
] as const;

export function buildWorker(
  rng: Random,
  options: { phone: string; city: City; trade: Trade; now: Date; gender?: Gender },
): WorkerSeed {
  const { city, trade, now } = options;
  const gender = options.gender ?? (rng.chance(trade.femaleShare) ? "female" : "male");
  const name = personName(rng, city.state.region, gender);
  const age = rng.int(19, 55);
  const birthYear = now.getUTCFullYear() - age;
  const experienceYears = Math.min(age - 18, Math.floor(rng.next() ** 1.5 * 25));
  const band = trade.pay[0] as PayBand;
  const pay = salaries(rng, band, experienceYears);
  const createdAt = rng.daysAgo(now, 1, 300);
  const email = rng.chance(0.3) ? personalEmail(rng, name, rng.int(1, 999)) : null;
  const otherState = rng.chance(0.3) ? rng.pick(STATES).name : null;
  const ranged = rng.chance(0.4);
  return {
    city,
    trade,
    name,
    birthYear,
    experienceYears,
    createdAt,
    id: 0,
    user: {
      phone_number: options.phone,
      user_type: "labour",
      account_state: "active",
      first_name: name.firstName,
      last_name: name.lastName,
      email,
      state: city.state.name,
      city: city.name,
      preferred_language: rng.chance(0.15) ? "hi" : "en",
      last_login_at: rng.chance(0.6) ? rng.daysAgo(now, 0, 14) : null,
      created_at: createdAt,
      updated_at: rng.between(createdAt, now),
    },
    profile: {
      skills: [trade.label, ...rng.sample(trade.skills, rng.int(1, 4))],
      gender: rng.chance(0.005) ? "other" : gender,
      date_of_birth: `${birthYear}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
      preferred_states:
        otherState && otherState !== city.state.name
          ? [city.state.name, otherState]
          : [city.state.name],
      preferred_shift: rng.weighted(SHIFTS),
      experience_years: experienceYears,
      languages_known: languagesKnown(rng, city.state.languages),
      current_salary: experienceYears > 0 ? pay.current : null,
      current_salary_period: experienceYears > 0 ? pay.period : null,
      expected_salary: pay.expected,
      expected_salary_period: pay.period,
      preferred_job_type: rng.chance(0.7) ? band.jobType : null,
      preferred_salary_min: ranged ? pay.current : null,
      preferred_salary_max: ranged ? Math.round(pay.expected * 1.2) : null,
      preferred_location: rng.chance(0.6) ? city.name : null,
      willing_to_relocate: otherState !== null,
      contact_by_email: email !== null && rng.chance(0.5),
      contact_by_phone: true,
      contact_by_whatsapp: rng.chance(0.8),
      allow_recruiter_contact: rng.chance(0.9),
      updated_at: createdAt,
    },
  };
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** Inserts the users and their profiles and sets each seed's `id`. */
export async function insertPeople(
  db: Database,
  seeds: readonly (EmployerSeed | WorkerSeed)[],
  profileTable: "employer_profiles" | "labour_profiles",
): Promise<void> {
  const ids = await insertRows(
    db,
    "users",
    USER_COLUMNS,
    seeds.map((seed) => seed.user),
    { returning: "id" },
  );
  seeds.forEach((seed, i) => {
    seed.id = ids[i] as number;
  });
  const columns =
    profileTable === "employer_profiles" ? EMPLOYER_PROFILE_COLUMNS : LABOUR_PROFILE_COLUMNS;
  await insertRows(
    db,
    profileTable,
    columns,
    seeds.map((seed) => ({ ...seed.profile, user_id: seed.id })),
  );
}
