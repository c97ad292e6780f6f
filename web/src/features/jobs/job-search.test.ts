import { describe, expect, it } from "vitest";
import { PAGE_SIZE_DEFAULT, SEARCH_TEXT_MAX } from "../../config";
import {
  activeFilterCount,
  jobSearchParams,
  jobsPageVariables,
  readJobSearch,
  withoutFilters,
} from "./job-search";

const params = (search: string) => new URLSearchParams(search);

describe("jobsPageVariables", () => {
  it("maps the REST parameter names and values to the first page of JobSearchInput", () => {
    expect(
      jobsPageVariables(
        params(
          "q=plumber&location=Delhi&state=maharashtra&city=Pune&job_type=daily_wage&salary_min=1,500&salary_period=per_day",
        ),
      ),
    ).toEqual({
      first: PAGE_SIZE_DEFAULT,
      after: null,
      filter: {
        q: "plumber",
        location: "Delhi",
        state: "Maharashtra",
        city: "Pune",
        jobType: "DAILY_WAGE",
        salaryMin: 1500,
        salaryPeriod: "PER_DAY",
      },
    });
  });

  it("asks for every job when the URL has nothing", () => {
    expect(jobsPageVariables(params(""))).toEqual({
      first: PAGE_SIZE_DEFAULT,
      after: null,
      filter: {},
    });
  });

  it("starts from a later page's cursor, and ignores one that is no cursor", () => {
    expect(jobsPageVariables(params("q=mason&cursor=WyJ0ZXh0Il0")).after).toBe("WyJ0ZXh0Il0");
    for (const cursor of ["", "a b", "<x>", "x".repeat(513)]) {
      expect(jobsPageVariables(params(`cursor=${encodeURIComponent(cursor)}`)).after).toBeNull();
    }
  });

  it("drops values that make no sense instead of failing", () => {
    expect(
      readJobSearch(
        params(
          "q=%20%20&state=Atlantis&job_type=forever&salary_min=-5&salary_period=per_year&city=",
        ),
      ),
    ).toEqual({});
    expect(readJobSearch(params("salary_min=abc"))).toEqual({});
    expect(readJobSearch(params("salary_min=1.5"))).toEqual({});
    expect(readJobSearch(params("salary_min=99999999999"))).toEqual({});
  });

  it("trims the words and cuts them to what the server accepts", () => {
    const long = "a".repeat(SEARCH_TEXT_MAX + 50);
    const search = readJobSearch(params(`q=${long}&location=%20Pune%20`));
    expect(search.q).toHaveLength(SEARCH_TEXT_MAX);
    expect(search.location).toBe("Pune");
  });
});

describe("jobSearchParams", () => {
  it("writes the REST spelling, only the fields that are set, and reads back the same search", () => {
    const search = { q: "mason", state: "Kerala", jobType: "FULL_TIME", salaryMin: 600 } as const;
    const written = jobSearchParams(search);
    expect(written.toString()).toBe("q=mason&state=Kerala&job_type=full_time&salary_min=600");
    expect(readJobSearch(written)).toEqual(search);
  });
});

describe("filters", () => {
  it("counts the active filters and removes them, keeping the words", () => {
    const search = readJobSearch(params("q=cook&location=Pune&city=Pune&job_type=part_time"));
    expect(activeFilterCount(search)).toBe(2);
    expect(withoutFilters(search)).toEqual({ q: "cook", location: "Pune" });
  });
});
