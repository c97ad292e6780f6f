import { describe, expect, it } from "vitest";
import { mentionsPayment, moneyRequestPhrases } from "./money-request.js";
import { MONEY_REQUEST_PATTERNS } from "./money-request-patterns.js";

// The shield's patterns in every language SPEC names: posts that ask workers for money are
// caught (true positives), and posts that only state the pay or say there is no fee are not
// (false positives).

const ASKS_FOR_MONEY: Record<string, string[]> = {
  en: [
    "Registration fee of ₹2,000 is compulsory.",
    "Candidates must pay a security deposit before joining.",
    "Training charges Rs. 1500 will be taken on day one.",
    "Pay ₹500 to confirm your seat.",
    "pay rs 300 first to book the job",
    "Send payment to rakesh.jobs@okaxis",
    "UPI: 9876543210@ybl",
    "Deposit of ₹1000 refundable after 3 months.",
    "Joining fees 750/- only",
  ],
  "hi-Latn": [
    "Registration fees dena hoga",
    "Pehle 500 rupaye jama karna hoga",
    "fees jama karein aur kaam shuru karein",
    "jama rashi 1000 rupees",
    "pehle paise bhejo phir joining",
  ],
  hi: [
    "पंजीकरण शुल्क ₹500 देना होगा",
    "जमा राशि 2000 रुपये",
    "सिक्योरिटी डिपॉजिट जरूरी है",
    "रजिस्ट्रेशन फ़ीस लगेगी",
    "पहले ₹300 जमा करें",
    "ट्रेनिंग चार्ज अलग से",
  ],
  ta: ["பதிவுக் கட்டணம் ₹500", "வைப்புத் தொகை 2000 ரூபாய்", "கட்டணம் செலுத்த வேண்டும்"],
  te: ["రిజిస్ట్రేషన్ ఫీజు ₹500", "సెక్యూరిటీ డిపాజిట్ అవసరం", "ఫీజు చెల్లించాలి"],
  mr: ["नोंदणी शुल्क ₹५००", "अनामत रक्कम भरावी", "शुल्क आधी भरावे लागेल"],
  bn: ["রেজিস্ট্রেশন ফি ৫০০ টাকা", "জামানত হিসেবে ২০০০ টাকা", "টাকা আগে জমা দিতে হবে"],
  ml: ["രജിസ്ട്രേഷൻ ഫീസ് ₹500", "സെക്യൂരിറ്റി ഡെപ്പോസിറ്റ് വേണം", "ഫീസ് അടയ്ക്കണം"],
};

const ASKS_FOR_NOTHING: Record<string, string[]> = {
  en: [
    "₹500 per day, paid every Saturday.",
    "Salary Rs. 15,000 per month plus overtime.",
    "No registration fee. No deposit of any kind.",
    "Registration is free; training fee not charged.",
    "Free training for freshers.",
    "We pay ₹700 daily to every helper.",
    "Contact us at hr@company.com or hr@paytm.com",
    "Security guard needed for night shift.",
    "Never pay a deposit to anyone claiming to be us.",
  ],
  "hi-Latn": [
    "koi fees nahi",
    "koi registration fees nahi hai",
    "registration fees nahi lagegi",
    "rozana 600 rupaye milenge",
  ],
  hi: ["कोई शुल्क नहीं", "पंजीकरण शुल्क नहीं है", "₹500 प्रतिदिन मजदूरी", "निःशुल्क प्रशिक्षण"],
  ta: ["பதிவுக் கட்டணம் இல்லை", "தினசரி ₹600 சம்பளம்"],
  te: ["రిజిస్ట్రేషన్ ఫీజు లేదు", "రోజుకు ₹600 జీతం"],
  mr: ["नोंदणी शुल्क नाही", "दररोज ₹६०० पगार", "मोफत नोंदणी शुल्क"],
  bn: ["রেজিস্ট্রেশন ফি নেই", "দৈনিক ৬০০ টাকা মজুরি"],
  ml: ["രജിസ്ട്രേഷൻ ഫീസ് ഇല്ല", "ദിവസം ₹600 കൂലി"],
};

describe("moneyRequestPhrases", () => {
  for (const [language, texts] of Object.entries(ASKS_FOR_MONEY)) {
    it.each(texts)(`catches (${language}): %s`, (text) => {
      expect(moneyRequestPhrases(text).length).toBeGreaterThan(0);
    });
  }
  for (const [language, texts] of Object.entries(ASKS_FOR_NOTHING)) {
    it.each(texts)(`lets pass (${language}): %s`, (text) => {
      expect(moneyRequestPhrases(text)).toEqual([]);
    });
  }

  it("names the phrases it matched, each once, from every text", () => {
    expect(
      moneyRequestPhrases(
        "Helpers wanted",
        "Registration fee ₹2,000. Registration fee is paid at the office.",
        "Pay to rakesh@okaxis",
      ),
    ).toEqual(["registration fee", "rakesh@okaxis"]);
  });

  it("reads a negation only in the phrase's own clause", () => {
    expect(moneyRequestPhrases("No experience needed. Registration fee ₹500.")).toEqual([
      "registration fee",
    ]);
    expect(moneyRequestPhrases("Deposit of ₹500, no refund")).toEqual(["deposit of ₹500"]);
  });

  it("reads फ़ीस with its nukta and without alike", () => {
    expect(moneyRequestPhrases("रजिस्ट्रेशन फ़ीस")).toEqual(moneyRequestPhrases("रजिस्ट्रेशन फीस"));
  });

  it("has patterns for every language SPEC names", () => {
    const languages = new Set(MONEY_REQUEST_PATTERNS.map((entry) => entry.language));
    expect([...languages].sort()).toEqual(["bn", "en", "hi", "ml", "mr", "ta", "te"]);
  });
});

describe("mentionsPayment", () => {
  const job = (description: string) => ({ title: "Helpers", description, requirements: null });

  it("warns on a fee or deposit named without a demand, which does not hold the job", () => {
    for (const text of [
      "A small fee is taken for the uniform on day one.",
      "यूनिफॉर्म के लिए फीस कटेगी",
      "சீருடைக்கு கட்டணம் உண்டு",
    ]) {
      expect(moneyRequestPhrases(text)).toEqual([]);
      expect(mentionsPayment(job(text))).toBe(true);
    }
  });

  it("does not warn on pay alone or on 'no fees'", () => {
    for (const text of ["₹500 per day", "No fees. Free uniform.", "koi fees nahi", "कोई शुल्क नहीं"]) {
      expect(mentionsPayment(job(text))).toBe(false);
    }
  });

  it("looks at the title, description and requirements", () => {
    const job = { title: "Packers", description: "₹600 per day", requirements: null };
    expect(mentionsPayment(job)).toBe(false);
    expect(mentionsPayment({ ...job, requirements: "Bring ₹1000 security deposit" })).toBe(true);
    expect(mentionsPayment({ ...job, title: "Packers, registration fee ₹200" })).toBe(true);
  });
});
