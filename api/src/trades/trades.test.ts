import { TRADE_NAME_LANGUAGES } from "@kaamsetu/shared/trades";
import { describe, expect, it } from "vitest";
import { foldScripts } from "../text-fold.js";
import { TRADE_NAMES, TRADES, tradeKey, tradesIn, tradesOf } from "./trades.js";

// The trades table in the Indian scripts: every trade named in each script, no word
// of two trades, and each spelling read the same however it is encoded.

describe("the trades table", () => {
  it("names every trade in every script's language", () => {
    for (const { trade, names } of TRADES) {
      for (const lang of TRADE_NAME_LANGUAGES) {
        expect(names[lang]?.length ?? 0, `${trade} in ${lang}`).toBeGreaterThan(0);
      }
    }
  });

  it("gives no word to two trades", () => {
    const owner = new Map<string, string>();
    for (const { trade, synonyms } of TRADES) {
      for (const key of [trade, ...synonyms].map(tradeKey)) {
        expect(owner.get(key) ?? trade, key).toBe(trade);
        owner.set(key, trade);
      }
    }
    for (const { trade, key } of TRADE_NAMES) {
      expect(owner.get(key) ?? trade, key).toBe(trade);
      owner.set(key, trade);
    }
  });

  it("reads a job's or a worker's words in any script as the trade", () => {
    expect(tradesIn("प्लंबर चाहिए")).toEqual(["plumber"]);
    expect(tradesIn("काठ मिस्त्री")).toEqual(["carpenter"]);
    expect(tradesIn("मिस्त्री")).toEqual(["mason"]);
    expect(tradesOf(["ഇലക്ട്രീഷ്യൻ", "Plumber"])).toEqual(["electrician", "plumber"]);
  });
});

describe("folding the scripts' encodings", () => {
  it("makes one spelling of a nukta letter and its two code points", () => {
    expect(foldScripts("ब\u095Dई")).toBe(foldScripts("बढ\u093Cई"));
    expect(tradeKey("ब\u095Dई")).toBe(tradeKey("बढ़ई"));
  });

  it("makes Malayalam's old chillus the atomic ones", () => {
    expect(foldScripts("ഇലക്ട്രീഷ്യന്\u200D")).toBe("ഇലക്ട്രീഷ്യൻ");
    expect(foldScripts("വെല്\u200Dഡര്\u200D")).toBe("വെൽഡർ");
  });

  it("drops ZWJ, ZWNJ and soft hyphens, which only shape letters", () => {
    expect(foldScripts("వైర్\u200Cమ్యాన్")).toBe("వైర్మ్యాన్");
    expect(tradeKey("प्लं\u200Dबर")).toBe("प्लंबर");
    expect(tradeKey("plum\u00ADber")).toBe("plumber");
  });

  it("leaves Latin text and different spellings alone", () => {
    expect(foldScripts("Raj Mistri")).toBe("Raj Mistri");
    expect(tradeKey("प्लम्बर")).not.toBe(tradeKey("प्लंबर"));
  });
});
