import type { IndianState } from "../constants.js";

// The names of the states and the big cities in the Indian scripts, by language:
// Devanagari for Hindi (`hi`, which Bhojpuri also reads) and Marathi (`mr`, only where it spells
// a name otherwise), Tamil (`ta`), Telugu (`te`), Bengali (`bn`) and Malayalam (`ml`), with the
// spellings people commonly type (मुंबई and मुम्बई). Each state in Hindi; in the other scripts
// the states and cities their readers look for work in most. A name of a state and of its city
// ("दिल्ली") names both, as "Delhi" does. The catalogue (catalogue.ts) adds them to
// `place_names` with their language, so search, suggestions and the forms understand them as
// they do an English alias; encodings of one spelling (nukta, ZWJ/ZWNJ) need no entry
// (placeKey folds them).

export const SCRIPT_LANGUAGES = ["hi", "mr", "ta", "te", "bn", "ml"] as const;
export type ScriptLanguage = (typeof SCRIPT_LANGUAGES)[number];

export type ScriptNames = Readonly<Partial<Record<ScriptLanguage, readonly string[]>>>;

export const STATE_SCRIPT_NAMES: Readonly<Partial<Record<IndianState, ScriptNames>>> = {
  "Andaman and Nicobar Islands": { hi: ["अंडमान और निकोबार द्वीपसमूह", "अंडमान निकोबार"] },
  "Andhra Pradesh": {
    hi: ["आंध्र प्रदेश"],
    ta: ["ஆந்திரப் பிரதேசம்", "ஆந்திரா"],
    te: ["ఆంధ్ర ప్రదేశ్", "ఆంధ్రప్రదేశ్"],
  },
  "Arunachal Pradesh": { hi: ["अरुणाचल प्रदेश"] },
  Assam: { hi: ["असम"], bn: ["আসাম"] },
  Bihar: { hi: ["बिहार"], bn: ["বিহার"] },
  Chandigarh: { hi: ["चंडीगढ़"] },
  Chhattisgarh: { hi: ["छत्तीसगढ़"] },
  "Dadra and Nagar Haveli and Daman and Diu": { hi: ["दादरा और नगर हवेली और दमन और दीव"] },
  Delhi: {
    hi: ["दिल्ली"],
    ta: ["டெல்லி", "தில்லி"],
    te: ["ఢిల్లీ"],
    bn: ["দিল্লি"],
    ml: ["ഡൽഹി"],
  },
  Goa: { hi: ["गोवा"] },
  Gujarat: { hi: ["गुजरात"] },
  Haryana: { hi: ["हरियाणा"] },
  "Himachal Pradesh": { hi: ["हिमाचल प्रदेश"] },
  "Jammu and Kashmir": { hi: ["जम्मू और कश्मीर", "जम्मू कश्मीर"] },
  Jharkhand: { hi: ["झारखंड", "झारखण्ड"], bn: ["ঝাড়খণ্ড"] },
  Karnataka: {
    hi: ["कर्नाटक"],
    ta: ["கர்நாடகா", "கர்நாடகம்"],
    te: ["కర్ణాటక"],
    ml: ["കർണാടക"],
  },
  Kerala: { hi: ["केरल"], ta: ["கேரளா", "கேரளம்"], ml: ["കേരളം"] },
  Ladakh: { hi: ["लद्दाख"] },
  Lakshadweep: { hi: ["लक्षद्वीप"], ml: ["ലക്ഷദ്വീപ്"] },
  "Madhya Pradesh": { hi: ["मध्य प्रदेश"] },
  Maharashtra: {
    hi: ["महाराष्ट्र"],
    ta: ["மகாராஷ்டிரா"],
    te: ["మహారాష్ట్ర"],
    bn: ["মহারাষ্ট্র"],
    ml: ["മഹാരാഷ്ട്ര"],
  },
  Manipur: { hi: ["मणिपुर"] },
  Meghalaya: { hi: ["मेघालय"] },
  Mizoram: { hi: ["मिज़ोरम"] },
  Nagaland: { hi: ["नागालैंड"] },
  Odisha: { hi: ["ओडिशा", "उड़ीसा"], bn: ["ওড়িশা"] },
  Puducherry: { hi: ["पुडुचेरी"], ta: ["புதுச்சேரி"] },
  Punjab: { hi: ["पंजाब"] },
  Rajasthan: { hi: ["राजस्थान"] },
  Sikkim: { hi: ["सिक्किम"] },
  "Tamil Nadu": {
    hi: ["तमिलनाडु", "तमिल नाडु"],
    mr: ["तामिळनाडू"],
    ta: ["தமிழ்நாடு", "தமிழ் நாடு"],
    te: ["తమిళనాడు"],
    ml: ["തമിഴ്നാട്"],
  },
  Telangana: { hi: ["तेलंगाना"], te: ["తెలంగాణ", "తెలంగాణా"] },
  Tripura: { hi: ["त्रिपुरा"], bn: ["ত্রিপুরা"] },
  "Uttar Pradesh": { hi: ["उत्तर प्रदेश"] },
  Uttarakhand: { hi: ["उत्तराखंड", "उत्तराखण्ड"] },
  "West Bengal": {
    hi: ["पश्चिम बंगाल", "बंगाल"],
    bn: ["পশ্চিমবঙ্গ", "পশ্চিম বঙ্গ"],
  },
};

export interface CityScriptNames {
  state: IndianState;
  city: string;
  names: ScriptNames;
}

export const CITY_SCRIPT_NAMES: readonly CityScriptNames[] = [
  {
    state: "Delhi",
    city: "Delhi",
    names: {
      hi: ["दिल्ली"],
      ta: ["டெல்லி", "தில்லி"],
      te: ["ఢిల్లీ"],
      bn: ["দিল্লি"],
      ml: ["ഡൽഹി"],
    },
  },
  { state: "Delhi", city: "New Delhi", names: { hi: ["नई दिल्ली"], bn: ["নয়াদিল্লি"] } },
  {
    state: "Maharashtra",
    city: "Mumbai",
    names: {
      hi: ["मुंबई", "मुम्बई", "बंबई", "बम्बई"],
      ta: ["மும்பை"],
      te: ["ముంబై", "ముంబయి"],
      bn: ["মুম্বাই", "মুম্বই"],
      ml: ["മുംബൈ"],
    },
  },
  { state: "Maharashtra", city: "Pune", names: { hi: ["पुणे", "पूना"] } },
  { state: "Maharashtra", city: "Nagpur", names: { hi: ["नागपुर"], mr: ["नागपूर"] } },
  { state: "Maharashtra", city: "Nashik", names: { hi: ["नासिक", "नाशिक"] } },
  { state: "Maharashtra", city: "Thane", names: { hi: ["ठाणे"] } },
  {
    state: "Karnataka",
    city: "Bangalore",
    names: {
      hi: ["बेंगलुरु", "बेंगलूरु", "बंगलौर", "बैंगलोर"],
      ta: ["பெங்களூர்", "பெங்களூரு"],
      te: ["బెంగళూరు"],
      bn: ["বেঙ্গালুরু", "ব্যাঙ্গালোর"],
      ml: ["ബെംഗളൂരു", "ബാംഗ്ലൂർ"],
    },
  },
  { state: "Karnataka", city: "Mysore", names: { hi: ["मैसूर"] } },
  {
    state: "Tamil Nadu",
    city: "Chennai",
    names: {
      hi: ["चेन्नई"],
      ta: ["சென்னை"],
      te: ["చెన్నై"],
      bn: ["চেন্নাই"],
      ml: ["ചെന്നൈ"],
    },
  },
  {
    state: "Tamil Nadu",
    city: "Coimbatore",
    names: { hi: ["कोयंबटूर"], ta: ["கோயம்புத்தூர்", "கோவை"] },
  },
  { state: "Tamil Nadu", city: "Madurai", names: { hi: ["मदुरै"], ta: ["மதுரை"] } },
  {
    state: "West Bengal",
    city: "Kolkata",
    names: {
      hi: ["कोलकाता", "कलकत्ता"],
      ta: ["கொல்கத்தா"],
      te: ["కోల్‌కతా"],
      bn: ["কলকাতা"],
      ml: ["കൊൽക്കത്ത"],
    },
  },
  { state: "West Bengal", city: "Howrah", names: { hi: ["हावड़ा"], bn: ["হাওড়া"] } },
  { state: "West Bengal", city: "Siliguri", names: { hi: ["सिलीगुड़ी"], bn: ["শিলিগুড়ি"] } },
  { state: "West Bengal", city: "Durgapur", names: { hi: ["दुर्गापुर"], bn: ["দুর্গাপুর"] } },
  {
    state: "Telangana",
    city: "Hyderabad",
    names: {
      hi: ["हैदराबाद"],
      ta: ["ஹைதராபாத்"],
      te: ["హైదరాబాద్"],
      bn: ["হায়দ্রাবাদ"],
      ml: ["ഹൈദരാബാദ്"],
    },
  },
  { state: "Telangana", city: "Warangal", names: { hi: ["वारंगल"], te: ["వరంగల్"] } },
  {
    state: "Andhra Pradesh",
    city: "Visakhapatnam",
    names: { hi: ["विशाखापत्तनम"], te: ["విశాఖపట్నం", "వైజాగ్"] },
  },
  { state: "Andhra Pradesh", city: "Vijayawada", names: { hi: ["विजयवाड़ा"], te: ["విజయవాడ"] } },
  {
    state: "Kerala",
    city: "Kochi",
    names: { hi: ["कोच्चि", "कोचीन"], ta: ["கொச்சி"], ml: ["കൊച്ചി"] },
  },
  {
    state: "Kerala",
    city: "Thiruvananthapuram",
    names: { hi: ["तिरुवनंतपुरम"], ml: ["തിരുവനന്തപുരം"] },
  },
  { state: "Kerala", city: "Kozhikode", names: { hi: ["कोझिकोड"], ml: ["കോഴിക്കോട്"] } },
  { state: "Gujarat", city: "Ahmedabad", names: { hi: ["अहमदाबाद"] } },
  { state: "Gujarat", city: "Surat", names: { hi: ["सूरत"] } },
  { state: "Rajasthan", city: "Jaipur", names: { hi: ["जयपुर"] } },
  { state: "Uttar Pradesh", city: "Lucknow", names: { hi: ["लखनऊ"] } },
  { state: "Uttar Pradesh", city: "Kanpur", names: { hi: ["कानपुर"] } },
  { state: "Uttar Pradesh", city: "Noida", names: { hi: ["नोएडा"] } },
  { state: "Uttar Pradesh", city: "Agra", names: { hi: ["आगरा"] } },
  { state: "Uttar Pradesh", city: "Varanasi", names: { hi: ["वाराणसी", "बनारस"] } },
  { state: "Haryana", city: "Gurugram", names: { hi: ["गुरुग्राम", "गुड़गांव", "गुड़गाँव"] } },
  { state: "Bihar", city: "Patna", names: { hi: ["पटना"], bn: ["পাটনা"] } },
  { state: "Madhya Pradesh", city: "Indore", names: { hi: ["इंदौर"] } },
  { state: "Madhya Pradesh", city: "Bhopal", names: { hi: ["भोपाल"] } },
  { state: "Chandigarh", city: "Chandigarh", names: { hi: ["चंडीगढ़"] } },
  { state: "Odisha", city: "Bhubaneswar", names: { hi: ["भुवनेश्वर"], bn: ["ভুবনেশ্বর"] } },
  { state: "Assam", city: "Guwahati", names: { hi: ["गुवाहाटी"], bn: ["গুয়াহাটি"] } },
  { state: "Jharkhand", city: "Ranchi", names: { hi: ["रांची", "राँची"] } },
  { state: "Chhattisgarh", city: "Raipur", names: { hi: ["रायपुर"] } },
  { state: "Uttarakhand", city: "Dehradun", names: { hi: ["देहरादून"] } },
  { state: "Punjab", city: "Ludhiana", names: { hi: ["लुधियाना"] } },
  { state: "Punjab", city: "Amritsar", names: { hi: ["अमृतसर"] } },
];
