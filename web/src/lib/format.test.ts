import { afterEach, describe, expect, it } from "vitest";
import { TIME_ZONE } from "../config";
import { setLanguageResolver } from "../i18n/current";
import { i18n } from "../i18n/i18n";
import {
  asChoice,
  countBucket,
  currentYear,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatKilobytes,
  formatMegabytes,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  initials,
  withoutFinalStop,
} from "./format";

const t = i18n.t.bind(i18n);
const now = new Date("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatCurrency", () => {
  it("writes rupees with Indian grouping and at most two decimals", () => {
    expect(formatCurrency(125000)).toBe("₹1,25,000");
    expect(formatCurrency(450.5)).toBe("₹450.5");
    expect(formatCurrency(99.999)).toBe("₹100");
    expect(formatCurrency(0)).toBe("₹0");
  });
});

describe("formatDate", () => {
  it("uses en-IN with a short month", () => {
    expect(formatDate("2026-11-22T06:00:00Z")).toBe("22 Nov 2026");
  });

  // The server (UTC) and the phone (IST) must print the same day, or hydration fails.
  it("tells the day in India whatever the device's zone", () => {
    expect(formatDate("2026-03-09T19:00:00Z")).toBe("10 Mar 2026");
  });
});

describe("formatDateTime", () => {
  it("writes en-IN with India's time of day, as the back office shows it too", () => {
    expect(formatDateTime("2026-12-07T08:52:00Z")).toBe("7 Dec 2026, 2:22 pm");
  });
});

describe("sizes", () => {
  it("writes kilobytes and megabytes with Indian grouping", () => {
    expect(formatKilobytes(1_234_567_890)).toBe("12,05,633 kB");
    expect(formatMegabytes(13_107_200)).toBe("12.5 MB");
  });
});

describe("formatPercent", () => {
  it("writes a share as a percentage to one decimal at most", () => {
    expect(formatPercent(0.4567)).toBe("45.7%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(1)).toBe("100%");
  });
});

describe("currentYear", () => {
  it("turns at midnight in India", () => {
    expect(currentYear(new Date("2025-12-31T18:29:59Z"))).toBe(2025);
    expect(currentYear(new Date("2025-12-31T18:30:00Z"))).toBe(2026);
  });

  it("is the year Intl tells in India's time zone, at every hour of the turn of a year", () => {
    const india = new Intl.DateTimeFormat("en-IN", { year: "numeric", timeZone: TIME_ZONE });
    for (let hour = -30; hour <= 30; hour++) {
      const at = new Date(Date.UTC(2030, 0, 1) + hour * 3_600_000 + 17 * 60_000);
      expect(currentYear(at), at.toISOString()).toBe(Number(india.format(at)));
    }
  });
});

describe("formatRelativeTime", () => {
  it.each([
    [0, "just now"],
    [59_000, "just now"],
    [MINUTE, "1 minute ago"],
    [59 * MINUTE, "59 minutes ago"],
    [HOUR, "1 hour ago"],
    [23 * HOUR, "23 hours ago"],
    [DAY, "1 day ago"],
    [29 * DAY, "29 days ago"],
    [30 * DAY, "1 month ago"],
    [359 * DAY, "11 months ago"],
    [364 * DAY, "1 year ago"],
    [365 * DAY, "1 year ago"],
    [3 * 365 * DAY, "3 years ago"],
  ])("%i ms ago reads %s", (elapsed, expected) => {
    expect(formatRelativeTime(t, ago(elapsed), now)).toBe(expected);
  });

  it("treats a time in the future as just now", () => {
    expect(formatRelativeTime(t, new Date(now.getTime() + HOUR), now)).toBe("just now");
  });

  it("shows days under a week, then the date, in the landing variant", () => {
    expect(formatRelativeTime(t, ago(6 * DAY), now, "landing")).toBe("6 days ago");
    expect(formatRelativeTime(t, ago(7 * DAY), now, "landing")).toBe("15 Nov 2026");
  });
});

describe("countBucket", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [9, "9"],
    [10, "10+"],
    [24, "10+"],
    [25, "25+"],
    [50, "50+"],
    [99, "50+"],
    [100, "100+"],
    [999, "100+"],
    [1000, "1,000+"],
    [123456, "1,000+"],
  ])("%i shows as %s", (count, expected) => {
    expect(countBucket(count)).toBe(expected);
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last word", () => {
    expect(initials("Ravi Kumar Singh")).toBe("RS");
    expect(initials("  sunita   devi ")).toBe("SD");
    expect(initials("Arjun")).toBe("A");
    expect(initials("")).toBe("");
    expect(initials(null)).toBe("");
    expect(initials("राम प्रसाद")).toBe("रप");
  });
});

describe("in the reader's language", () => {
  afterEach(() => setLanguageResolver(() => i18n.language));

  it("writes Hindi's money with lakh grouping and Latin digits, and its dates with Hindi months", () => {
    setLanguageResolver(() => "hi");
    expect(formatCurrency(125000)).toBe("₹1,25,000");
    expect(formatNumber(1234567)).toBe("12,34,567");
    expect(formatDate("2026-11-22T06:00:00Z")).toMatch(/^22 नव॰? 2026$/);
    expect(currentYear(new Date("2026-12-31T20:00:00Z"))).toBe(2027);
  });

  it("writes Malayalam's money and numbers in lakhs with Latin digits, and its months in Malayalam", () => {
    setLanguageResolver(() => "ml");
    expect(formatCurrency(125000)).toBe("₹1,25,000");
    expect(formatCurrency(12500000.5)).toBe("₹1,25,00,000.5");
    expect(formatCurrency(450)).toBe("₹450");
    expect(formatNumber(1234567)).toBe("12,34,567");
    expect(formatDate("2026-11-22T06:00:00Z")).toMatch(/നവം/);
    expect(formatDate("2026-11-22T06:00:00Z")).toMatch(/22/);
  });

  it("writes Marathi's money with lakh grouping, though CLDR's Marathi money pattern has none", () => {
    setLanguageResolver(() => "mr");
    expect(formatCurrency(125000)).toBe("₹1,25,000");
    expect(formatCurrency(450.5)).toBe("₹450.5");
    expect(formatNumber(1234567)).toBe("12,34,567");
    expect(formatDate("2026-11-22T06:00:00Z")).toMatch(/^22 नोव्हें/);
  });

  it("writes Tamil's money with lakh grouping and Latin digits, and its dates with Tamil months", () => {
    setLanguageResolver(() => "ta");
    expect(formatCurrency(125000)).toBe("₹1,25,000");
    expect(formatNumber(1234567)).toBe("12,34,567");
    expect(formatDate("2026-11-22T06:00:00Z")).toMatch(/^22 நவ\.?,? 2026$/);
  });

  it("writes Telugu's money with lakh grouping and Latin digits, and its dates with Telugu months", () => {
    setLanguageResolver(() => "te");
    expect(formatCurrency(125000)).toBe("₹1,25,000");
    expect(formatNumber(1234567)).toBe("12,34,567");
    expect(formatDate("2026-11-22T06:00:00Z")).toMatch(/^22,? నవం.* 2026$/);
  });

  it("writes Bhojpuri as Hindi, and Marathi and Bengali with Latin digits too", () => {
    setLanguageResolver(() => "bh");
    expect(formatDate("2026-11-22T06:00:00Z")).toMatch(/नव/);
    setLanguageResolver(() => "mr");
    expect(formatNumber(1234567)).toBe("12,34,567");
    setLanguageResolver(() => "bn");
    expect(formatCurrency(450)).toMatch(/450/);
  });

  it("writes Bengali's money with lakh grouping and Latin digits, and its months in Bengali", () => {
    setLanguageResolver(() => "bn");
    expect(formatCurrency(125000)).toBe("₹1,25,000");
    expect(formatNumber(1234567)).toBe("12,34,567");
    expect(formatDate("2026-11-22T06:00:00Z")).toMatch(/^22 নভে/);
    expect(formatDate("2026-11-22T06:00:00Z")).toMatch(/2026/);
  });
});

describe("someone else's sentence inside ours", () => {
  it("loses its own closing stop, and nothing else", () => {
    expect(withoutFinalStop("The photo does not show the PAN card.")).toBe(
      "The photo does not show the PAN card",
    );
    expect(withoutFinalStop("फ़ोटो साफ़ नहीं है। ")).toBe("फ़ोटो साफ़ नहीं है");
    expect(withoutFinalStop("Blurred photo")).toBe("Blurred photo");
    expect(withoutFinalStop("v1.2 is out of date!?")).toBe("v1.2 is out of date");
  });
});

describe("a phrase as a choice", () => {
  it("starts with a capital where the script has one", () => {
    expect(asChoice("per day")).toBe("Per day");
    expect(asChoice("प्रति दिन")).toBe("प्रति दिन");
    expect(asChoice("")).toBe("");
  });
});
