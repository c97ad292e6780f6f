import { DEMO_ACCOUNTS, PHONE_BLOCKS, phoneNumber } from "./accounts.js";
import {
  buildEmployer,
  buildWorker,
  type EmployerSeed,
  referralCode,
  type WorkerSeed,
} from "./builders.js";
import { BUSINESS_KINDS, type BusinessKind, gstin } from "./businesses.js";
import { CITIES, type City, STATES, WEIGHTED_CITIES } from "./places.js";
import type { Random } from "./random.js";
import { type Trade, tradeByRole } from "./trades.js";

// The demo's employers and workers: every state has an employer in its largest city, the rest
// cluster in metros; the two demo accounts come first and have complete, fixed profiles.

export const DEMO_EMPLOYERS = 200;
export const DEMO_WORKERS = 400;

function cityNamed(name: string): City {
  const city = CITIES.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`unknown city ${name}`);
  return city;
}

function demoEmployer(rng: Random, now: Date, codes: Set<string>): EmployerSeed {
  const account = DEMO_ACCOUNTS.employer;
  const city = cityNamed(account.city);
  const business = BUSINESS_KINDS.find((kind) => kind.industry === "Construction") as BusinessKind;
  const seed = buildEmployer(rng, {
    phone: account.phoneNumber,
    city,
    business,
    referralCode: referralCode(rng, codes),
    now,
  });
  Object.assign(seed.user, {
    first_name: account.firstName,
    last_name: account.lastName,
    email: "suresh.patil@example.com",
    account_state: "verified",
    created_at: new Date(now.getTime() - 400 * 86_400_000),
    last_login_at: now,
  });
  seed.createdAt = seed.user.created_at as Date;
  seed.company = account.companyName;
  Object.assign(seed.profile, {
    company_name: account.companyName,
    website: "https://www.patilconstructions.example.com",
    gst_number: gstin(rng, city.state.gstCode, "F", account.companyName),
    role: "Proprietor",
    address: "Office No. 12, Sai Heritage, Baner Road, Near Bus Stand, Pune, Maharashtra - 411045",
  });
  return seed;
}

export function planEmployers(rng: Random, now: Date): EmployerSeed[] {
  const codes = new Set<string>();
  const kinds = rng.picker(BUSINESS_KINDS.map((kind) => [kind, kind.weight] as const));
  const anyCity = rng.picker(WEIGHTED_CITIES);
  const cities = [
    ...STATES.map((state) => cityNamed(state.cities[0] as string)),
    ...Array.from({ length: DEMO_EMPLOYERS - 1 - STATES.length }, anyCity),
  ];
  const employers = [demoEmployer(rng, now, codes)];
  cities.forEach((city, i) => {
    employers.push(
      buildEmployer(rng, {
        phone: phoneNumber(PHONE_BLOCKS.demoEmployers, i),
        city,
        business: kinds(),
        referralCode: referralCode(rng, codes),
        now,
      }),
    );
  });
  return employers;
}

function demoWorker(rng: Random, now: Date): WorkerSeed {
  const account = DEMO_ACCOUNTS.labour;
  const seed = buildWorker(rng, {
    phone: account.phoneNumber,
    city: cityNamed(account.city),
    trade: tradeByRole(account.trade),
    now,
    gender: "male",
  });
  seed.name = { firstName: account.firstName, lastName: account.lastName };
  seed.birthYear = 1990;
  seed.experienceYears = 8;
  Object.assign(seed.user, {
    first_name: account.firstName,
    last_name: account.lastName,
    email: "ramesh.kumar@example.com",
    account_state: "verified",
    preferred_language: "en",
    created_at: new Date(now.getTime() - 200 * 86_400_000),
    last_login_at: now,
  });
  seed.createdAt = seed.user.created_at as Date;
  Object.assign(seed.profile, {
    skills: ["Electrician", "House wiring", "Panel wiring", "MCB and DB fitting", "Fault finding"],
    gender: "male",
    date_of_birth: "1990-06-15",
    preferred_states: ["Maharashtra", "Karnataka"],
    preferred_shift: "day",
    experience_years: 8,
    languages_known: ["hi", "mr", "en"],
    current_salary: 18000,
    current_salary_period: "per_month",
    expected_salary: 22000,
    expected_salary_period: "per_month",
    preferred_job_type: "full_time",
    preferred_salary_min: 20000,
    preferred_salary_max: 26000,
    preferred_location: "Pune",
    willing_to_relocate: true,
    contact_by_email: true,
    contact_by_phone: true,
    contact_by_whatsapp: true,
    allow_recruiter_contact: true,
  });
  return seed;
}

/** Workers, their trades weighted like the jobs on offer so that most find matching work. */
export function planWorkers(rng: Random, now: Date, tradeDemand: Map<Trade, number>): WorkerSeed[] {
  const trades = rng.picker([...tradeDemand]);
  const anyCity = rng.picker(WEIGHTED_CITIES);
  const workers = [demoWorker(rng, now)];
  for (let i = 0; workers.length < DEMO_WORKERS; i++) {
    workers.push(
      buildWorker(rng, {
        phone: phoneNumber(PHONE_BLOCKS.demoWorkers, i),
        city: anyCity(),
        trade: trades(),
        now,
      }),
    );
  }
  return workers;
}
