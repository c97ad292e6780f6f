import { describe, expect, it } from "vitest";
import { textLanguage } from "./text-language";

describe("textLanguage", () => {
  it("names a text's language by its script when the page is in another", () => {
    expect(textLanguage("நான் கொத்தனார் வேலை செய்வேன்", "en")).toBe("ta");
    expect(textLanguage("నేను మేస్త్రి పని చేస్తాను", "hi")).toBe("te");
    expect(textLanguage("আমি রাজমিস্ত্রির কাজ করি", "en")).toBe("bn");
    expect(textLanguage("ഞാൻ മേസ്തിരി ജോലി ചെയ്യും", "en")).toBe("ml");
    expect(textLanguage("मैं राजमिस्त्री का काम करता हूँ", "ta")).toBe("hi");
    expect(textLanguage("I have 5 years of experience", "hi")).toBe("en");
  });

  it("leaves the page's own language, Devanagari on a Marathi page, and mixed text alone", () => {
    expect(textLanguage("நல்ல வேலை", "ta")).toBeUndefined();
    expect(textLanguage("मी गवंडी काम करतो", "mr")).toBeUndefined();
    expect(textLanguage("Good काम, अच्छा employer", "ta")).toBeUndefined();
    expect(textLanguage("9876543210", "en")).toBeUndefined();
  });
});
