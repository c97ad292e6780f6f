// The money-request shield's data: phrases by which a job post asks workers
// for money (registration fee, security deposit, training charge, "pay ₹… to confirm", a UPI ID
// to pay to), in English, Hindi (Devanagari and romanised) and SPEC's other languages, and the
// words that negate one nearby ("no registration fee", "koi fees nahi", "कोई शुल्क नहीं").
// A bare amount ("₹500 per day") is the job's pay and matches nothing here.
//
// Patterns run on the normalised text (money-request.ts: lower case, NFKC, no nukta, no zero
// width joiners), so they are written in lower case and without nukta. Indian languages
// glue suffixes onto words (பதிவுக் கட்டணம், ఫీజును), so their patterns name a word's stem and
// let `\S*` take the rest. Each language's cases are in money-request.test.ts.

/** Letters and marks: a "word character" for every script (`\b` knows only ASCII). */
const L = "[\\p{L}\\p{M}\\p{N}]";
/** Starts at a word start. */
const start = `(?<!${L})`;
/** Ends at a word end. */
const end = `(?!${L})`;
/** An amount in rupees: ₹500, rs. 1,000, inr 200, 500/-, 500 rupees. */
const AMOUNT =
  "(?:(?:₹|rs\\.?|inr)\\s*\\d+(?:,\\d+)*(?:\\.\\d+)?|\\d+(?:,\\d+)*\\s*(?:/-|rs\\.?|rupees?|रुपये|रुपए))";

export interface MoneyRequestPattern {
  /** SPEC's language code, for the tests and the moderator's eye. */
  language: "en" | "hi" | "ta" | "te" | "mr" | "bn" | "ml";
  pattern: RegExp;
}

/**
 * The text as the patterns read it: one form per letter (NFKC), no nukta (फ़ीस and फीस are one
 * word to a reader), no zero width (non-)joiners, Malayalam's chillu letters in their older
 * spelling, so the ways one word is typed read alike.
 */
export function normaliseScript(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0CBC\u200C\u200D]/gu, "")
    .replace(/[\u0D7A-\u0D7F]/gu, (chillu) => CHILLU[chillu] ?? chillu);
}

const CHILLU: Record<string, string> = {
  "\u0D7A": "ണ്",
  "\u0D7B": "ന്",
  "\u0D7C": "ര്",
  "\u0D7D": "ല്",
  "\u0D7E": "ള്",
  "\u0D7F": "ക്",
};

const p = (language: MoneyRequestPattern["language"], source: string): MoneyRequestPattern => ({
  language,
  pattern: new RegExp(normaliseScript(source), "gu"),
});

/** Fees by their English names, also written so in Hindi and other languages' posts. */
const FEE = "(?:fee|fees|charge|charges|amount|money|cost|shulk)";

export const MONEY_REQUEST_PATTERNS: readonly MoneyRequestPattern[] = [
  // English (and the English words romanised Hindi borrows)
  p(
    "en",
    `${start}(?:registration|regn?\\.?|joining|processing|application|form|interview|uniform|kit|id\\s*card|verification|document|medical|placement|visa)\\s+${FEE}${end}`,
  ),
  p("en", `${start}security\\s+(?:deposit|${FEE})${end}`),
  p("en", `${start}(?:refundable\\s+)?deposit\\s+(?:of\\s+)?${AMOUNT}`),
  p(
    "en",
    `${start}${AMOUNT}\\s+(?:as\\s+)?(?:refundable\\s+)?(?:deposit|registration|joining)${end}`,
  ),
  p("en", `${start}training\\s+${FEE}${end}`),
  p(
    "en",
    `${start}pay\\s+(?:a\\s+|the\\s+)?(?:${AMOUNT}|fee|fees|deposit)\\s+(?:first\\s+)?(?:to|for|before)\\s+(?:confirm|book|secure|reserve|register|join|get|start)`,
  ),
  p("en", `${start}(?:send|transfer|deposit)\\s+${AMOUNT}`),
  // UPI IDs: name@bank handle (not an e-mail address: no ".com" after it)
  p(
    "en",
    `${start}[a-z0-9._-]{2,}@(?:ok(?:axis|hdfcbank|icici|sbi)|ybl|ibl|axl|paytm|upi|apl|fbl|yapl|ptyes|ptsbi|pthdfc|ptaxis|waicici|wahdfcbank|waaxis|wasbi|jupiteraxis|freecharge|airtel|kotak|sbi|icici|hdfcbank|axisbank|barodampay|unionbank|pnb|idfcbank|indus|rbl|federal|yesbank|abfspay|timecosmos)(?![.\\w])`,
  ),

  // Hindi, romanised
  p(
    "hi",
    `${start}(?:fees?|paise|paisa|rupaye|rupees|amount|shulk|deposit)\\s+(?:pehle\\s+)?(?:dena|deni|dene|jama|bharna|bharni)\\s+(?:karna\\s+|karni\\s+|karne\\s+)?(?:hoga|hogi|honge|padega|padegi|padenge|hai|he)${end}`,
  ),
  p(
    "hi",
    `${start}(?:fees?|paise|paisa|rupaye|shulk)\\s+jama\\s+(?:karo|karein|karen|kare|karna|karni|karwa\\S*)${end}`,
  ),
  p("hi", `${start}(?:jama|zamanat|jamanat)\\s+rashi${end}`),
  p(
    "hi",
    `${start}pehle\\s+(?:paise|paisa|fees?|payment)\\s+(?:do|de|dena|bhejo|bhejna|bhejein|bhejen)${end}`,
  ),

  // Hindi, Devanagari
  p(
    "hi",
    `${start}(?:पंजीकरण|पंजीयन|रजिस्ट्रेशन|रजिस्ट्रेसन|जॉइनिंग|जोइनिंग|ज्वाइनिंग|प्रशिक्षण|ट्रेनिंग|प्रोसेसिंग|फॉर्म)\\s+(?:शुल्क|फीस|फी|चार्ज|राशि)`,
  ),
  p("hi", `${start}(?:सिक्योरिटी|सिक्यूरिटी|सुरक्षा)\\s+(?:डिपॉजिट|डिपोजिट|डिपाजिट|राशि|जमा|मनी|फीस)`),
  p("hi", `${start}(?:जमा|जमानत|ज़मानत)\\s+राशि`),
  p(
    "hi",
    `${start}(?:शुल्क|फीस|पैसे|पैसा|रुपये|रकम|राशि|${AMOUNT})\\s+(?:पहले\\s+)?(?:जमा|देना|देने|भरना|भरने)\\s+(?:करना\\s+|करने\\s+)?(?:होगा|होगी|होंगे|पड़ेगा|पडेगा|पड़ेगी|पडेगी|करें|करे|करो|है)`,
  ),

  // Tamil
  p("ta", `${start}(?:பதிவு|ரெஜிஸ்ட்ரேஷன்|பயிற்சி|டிரெயினிங்|சேர்க்கை)\\S*\\s*(?:கட்டண|பீஸ்|ஃபீஸ்)`),
  p("ta", `${start}(?:வைப்பு\\S*\\s*தொகை|டெபாசிட்|டெப்பாசிட்|முன்பணம்)`),
  p("ta", `${start}(?:கட்டண|பணம்|பணத்தை)\\S*\\s+(?:செலுத்த|கட்ட)`),

  // Telugu
  p("te", `${start}(?:రిజిస్ట్రేషన్|నమోదు|శిక్షణ|ట్రైనింగ్|జాయినింగ్)\\s*(?:ఫీజు|రుసుము|రుసుం|చార్జ్)`),
  p("te", `${start}(?:సెక్యూరిటీ\\s*)?(?:డిపాజిట్|డిపాసిట్)`),
  p("te", `${start}(?:ఫీజు|రుసుము|డబ్బు|డబ్బులు)\\S*\\s+(?:చెల్లించాలి|చెల్లించండి|కట్టాలి|కట్టండి)`),

  // Marathi
  p("mr", `${start}(?:नोंदणी|नोंदनी|प्रवेश)\\s+(?:शुल्क|फी|फीस)`),
  p("mr", `${start}(?:अनामत\\s+रक्कम|सुरक्षा\\s+ठेव|डिपॉझिट|डिपोझिट)`),
  p(
    "mr",
    `${start}(?:शुल्क|फी|पैसे|रक्कम)\\s+(?:आधी\\s+)?(?:भरावे|भरावी|भरावा|द्यावे|द्यावी)\\s+(?:लागेल|लागतील)`,
  ),

  // Bengali
  p(
    "bn",
    `${start}(?:রেজিস্ট্রেশন|রেজিস্ট্রেসন|নিবন্ধন|প্রশিক্ষণ|ট্রেনিং|জয়েনিং|ভর্তি)\\s*(?:ফি|ফিস|চার্জ|শুল্ক)`,
  ),
  p("bn", `${start}(?:জামানত|সিকিউরিটি\\s*ডিপোজিট|ডিপোজিট)`),
  p("bn", `${start}(?:টাকা|ফি|ফিস)\\s+(?:আগে\\s+)?(?:জমা\\s+)?(?:দিতে\\s+হবে|জমা\\s+দিন|পাঠাতে\\s+হবে)`),

  // Malayalam
  p("ml", `${start}(?:രജിസ്ട്രേഷ|പരിശീലന|ട്രെയിനിംഗ്|ജോയിനിംഗ്)\\S*\\s*(?:ഫീസ്|ഫീ|ചാർജ്|തുക)`),
  p("ml", `${start}(?:സെക്യൂരിറ്റി\\s*)?(?:ഡെപ്പോസിറ്റ്|ഡിപ്പോസിറ്റ്|ഡെപോസിറ്റ്)`),
  p("ml", `${start}(?:ഫീസ്|പണം|തുക)\\S*\\s+(?:അടയ്ക്കണം|അടക്കണം|അടയ്ക്കേണ്ട|അടക്കേണ്ട|നൽകണം)`),
];

/**
 * Weaker words: a fee or a deposit named without a demand around it ("a small fee is taken for
 * the uniform"). They do not hold a job, but its page warns workers never to pay (Job.
 * mentionsPayment). Negations apply as to the phrases above.
 */
export const MONEY_MENTION_PATTERNS: readonly MoneyRequestPattern[] = [
  p("en", `${start}(?:fee|fees|deposit|advance\\s+payment|pay\\s+in\\s+advance)${end}`),
  p("hi", `${start}(?:fees|फीस|शुल्क|जमा\\s+राशि|एडवांस)${end}`),
  p("ta", `${start}(?:கட்டண|பீஸ்|ஃபீஸ்)`),
  p("te", `${start}(?:ఫీజు|రుసుము)`),
  p("mr", `${start}(?:फी|शुल्क|अनामत)${end}`),
  p("bn", `${start}(?:ফি|ফিস)${end}`),
  p("ml", `${start}(?:ഫീസ്|ഫീ)`),
];

/** Words for "free" or "without": a payment they come with is not asked for. */
const FREE_WORDS = [
  "free",
  "muft",
  "मुफ्त",
  "निःशुल्क",
  "निशुल्क",
  "இலவச\\S*",
  "ఉచిత\\S*",
  "मोफत",
  "বিনামূল্যে",
  "ফ্রি",
  "സൗജന്യ\\S*",
];

const words = (list: string[]) =>
  new RegExp(normaliseScript(`${start}(?:${list.join("|")})${end}`), "u");

/**
 * Words that, a few words before a phrase in the same clause, say there is no such payment:
 * "no registration fee", "without any deposit", "बिना शुल्क".
 */
export const NEGATIONS_BEFORE = words([
  ...FREE_WORDS,
  "no",
  "not",
  "never",
  "zero",
  "without",
  "nil",
  "don't",
  "dont",
  "bina",
  "बिना",
]);

/**
 * Words that, a few words after a phrase in the same clause, say there is no such payment:
 * "registration fee not required", "fees nahi lagegi", "शुल्क नहीं है", "கட்டணம் இல்லை".
 * ("no" is not one: "deposit ₹500, no refund" asks for money.)
 */
export const NEGATIONS_AFTER = words([
  ...FREE_WORDS,
  "not",
  "none",
  "nil",
  "waived",
  "nahi",
  "nahin",
  "nhi",
  "नहीं",
  "नही",
  "இல்லை",
  "கிடையாது",
  "வேண்டாம்",
  "లేదు",
  "नाही",
  "নেই",
  "না",
  "ഇല്ല",
  "വേണ്ട",
]);

/** How many words either side of a phrase a negation may stand. */
export const NEGATION_REACH_WORDS = 3;
