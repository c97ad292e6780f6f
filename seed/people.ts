import type { LANGUAGES } from "../api/src/constants.js";
import type { Random } from "./random.js";

// Indian given names and surnames by region, so that a worker in Chennai is not called Gurpreet
// Singh (though people move: a share of names come from another region, see `personName`).

export type Language = (typeof LANGUAGES)[number];

export type Region =
  | "hindi"
  | "bihari"
  | "punjabi"
  | "marathi"
  | "gujarati"
  | "bengali"
  | "odia"
  | "tamil"
  | "telugu"
  | "kannada"
  | "malayali";

export type Gender = "male" | "female";

interface RegionNames {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
}

const NAMES: Record<Region, RegionNames> = {
  hindi: {
    male: ["Ramesh", "Suresh", "Rajesh", "Sunil", "Anil", "Manoj", "Rakesh", "Sanjay", "Vijay"],
    female: ["Sunita", "Geeta", "Pooja", "Anita", "Rekha", "Kavita", "Neha", "Seema", "Priya"],
    surnames: ["Sharma", "Verma", "Gupta", "Yadav", "Chauhan", "Singh", "Tiwari", "Mishra"],
  },
  bihari: {
    male: ["Rajkumar", "Birendra", "Santosh", "Pappu", "Ravi", "Dinesh", "Umesh", "Mukesh"],
    female: ["Rinki", "Sangeeta", "Pinki", "Manju", "Lalita", "Kumari", "Savitri", "Usha"],
    surnames: ["Kumar", "Prasad", "Paswan", "Mahto", "Mandal", "Thakur", "Rai", "Jha"],
  },
  punjabi: {
    male: ["Gurpreet", "Harpreet", "Jaswinder", "Manpreet", "Kuldeep", "Balwinder", "Amrik"],
    female: ["Simran", "Harleen", "Manjeet", "Jaspreet", "Navneet", "Kulwinder", "Rajwinder"],
    surnames: ["Singh", "Grewal", "Gill", "Sandhu", "Dhillon", "Brar", "Sidhu", "Bajwa"],
  },
  marathi: {
    male: ["Ganesh", "Sachin", "Santosh", "Mahesh", "Prakash", "Dattatray", "Vitthal", "Nitin"],
    female: ["Savita", "Manisha", "Sushma", "Vaishali", "Swati", "Jyoti", "Ashwini", "Shubhangi"],
    surnames: ["Patil", "Jadhav", "Pawar", "Shinde", "Kale", "More", "Gaikwad", "Deshmukh"],
  },
  gujarati: {
    male: ["Bharat", "Hitesh", "Jignesh", "Kalpesh", "Dilip", "Mehul", "Nilesh", "Bhavesh"],
    female: ["Hetal", "Bhavna", "Jagruti", "Nayna", "Falguni", "Komal", "Dhara", "Kinjal"],
    surnames: ["Patel", "Shah", "Parmar", "Solanki", "Chaudhary", "Rathod", "Desai", "Makwana"],
  },
  bengali: {
    male: ["Subhash", "Tapas", "Biswajit", "Sourav", "Amit", "Partha", "Debashis", "Raju"],
    female: ["Rina", "Mousumi", "Tanushree", "Shampa", "Puja", "Soma", "Ruma", "Madhumita"],
    surnames: ["Das", "Ghosh", "Mondal", "Roy", "Sarkar", "Biswas", "Dutta", "Banerjee"],
  },
  odia: {
    male: ["Bikash", "Prasanta", "Sarat", "Manas", "Debendra", "Ashok", "Sibaram", "Ranjan"],
    female: ["Mamata", "Sasmita", "Pramila", "Nirupama", "Sabita", "Laxmipriya", "Jyotsna"],
    surnames: ["Behera", "Sahoo", "Nayak", "Mohanty", "Pradhan", "Swain", "Rout", "Panda"],
  },
  tamil: {
    male: ["Murugan", "Karthik", "Senthil", "Arun", "Rajendran", "Selvam", "Manikandan"],
    female: ["Lakshmi", "Meena", "Kavitha", "Selvi", "Priya", "Revathi", "Deepa", "Malathi"],
    surnames: ["Kumar", "Raj", "Pandian", "Subramani", "Murugesan", "Krishnan", "Velu"],
  },
  telugu: {
    male: ["Srinivas", "Venkatesh", "Ramu", "Naresh", "Suresh", "Ravi Teja", "Chandra", "Satish"],
    female: ["Padma", "Lakshmi", "Swapna", "Sravani", "Anitha", "Bhavani", "Durga", "Sirisha"],
    surnames: ["Reddy", "Rao", "Naidu", "Goud", "Yadav", "Chowdary", "Varma", "Babu"],
  },
  kannada: {
    male: ["Manjunath", "Basavaraj", "Raghavendra", "Shivakumar", "Nagaraj", "Mahesh", "Ravi"],
    female: ["Shilpa", "Kavya", "Roopa", "Sumitra", "Bhagya", "Nandini", "Shobha", "Pushpa"],
    surnames: ["Gowda", "Shetty", "Naik", "Hegde", "Patil", "Kulkarni", "Rao", "Poojary"],
  },
  malayali: {
    male: ["Biju", "Suresh", "Rajeev", "Anoop", "Shaji", "Jijo", "Vineeth", "Sajan"],
    female: ["Bindu", "Sreeja", "Anjali", "Divya", "Remya", "Sindhu", "Lekha", "Mini"],
    surnames: ["Nair", "Menon", "Pillai", "Kurian", "Thomas", "Varghese", "Joseph", "Krishnan"],
  },
};

const REGIONS = Object.keys(NAMES) as Region[];

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** A name for someone living in `region`; one in six comes from elsewhere (migrant workers). */
export function personName(rng: Random, region: Region, gender: Gender): PersonName {
  const names = NAMES[rng.chance(1 / 6) ? rng.pick(REGIONS) : region];
  return { firstName: rng.pick(names[gender]), lastName: rng.pick(names.surnames) };
}

/** A surname typical of `region`, for company names such as "Patil Constructions". */
export function surname(rng: Random, region: Region): string {
  return rng.pick(NAMES[region].surnames);
}

/** Languages someone living in `stateLanguages` speaks; Hindi and English are common. */
export function languagesKnown(rng: Random, stateLanguages: readonly Language[]): Language[] {
  const known = new Set<Language>(stateLanguages.slice(0, rng.int(1, stateLanguages.length)));
  if (rng.chance(0.55)) known.add("hi");
  if (rng.chance(0.35)) known.add("en");
  return [...known];
}

// Reserved example domains: seeded addresses must never reach a real mailbox.
const EMAIL_DOMAINS = ["example.com", "example.net", "example.org"];

export function personalEmail(rng: Random, name: PersonName, serial: number): string {
  const local = `${name.firstName}.${name.lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
  return `${local}${serial}@${rng.pick(EMAIL_DOMAINS)}`;
}
