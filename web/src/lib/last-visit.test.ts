import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../config";
import { lastVisit, rememberVisit } from "./last-visit";

describe("the employer's last visit", () => {
  beforeEach(() => localStorage.clear());

  it("counts from the start before any visit, and from the remembered one after", () => {
    expect(lastVisit().getTime()).toBe(0);
    rememberVisit(new Date("2026-03-01T10:00:00Z"));
    expect(lastVisit().toISOString()).toBe("2026-03-01T10:00:00.000Z");
  });

  it("forgives what it cannot read", () => {
    localStorage.setItem(STORAGE_KEYS.employerLastVisit, "not a date");
    expect(lastVisit().getTime()).toBe(0);
  });
});
