import type { City } from "./places.js";
import type { Random } from "./random.js";

// Kinds of employers, how they are named and which trades they hire, plus the identifiers an
// Indian business carries (address with PIN code, GSTIN).

export type BusinessType = "shop" | "service" | "factory" | "contractor" | "household" | "other";

export interface BusinessKind {
  type: BusinessType;
  industry: string;
  /** Name patterns: {surname}, {brand} and {city} are filled in. Empty for households. */
  names: readonly string[];
  /** Roles of the trades it hires, most frequent first. */
  trades: readonly string[];
  /** The person's role in the business. */
  roles: readonly string[];
  weight: number;
  /** Relative number of jobs such an employer posts. */
  jobsWeight: number;
  /** Hires across its state (security agencies, logistics), not only in its own city. */
  multiCity?: boolean;
  /** Where its own staff work ("our warehouse"); without it, at the trade's usual sites. */
  workplaces?: readonly string[];
}

export const BUSINESS_KINDS: readonly BusinessKind[] = [
  {
    type: "contractor",
    industry: "Construction",
    names: ["{surname} Constructions", "{brand} Builders & Developers", "{brand} Infra Projects"],
    trades: ["construction worker", "labor", "mason", "carpenter", "welder", "helper", "painter"],
    roles: ["Proprietor", "Site Engineer", "Project Manager"],
    weight: 14,
    jobsWeight: 4,
    multiCity: true,
  },
  {
    type: "contractor",
    industry: "Electrical Contracting",
    names: ["{surname} Electricals", "{brand} Electric Works", "{brand} Power Solutions"],
    trades: ["electrician", "helper", "ac technician"],
    roles: ["Proprietor", "Supervisor"],
    weight: 6,
    jobsWeight: 2,
  },
  {
    type: "contractor",
    industry: "Interiors",
    names: ["{brand} Interiors", "{surname} Furniture & Interiors", "{brand} Decor Studio"],
    trades: ["carpenter", "painter", "electrician", "plumber", "helper"],
    roles: ["Owner", "Designer", "Site Supervisor"],
    weight: 6,
    jobsWeight: 2,
  },
  {
    type: "contractor",
    industry: "Painting",
    names: ["{surname} Painting Contractors", "{brand} Colour Works"],
    trades: ["painter", "helper", "labor"],
    roles: ["Proprietor", "Contractor"],
    weight: 4,
    jobsWeight: 2,
  },
  {
    type: "service",
    industry: "Security Services",
    names: [
      "{brand} Security Services Pvt Ltd",
      "{brand} Guarding Solutions",
      "{brand} Security Force",
    ],
    trades: ["security guard", "housekeeping"],
    roles: ["Operations Manager", "Branch Manager", "HR Executive"],
    weight: 6,
    jobsWeight: 4,
    multiCity: true,
  },
  {
    type: "service",
    industry: "Facility Management",
    names: [
      "{brand} Facility Services",
      "{brand} Facility Management Pvt Ltd",
      "Clean {brand} Services",
    ],
    trades: ["housekeeping", "gardener", "security guard", "electrician", "plumber"],
    roles: ["Operations Manager", "HR Executive", "Area Supervisor"],
    weight: 6,
    jobsWeight: 4,
    multiCity: true,
  },
  {
    type: "service",
    industry: "Home Services",
    names: ["{brand} Home Services", "{city} Cool Care", "{brand} Repair Point"],
    trades: ["ac technician", "electrician", "plumber", "carpenter", "painter"],
    roles: ["Owner", "Service Manager"],
    weight: 6,
    jobsWeight: 2,
  },
  {
    type: "service",
    industry: "Logistics",
    names: ["{brand} Logistics", "{brand} Express Couriers", "{brand} Roadways", "{brand} Movers"],
    trades: ["delivery", "driver", "loader", "packer", "helper"],
    roles: ["Hub Manager", "Fleet Manager", "HR Executive"],
    workplaces: ["our warehouse", "our delivery hub", "our transport godown"],
    weight: 8,
    jobsWeight: 4,
    multiCity: true,
  },
  {
    type: "factory",
    industry: "Manufacturing",
    names: [
      "{brand} Engineering Works",
      "{brand} Auto Components Pvt Ltd",
      "{brand} Steel Fabricators",
    ],
    trades: ["machine operator", "fitter", "welder", "helper", "packer", "loader", "electrician"],
    roles: ["Plant Manager", "HR Manager", "Production Supervisor"],
    workplaces: ["our manufacturing plant", "our engineering unit"],
    weight: 10,
    jobsWeight: 4,
  },
  {
    type: "factory",
    industry: "Textiles & Garments",
    names: [
      "{brand} Textiles",
      "{surname} Garments",
      "{brand} Fashions Pvt Ltd",
      "{brand} Exports",
    ],
    trades: ["tailor", "machine operator", "packer", "helper"],
    roles: ["Owner", "Production Manager", "HR Manager"],
    workplaces: ["our garment unit", "our export house"],
    weight: 6,
    jobsWeight: 3,
  },
  {
    type: "factory",
    industry: "Food Processing",
    names: ["{brand} Foods", "{brand} Masala Udyog", "{brand} Dairy Products", "{brand} Snacks"],
    trades: ["packer", "machine operator", "loader", "helper", "cook"],
    roles: ["Plant Manager", "HR Executive"],
    workplaces: ["our food processing unit", "our packing unit"],
    weight: 5,
    jobsWeight: 3,
  },
  {
    type: "shop",
    industry: "Retail",
    names: [
      "{surname} Hardware & Paints",
      "{brand} Supermarket",
      "{brand} Kirana Store",
      "{brand} Mart",
    ],
    trades: ["helper", "delivery", "loader", "packer"],
    roles: ["Owner", "Store Manager"],
    workplaces: ["our store", "our shop"],
    weight: 10,
    jobsWeight: 1,
  },
  {
    type: "shop",
    industry: "Hospitality",
    names: ["Hotel {brand}", "{brand} Restaurant", "{surname} Dhaba", "{brand} Sweets & Snacks"],
    trades: ["cook", "helper", "housekeeping", "delivery"],
    roles: ["Owner", "Manager"],
    workplaces: ["our restaurant", "our hotel"],
    weight: 9,
    jobsWeight: 2,
  },
  {
    type: "shop",
    industry: "Beauty & Wellness",
    names: ["{brand} Beauty Parlour", "Glamour {brand} Salon", "{brand} Unisex Salon"],
    trades: ["beautician", "helper"],
    roles: ["Owner", "Salon Manager"],
    workplaces: ["our salon", "our beauty parlour"],
    weight: 5,
    jobsWeight: 1,
  },
  {
    type: "shop",
    industry: "Tailoring",
    names: ["{surname} Tailors", "{brand} Boutique", "{brand} Ladies Tailor"],
    trades: ["tailor", "helper"],
    roles: ["Owner", "Master Tailor"],
    workplaces: ["our tailoring shop", "our boutique"],
    weight: 4,
    jobsWeight: 1,
  },
  {
    type: "household",
    industry: "Household",
    names: [],
    trades: ["cook", "housekeeping", "driver", "gardener"],
    roles: ["Home owner"],
    workplaces: ["our home"],
    weight: 8,
    jobsWeight: 0.5,
  },
  {
    type: "other",
    industry: "Events & Catering",
    names: ["{brand} Caterers", "{brand} Events & Decorators", "{brand} Tent House"],
    trades: ["cook", "helper", "loader", "driver"],
    roles: ["Owner", "Event Manager"],
    workplaces: ["weddings and events", "our catering kitchen"],
    weight: 4,
    jobsWeight: 2,
  },
];

const BRANDS = [
  "Shree Ganesh",
  "Sai",
  "Om",
  "Balaji",
  "Laxmi",
  "Royal",
  "Star",
  "Apex",
  "Sunrise",
  "Galaxy",
  "Perfect",
  "Prime",
  "Vijay",
  "Annapurna",
  "Maruti",
  "Krishna",
  "Metro",
  "Bharat",
  "Kaveri",
  "Ganga",
  "Sahyadri",
  "Everest",
  "New India",
  "Shubham",
  "Siddhi Vinayak",
  "Jai Hind",
  "Tirupati",
  "Mahalaxmi",
  "Unique",
  "Silver Line",
];

export function companyName(rng: Random, business: BusinessKind, surname: string, city: City) {
  if (business.names.length === 0) return null;
  return rng
    .pick(business.names)
    .replace("{surname}", surname)
    .replace("{brand}", rng.pick(BRANDS))
    .replace("{city}", city.name);
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "");
}

const PREMISES = ["Shop No.", "Plot No.", "Gala No.", "Office No.", "Unit"];
const HOMES = ["House No.", "Flat No.", "Bungalow No."];
const STREETS = [
  "MG Road",
  "Station Road",
  "Gandhi Nagar",
  "Industrial Area Phase 2",
  "Main Bazaar",
  "Nehru Road",
  "Ring Road",
  "Civil Lines",
  "Market Yard",
  "Sector 14",
  "Old Bus Stand Road",
  "Shivaji Nagar",
  "Subhash Chowk",
  "Transport Nagar",
  "Indira Colony",
  "Patel Nagar",
  "Highway Road",
  "Rajiv Gandhi Salai",
];
const LANDMARKS = ["Near Bus Stand", "Opp. SBI Bank", "Behind Petrol Pump", "Near Railway Station"];

export function address(rng: Random, city: City, household = false): string {
  const prefix = city.state.pinPrefix;
  const digits = 6 - prefix.length;
  const pin = `${prefix}${String(rng.int(1, 10 ** digits - 1)).padStart(digits, "0")}`;
  const landmark = rng.chance(0.4) ? ` ${rng.pick(LANDMARKS)},` : "";
  const premise = `${household ? rng.pick(HOMES) : rng.pick(PREMISES)} ${rng.int(1, 250)}`;
  return `${premise}, ${rng.pick(STREETS)},${landmark} ${city.name}, ${city.state.name} - ${pin}`;
}

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A GSTIN of the valid shape: state code, PAN, entity number, 'Z', check character. */
export function gstin(rng: Random, stateCode: string, holderType: "C" | "F" | "P", name: string) {
  const letter = () => rng.pick([...LETTERS]);
  const initial =
    name
      .replace(/[^A-Za-z]/g, "")
      .charAt(0)
      .toUpperCase() || "A";
  const pan = `${letter()}${letter()}${letter()}${holderType}${initial}${rng.int(1000, 9999)}${letter()}`;
  const body = `${stateCode}${pan}${rng.int(1, 9)}Z`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const product = BASE36.indexOf(body.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return `${body}${BASE36.charAt((36 - (sum % 36)) % 36)}`;
}
