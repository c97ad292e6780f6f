import { describe, expect, it } from "vitest";
import { copyAge } from "./offline-age";

const HOUR = 60 * 60 * 1000;

describe("copyAge", () => {
  const now = Date.UTC(2026, 10, 27, 12);

  it("says hours, days and minutes in English", () => {
    expect(copyAge(now - 2 * HOUR, now, "en")).toBe("2 hours ago");
    expect(copyAge(now - 3 * 24 * HOUR, now, "en")).toBe("3 days ago");
    expect(copyAge(now - 5 * 60 * 1000, now, "en")).toBe("5 minutes ago");
    expect(copyAge(now - 10_000, now, "en")).toBe("this minute");
  });

  it("speaks the reader's language", () => {
    expect(copyAge(now - 2 * HOUR, now, "hi")).toBe("2 घंटे पहले");
  });

  it("never says a copy is from the future", () => {
    expect(copyAge(now + HOUR, now, "en")).toBe("this minute");
  });
});
