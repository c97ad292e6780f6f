import type { IndianState } from "../constants.js";

// Other names people use for a state or a city of the shipped list (india.ts): the old and the
// new official names and the common English spellings, only where both name the same place
// ("Bombay" is Mumbai; "NCR" is a region of several cities, so it is not here). Search,
// suggestions and the forms read them through the places table (catalogue.ts). The place is
// named as india.ts spells it; aliases.test.ts checks each one exists and that no alias is
// another place's name.

export interface StateAliases {
  state: IndianState;
  aliases: readonly string[];
}

export interface CityAliases {
  state: IndianState;
  city: string;
  aliases: readonly string[];
}

export const STATE_ALIASES: readonly StateAliases[] = [
  { state: "Andaman and Nicobar Islands", aliases: ["Andaman & Nicobar", "Andaman"] },
  { state: "Delhi", aliases: ["NCT of Delhi", "National Capital Territory of Delhi"] },
  { state: "Jammu and Kashmir", aliases: ["J&K"] },
  { state: "Odisha", aliases: ["Orissa"] },
  { state: "Puducherry", aliases: ["Pondicherry"] },
  { state: "Tamil Nadu", aliases: ["Tamilnadu"] },
  { state: "Uttarakhand", aliases: ["Uttaranchal"] },
];

export const CITY_ALIASES: readonly CityAliases[] = [
  { state: "Andhra Pradesh", city: "Rajahmundry", aliases: ["Rajamahendravaram"] },
  { state: "Andhra Pradesh", city: "Visakhapatnam", aliases: ["Vizag", "Vishakhapatnam"] },
  { state: "Assam", city: "Guwahati", aliases: ["Gauhati"] },
  { state: "Haryana", city: "Gurugram", aliases: ["Gurgaon"] },
  { state: "Himachal Pradesh", city: "Shimla", aliases: ["Simla"] },
  { state: "Karnataka", city: "Bangalore", aliases: ["Bengaluru"] },
  { state: "Karnataka", city: "Belgaum", aliases: ["Belagavi"] },
  { state: "Karnataka", city: "Bellary", aliases: ["Ballari"] },
  { state: "Karnataka", city: "Bijapur", aliases: ["Vijayapura"] },
  { state: "Karnataka", city: "Chikmagalur", aliases: ["Chikkamagaluru"] },
  { state: "Karnataka", city: "Davangere", aliases: ["Davanagere"] },
  { state: "Karnataka", city: "Gulbarga", aliases: ["Kalaburagi"] },
  { state: "Karnataka", city: "Hospet", aliases: ["Hosapete"] },
  { state: "Karnataka", city: "Hubli", aliases: ["Hubballi"] },
  { state: "Karnataka", city: "Mangalore", aliases: ["Mangaluru"] },
  { state: "Karnataka", city: "Mysore", aliases: ["Mysuru"] },
  { state: "Karnataka", city: "Shimoga", aliases: ["Shivamogga"] },
  { state: "Karnataka", city: "Tumkur", aliases: ["Tumakuru"] },
  { state: "Kerala", city: "Alappuzha", aliases: ["Alleppey"] },
  { state: "Kerala", city: "Kannur", aliases: ["Cannanore"] },
  { state: "Kerala", city: "Kochi", aliases: ["Cochin"] },
  { state: "Kerala", city: "Kollam", aliases: ["Quilon"] },
  { state: "Kerala", city: "Kozhikode", aliases: ["Calicut"] },
  { state: "Kerala", city: "Palakkad", aliases: ["Palghat"] },
  { state: "Kerala", city: "Thiruvananthapuram", aliases: ["Trivandrum"] },
  { state: "Kerala", city: "Thrissur", aliases: ["Trichur"] },
  { state: "Madhya Pradesh", city: "Mhow", aliases: ["Dr. Ambedkar Nagar"] },
  { state: "Maharashtra", city: "Ahmednagar", aliases: ["Ahilyanagar"] },
  { state: "Maharashtra", city: "Aurangabad", aliases: ["Chhatrapati Sambhajinagar"] },
  { state: "Maharashtra", city: "Mumbai", aliases: ["Bombay"] },
  { state: "Maharashtra", city: "Nashik", aliases: ["Nasik"] },
  { state: "Maharashtra", city: "Osmanabad", aliases: ["Dharashiv"] },
  { state: "Maharashtra", city: "Pune", aliases: ["Poona"] },
  { state: "Maharashtra", city: "Solapur", aliases: ["Sholapur"] },
  { state: "Odisha", city: "Berhampur", aliases: ["Brahmapur"] },
  { state: "Puducherry", city: "Puducherry", aliases: ["Pondicherry"] },
  { state: "Tamil Nadu", city: "Chennai", aliases: ["Madras"] },
  { state: "Tamil Nadu", city: "Ooty", aliases: ["Udhagamandalam", "Ootacamund"] },
  { state: "Tamil Nadu", city: "Thanjavur", aliases: ["Tanjore"] },
  { state: "Tamil Nadu", city: "Thoothukudi", aliases: ["Tuticorin"] },
  { state: "Tamil Nadu", city: "Tiruchirappalli", aliases: ["Trichy", "Tiruchi"] },
  { state: "Uttar Pradesh", city: "Prayagraj", aliases: ["Allahabad"] },
  { state: "Uttar Pradesh", city: "Varanasi", aliases: ["Banaras", "Benares", "Kashi"] },
  { state: "West Bengal", city: "Bardhaman", aliases: ["Burdwan"] },
  { state: "West Bengal", city: "Kolkata", aliases: ["Calcutta"] },
  { state: "West Bengal", city: "Midnapore", aliases: ["Medinipur"] },
];
