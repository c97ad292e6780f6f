import type { IndianState, Language } from "./constants.js";

/**
 * The languages of ours that a job's likely workers read, by the job's state: the state's own
 * language where we offer it (Tamil Nadu: Tamil), Hindi where it is the common language of work
 * (the Hindi belt, and the cities whose sites and factories hire from it), and a neighbour's
 * language where many of a state's workers come from there. English is not listed: it is offered
 * beside these wherever a job is not written in it (services/jobs/machine-translation.ts). Kannada,
 * Gujarati, Odia, Punjabi, Assamese and the North-East's languages are not ours yet, so those
 * states list the languages of ours their workers most often read.
 */
export const STATE_LANGUAGES: Readonly<Record<IndianState, readonly Language[]>> = {
  "Andaman and Nicobar Islands": ["hi", "bn", "ta"],
  "Andhra Pradesh": ["te"],
  "Arunachal Pradesh": ["hi"],
  Assam: ["bn", "hi"],
  Bihar: ["hi"],
  Chandigarh: ["hi"],
  Chhattisgarh: ["hi"],
  "Dadra and Nagar Haveli and Daman and Diu": ["hi"],
  Delhi: ["hi"],
  Goa: ["mr", "hi"],
  Gujarat: ["hi"],
  Haryana: ["hi"],
  "Himachal Pradesh": ["hi"],
  "Jammu and Kashmir": ["hi"],
  Jharkhand: ["hi", "bn"],
  Karnataka: ["hi", "ta", "te"],
  Kerala: ["ml"],
  Ladakh: ["hi"],
  Lakshadweep: ["ml"],
  "Madhya Pradesh": ["hi"],
  Maharashtra: ["mr", "hi"],
  Manipur: ["hi"],
  Meghalaya: ["hi", "bn"],
  Mizoram: ["hi"],
  Nagaland: ["hi"],
  Odisha: ["hi", "bn"],
  Puducherry: ["ta"],
  Punjab: ["hi"],
  Rajasthan: ["hi"],
  Sikkim: ["hi"],
  "Tamil Nadu": ["ta"],
  Telangana: ["te", "hi"],
  Tripura: ["bn"],
  "Uttar Pradesh": ["hi"],
  Uttarakhand: ["hi"],
  "West Bengal": ["bn", "hi"],
};

/** What a job in `state` written in `own` is offered in: the state's languages, then English. */
export function translationLanguagesFor(state: string, own: Language): Language[] {
  const read = own === "bh" ? "hi" : own;
  const listed = STATE_LANGUAGES[state as IndianState] ?? ["hi"];
  return [...listed, "en" as const].filter((language) => language !== read);
}
