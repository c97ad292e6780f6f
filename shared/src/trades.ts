// The trades table (trades.ts reads it): each trade's own name, its other words in Latin letters
// (English, and Hindi/Urdu as workers type them), and its names in the Indian scripts by
// language: Devanagari for Hindi (`hi`, which Bhojpuri also reads) and Marathi
// (`mr`), Tamil (`ta`), Telugu (`te`), Bengali (`bn`) and Malayalam (`ml`), each with the
// spellings people commonly type (प्लंबर and प्लम्बर; ഇലക്ട്രീഷ്യൻ and ഇലക്ട്രിഷ്യൻ). Spellings
// that differ only in how the same letters are encoded (a nukta letter or its two code points,
// ZWJ/ZWNJ, Malayalam's chillu letters old and new) need no entry: tradeKey folds them.
//
// Ambiguous words, decided here once:
// - "mistri" alone is a mason: on a building site it means the raj mistri, and the other
//   mistris are always said with their trade ("kaath mistri" is a carpenter, "bijli mistri" an
//   electrician, "AC mistri" an AC technician). Longer phrases win over shorter ones. A search
//   for masons does not look for "mistri" alone (searchWords), which a job's text cannot tell
//   from a carpenter's "kaath mistri"; "mistry" is not listed, as the English stemmer makes it
//   "mistri". The same holds in the scripts: मिस्त्री, মিস্ত্রি.
// - "fitter" is its own trade (pipe and machine fitters); a "pipe fitter" is a plumber.
// - "helper" and "labour" stay apart: a helper assists a tradesperson, labour is general work.
// - "guard" is a security guard; "beldar" (a digger on a site) is construction work.
// - A word of one trade is not used inside another trade's phrase unless it means the same
//   thing there (मिस्त्री in काठ मिस्त्री does, as "mistri" does): searchWords would drop it.

/** The languages whose scripts the table spells trades in (bh reads hi). */
export const TRADE_NAME_LANGUAGES = ["hi", "mr", "ta", "te", "bn", "ml"] as const;
export type TradeNameLanguage = (typeof TRADE_NAME_LANGUAGES)[number];

export interface Trade {
  /** The trade's own name, as the seeded jobs and the spec's suggested roles spell it. */
  trade: string;
  /** Other words for it in Latin letters, lower case, single spaces. */
  synonyms: readonly string[];
  /** Its names in the Indian scripts, by language, the usual word first. */
  names: Readonly<Partial<Record<TradeNameLanguage, readonly string[]>>>;
}

export const TRADES: readonly Trade[] = [
  {
    trade: "construction worker",
    synonyms: ["construction", "beldar", "site worker"],
    names: {
      hi: ["कंस्ट्रक्शन", "बेलदार"],
      mr: ["बांधकाम", "बेलदार"],
      ta: ["கட்டுமானம்", "கட்டட வேலை"],
      te: ["నిర్మాణ పని", "కన్స్ట్రక్షన్"],
      bn: ["নির্মাণ কাজ", "কনস্ট্রাকশন"],
      ml: ["നിർമ്മാണ ജോലി", "കൺസ്ട്രക്ഷൻ"],
    },
  },
  {
    trade: "electrician",
    synonyms: ["bijli mistri", "bijli wala", "wireman", "electrical technician"],
    names: {
      hi: ["इलेक्ट्रीशियन", "इलेक्ट्रिशियन", "बिजली मिस्त्री", "बिजली वाला", "वायरमैन"],
      mr: ["इलेक्ट्रिशियन", "वायरमन", "वीजतंत्री"],
      ta: ["எலக்ட்ரீஷியன்", "எலெக்ட்ரீஷியன்", "மின் பணியாளர்", "வயர்மேன்"],
      te: ["ఎలక్ట్రీషియన్", "ఎలక్ట్రిషియన్", "వైర్‌మ్యాన్"],
      bn: ["ইলেকট্রিশিয়ান", "ইলেক্ট্রিশিয়ান", "ইলেকট্রিক মিস্ত্রি"],
      ml: ["ഇലക്ട്രീഷ്യൻ", "ഇലക്ട്രിഷ്യൻ", "വയർമാൻ"],
    },
  },
  {
    trade: "plumber",
    synonyms: ["nalsaaz", "nalsaz", "pipe fitter", "plumbing"],
    names: {
      hi: ["प्लंबर", "प्लम्बर", "नलसाज़", "नल मिस्त्री", "पाइप फिटर"],
      mr: ["प्लंबर", "प्लम्बर", "नळ कारागीर"],
      ta: ["பிளம்பர்", "குழாய் பணியாளர்"],
      te: ["ప్లంబర్", "ప్లంబరు"],
      bn: ["প্লাম্বার", "প্লামবার", "কলের মিস্ত্রি"],
      ml: ["പ്ലംബർ", "പ്ലമ്പർ"],
    },
  },
  {
    trade: "mason",
    synonyms: ["raj mistri", "raj mistry", "rajmistri", "mistri", "bricklayer", "brick layer"],
    names: {
      hi: ["राजमिस्त्री", "राज मिस्त्री", "मिस्त्री", "मिस्तरी", "मेसन"],
      mr: ["गवंडी", "मेस्त्री"],
      ta: ["கொத்தனார்", "மேசன்"],
      te: ["తాపీ మేస్త్రీ", "మేస్త్రీ"],
      bn: ["রাজমিস্ত্রি", "রাজ মিস্ত্রি", "মিস্ত্রি"],
      ml: ["മേസൺ", "മേസ്തിരി", "കല്പണിക്കാരൻ"],
    },
  },
  {
    trade: "painter",
    synonyms: ["rangsaz", "rang mistri", "putty worker"],
    names: {
      hi: ["पेंटर", "रंगसाज़", "पुताई वाला"],
      mr: ["पेंटर", "रंगारी"],
      ta: ["பெயிண்டர்", "பெயின்டர்"],
      te: ["పెయింటర్"],
      bn: ["পেইন্টার", "রং মিস্ত্রি"],
      ml: ["പെയിന്റർ"],
    },
  },
  {
    trade: "carpenter",
    synonyms: ["badhai", "barhai", "kaath mistri", "lakdi mistri", "furniture maker"],
    names: {
      hi: ["बढ़ई", "बढई", "कारपेंटर", "काठ मिस्त्री", "लकड़ी मिस्त्री"],
      mr: ["सुतार", "कारपेंटर"],
      ta: ["தச்சர்", "கார்பெண்டர்"],
      te: ["వడ్రంగి", "కార్పెంటర్"],
      bn: ["ছুতোর", "ছুতার", "কাঠমিস্ত্রি", "কাঠ মিস্ত্রি"],
      ml: ["ആശാരി", "തച്ചൻ", "കാർപെന്റർ"],
    },
  },
  {
    trade: "labor",
    synonyms: ["labour", "labourer", "laborer", "mazdoor", "majdoor", "coolie"],
    names: {
      hi: ["मज़दूर", "मजदूर", "लेबर", "कुली"],
      mr: ["मजूर", "कामगार"],
      ta: ["கூலி", "கூலித் தொழிலாளி", "தொழிலாளி"],
      te: ["కూలీ", "కార్మికుడు"],
      bn: ["মজুর", "শ্রমিক", "কুলি"],
      ml: ["തൊഴിലാളി", "കൂലിപ്പണിക്കാരൻ", "ലേബർ"],
    },
  },
  {
    trade: "welder",
    synonyms: ["welding", "fabricator", "gas cutter"],
    names: {
      hi: ["वेल्डर", "वेल्डिंग", "फैब्रिकेटर"],
      mr: ["वेल्डर", "वेल्डिंग"],
      ta: ["வெல்டர்", "வெல்டிங்"],
      te: ["వెల్డర్", "వెల్డింగ్"],
      bn: ["ওয়েল্ডার", "ওয়েল্ডিং"],
      ml: ["വെൽഡർ", "വെൽഡിംഗ്"],
    },
  },
  {
    trade: "driver",
    synonyms: ["chalak", "chauffeur"],
    names: {
      hi: ["ड्राइवर", "ड्राईवर", "चालक"],
      mr: ["ड्रायव्हर", "चालक"],
      ta: ["டிரைவர்", "ஓட்டுநர்"],
      te: ["డ్రైవర్", "డ్రైవరు"],
      bn: ["ড্রাইভার", "চালক"],
      ml: ["ഡ്രൈവർ"],
    },
  },
  {
    trade: "security guard",
    synonyms: ["chowkidar", "chaukidar", "watchman", "guard"],
    names: {
      hi: ["सिक्योरिटी गार्ड", "गार्ड", "चौकीदार", "वॉचमैन"],
      mr: ["सुरक्षा रक्षक", "वॉचमन", "चौकीदार"],
      ta: ["செக்யூரிட்டி", "காவலாளி", "வாட்ச்மேன்"],
      te: ["సెక్యూరిటీ గార్డ్", "వాచ్‌మెన్", "కాపలాదారు"],
      bn: ["সিকিউরিটি গার্ড", "দারোয়ান", "গার্ড"],
      ml: ["സെക്യൂരിറ്റി", "വാച്ച്മാൻ", "കാവൽക്കാരൻ"],
    },
  },
  {
    trade: "housekeeping",
    synonyms: ["housekeeper", "cleaner", "sweeper", "safai karmachari", "safai wala"],
    names: {
      hi: ["हाउसकीपिंग", "सफाई कर्मचारी", "सफ़ाई वाला", "स्वीपर"],
      mr: ["हाउसकीपिंग", "साफसफाई"],
      ta: ["ஹவுஸ்கீப்பிங்", "துப்புரவு பணியாளர்"],
      te: ["హౌస్ కీపింగ్", "హౌస్‌కీపింగ్"],
      bn: ["হাউসকিপিং", "ঝাড়ুদার", "সাফাই কর্মী"],
      ml: ["ഹൗസ്കീപ്പിംഗ്", "ഹൗസ് കീപ്പിംഗ്", "ശുചീകരണം"],
    },
  },
  {
    trade: "cook",
    synonyms: ["rasoiya", "khansama", "chef", "halwai"],
    names: {
      hi: ["रसोइया", "कुक", "खानसामा", "हलवाई"],
      mr: ["स्वयंपाकी", "आचारी", "कुक"],
      ta: ["சமையல்காரர்", "சமையல்", "குக்"],
      te: ["వంటవాడు", "వంట మనిషి", "కుక్"],
      bn: ["রাঁধুনি", "রাঁধুনী", "কুক"],
      ml: ["പാചകക്കാരൻ", "കുക്ക്"],
    },
  },
  {
    trade: "helper",
    synonyms: ["sahayak", "assistant"],
    names: {
      hi: ["हेल्पर", "सहायक"],
      mr: ["हेल्पर", "मदतनीस"],
      ta: ["ஹெல்பர்", "உதவியாளர்"],
      te: ["హెల్పర్", "సహాయకుడు"],
      bn: ["হেল্পার", "সহকারী"],
      ml: ["ഹെൽപ്പർ", "സഹായി"],
    },
  },
  {
    trade: "delivery",
    synonyms: ["delivery boy", "delivery executive", "rider"],
    names: {
      hi: ["डिलीवरी", "डिलिवरी", "डिलीवरी बॉय"],
      mr: ["डिलिव्हरी", "डिलिव्हरी बॉय"],
      ta: ["டெலிவரி"],
      te: ["డెలివరీ"],
      bn: ["ডেলিভারি"],
      ml: ["ഡെലിവറി"],
    },
  },
  {
    trade: "tailor",
    synonyms: ["darzi", "darji", "stitching"],
    names: {
      hi: ["दर्ज़ी", "दर्जी", "टेलर", "सिलाई"],
      mr: ["शिंपी", "टेलर", "शिलाई"],
      ta: ["தையல்காரர்", "டெய்லர்", "தையல்"],
      te: ["దర్జీ", "టైలర్"],
      bn: ["দর্জি", "টেইলার"],
      ml: ["തയ്യൽക്കാരൻ", "ടെയ്‌ലർ"],
    },
  },
  {
    trade: "ac technician",
    synonyms: ["ac mistri", "ac mechanic", "ac repair"],
    names: {
      hi: ["एसी मिस्त्री", "एसी मैकेनिक", "एसी टेक्नीशियन"],
      mr: ["एसी मेकॅनिक", "एसी तंत्रज्ञ"],
      ta: ["ஏசி மெக்கானிக்", "ஏசி டெக்னீஷியன்"],
      te: ["ఏసీ మెకానిక్", "ఏసీ టెక్నీషియన్"],
      bn: ["এসি মিস্ত্রি", "এসি মেকানিক"],
      ml: ["എസി മെക്കാനിക്ക്", "എസി ടെക്നീഷ്യൻ"],
    },
  },
  {
    trade: "fitter",
    synonyms: ["machine fitter"],
    names: {
      hi: ["फिटर"],
      mr: ["फिटर"],
      ta: ["ஃபிட்டர்"],
      te: ["ఫిట్టర్"],
      bn: ["ফিটার"],
      ml: ["ഫിറ്റർ"],
    },
  },
  {
    trade: "machine operator",
    synonyms: ["operator", "cnc operator"],
    names: {
      hi: ["मशीन ऑपरेटर", "ऑपरेटर"],
      mr: ["मशीन ऑपरेटर", "ऑपरेटर"],
      ta: ["மெஷின் ஆபரேட்டர்", "ஆபரேட்டர்"],
      te: ["మెషిన్ ఆపరేటర్", "ఆపరేటర్"],
      bn: ["মেশিন অপারেটর", "অপারেটর"],
      ml: ["മെഷീൻ ഓപ്പറേറ്റർ", "ഓപ്പറേറ്റർ"],
    },
  },
  {
    trade: "packer",
    synonyms: ["packing", "packaging"],
    names: {
      hi: ["पैकर", "पैकिंग"],
      mr: ["पॅकर", "पॅकिंग"],
      ta: ["பேக்கர்", "பேக்கிங்"],
      te: ["ప్యాకర్", "ప్యాకింగ్"],
      bn: ["প্যাকার", "প্যাকিং"],
      ml: ["പാക്കർ", "പാക്കിംഗ്"],
    },
  },
  {
    trade: "loader",
    synonyms: ["hamal", "palledar", "loading"],
    names: {
      hi: ["लोडर", "हम्माल", "पल्लेदार", "लोडिंग"],
      mr: ["हमाल", "लोडर"],
      ta: ["லோடர்", "சுமை தூக்குபவர்"],
      te: ["హమాలీ", "లోడర్"],
      bn: ["লোডার", "মুটে"],
      ml: ["ലോഡർ", "ചുമട്ടുതൊഴിലാളി"],
    },
  },
  {
    trade: "gardener",
    synonyms: ["mali", "maali"],
    names: {
      hi: ["माली", "गार्डनर"],
      mr: ["माळी", "गार्डनर"],
      ta: ["தோட்டக்காரர்"],
      te: ["తోటమాలి"],
      bn: ["মালী", "মালি"],
      ml: ["തോട്ടക്കാരൻ"],
    },
  },
  {
    trade: "beautician",
    synonyms: ["parlour", "beauty parlour"],
    names: {
      hi: ["ब्यूटीशियन", "ब्यूटी पार्लर"],
      mr: ["ब्युटिशियन", "ब्युटी पार्लर"],
      ta: ["பியூட்டிஷியன்", "பியூட்டி பார்லர்"],
      te: ["బ్యూటీషియన్", "బ్యూటీ పార్లర్"],
      bn: ["বিউটিশিয়ান", "বিউটি পার্লার"],
      ml: ["ബ്യൂട്ടീഷ്യൻ", "ബ്യൂട്ടി പാർലർ"],
    },
  },
];
