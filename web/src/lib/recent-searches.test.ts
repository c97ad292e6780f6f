import { act } from "@testing-library/react";
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RECENT_SEARCHES_MAX, STORAGE_KEYS } from "../config";
import {
  addRecentSearch,
  clearRecentSearches,
  displayField,
  EMPTY_FIELD,
  readRecentSearches,
  useRecentSearches,
} from "./recent-searches";
import { jobsSearchPath } from "./search-path";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 10, minute));
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.recentSearches) ?? "null");

describe("recent searches", () => {
  it("stores query, location and an ISO timestamp, newest first", () => {
    addRecentSearch({ query: "plumber", location: "Delhi" }, at(1));
    addRecentSearch({ query: "mason", location: "" }, at(2));
    expect(stored()).toEqual([
      { query: "mason", location: "", timestamp: "2026-01-15T10:02:00.000Z" },
      { query: "plumber", location: "Delhi", timestamp: "2026-01-15T10:01:00.000Z" },
    ]);
    expect(readRecentSearches().map((search) => search.query)).toEqual(["mason", "plumber"]);
  });

  it(`keeps only the newest ${RECENT_SEARCHES_MAX}`, () => {
    for (let minute = 0; minute < RECENT_SEARCHES_MAX + 2; minute++) {
      addRecentSearch({ query: `job ${minute}`, location: "" }, at(minute));
    }
    const searches = readRecentSearches();
    expect(searches).toHaveLength(RECENT_SEARCHES_MAX);
    expect(searches[0]?.query).toBe(`job ${RECENT_SEARCHES_MAX + 1}`);
    expect(searches.at(-1)?.query).toBe("job 2");
  });

  it("moves a repeated search to the top instead of listing it twice, ignoring case", () => {
    addRecentSearch({ query: "plumber", location: "Delhi" }, at(1));
    addRecentSearch({ query: "painter", location: "Pune" }, at(2));
    addRecentSearch({ query: "  Plumber ", location: "DELHI" }, at(3));
    expect(readRecentSearches()).toEqual([
      { query: "Plumber", location: "DELHI", timestamp: at(3).toISOString() },
      { query: "painter", location: "Pune", timestamp: at(2).toISOString() },
    ]);
  });

  it("trims the words and never stores an empty search", () => {
    addRecentSearch({ query: "  electrician  ", location: " " }, at(1));
    addRecentSearch({ query: " ", location: "" }, at(2));
    expect(readRecentSearches()).toEqual([
      { query: "electrician", location: "", timestamp: at(1).toISOString() },
    ]);
  });

  it("tolerates corrupt or foreign storage", () => {
    localStorage.setItem(STORAGE_KEYS.recentSearches, "{not json");
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.recentSearches, JSON.stringify({ query: "x" }));
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(
      STORAGE_KEYS.recentSearches,
      JSON.stringify([null, 7, { query: 1 }, { query: "mason", location: "", timestamp: "t" }]),
    );
    expect(readRecentSearches()).toEqual([{ query: "mason", location: "", timestamp: "t" }]);

    localStorage.setItem(STORAGE_KEYS.recentSearches, "[[[");
    addRecentSearch({ query: "painter", location: "" }, at(1));
    expect(readRecentSearches()).toHaveLength(1);
  });

  it("clears", () => {
    addRecentSearch({ query: "plumber", location: "" }, at(1));
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.recentSearches)).toBeNull();
  });

  it("shows a dash for an empty field", () => {
    expect(displayField("")).toBe(EMPTY_FIELD);
    expect(displayField("  ")).toBe("—");
    expect(displayField("Delhi")).toBe("Delhi");
  });
});

describe("useRecentSearches", () => {
  function Count() {
    return `${useRecentSearches().length} recent`;
  }

  // A server-rendered page knows no searches: hydration must draw the same, then show this
  // browser's own, or React throws the server's HTML away.
  it("hydrates with none, then shows the stored ones", async () => {
    clearRecentSearches();
    const container = document.createElement("div");
    container.innerHTML = renderToString(createElement(Count));
    addRecentSearch({ query: "plumber", location: "Delhi" }, at(1));
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, createElement(Count), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("1 recent");
    act(() => root?.unmount());
  });
});

describe("jobsSearchPath", () => {
  it("keeps only the filled, trimmed words, encoded", () => {
    expect(jobsSearchPath({ query: " plumber ", location: "" })).toBe("/jobs?q=plumber");
    expect(jobsSearchPath({ query: "", location: "New Delhi" })).toBe("/jobs?location=New+Delhi");
    expect(jobsSearchPath({ query: "A&B / C", location: "Pune" })).toBe(
      "/jobs?q=A%26B+%2F+C&location=Pune",
    );
    expect(jobsSearchPath({})).toBe("/jobs");
  });
});
