import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import { loadJobsTexts, renderAt } from "../../test/render";
import { JobFilters } from "./JobFilters";
import { readJobSearch } from "./job-search";

function FiltersOfUrl() {
  const [params] = useSearchParams();
  const search = useMemo(() => readJobSearch(params), [params]);
  return <JobFilters search={search} />;
}

const render = (path: string) => renderAt(path, <FiltersOfUrl />);
const searchOf = (router: ReturnType<typeof render>) => router.state.location.search;

beforeAll(loadJobsTexts);

describe("JobFilters", () => {
  it("applies a state picked from the list at once, keeping the search words", async () => {
    const router = render("/jobs?q=plumber");
    await userEvent.selectOptions(screen.getByLabelText("State"), "Kerala");
    expect(searchOf(router)).toBe("?q=plumber&state=Kerala");
    await userEvent.selectOptions(screen.getByLabelText("Job type"), "Daily wage");
    expect(searchOf(router)).toBe("?q=plumber&state=Kerala&job_type=daily_wage");
  });

  it("names the states in the reader's script and puts the English name in the URL", async () => {
    await i18n.changeLanguage("hi");
    try {
      await i18n.loadNamespaces(["jobs", "names"]);
      const router = render("/jobs");
      const picker = screen.getByLabelText(i18n.t("jobs:filters.state")) as HTMLSelectElement;
      const option = [...picker.options].find((each) => each.value === "Maharashtra");
      expect(option?.textContent).toBe("महाराष्ट्र");
      await userEvent.selectOptions(picker, "महाराष्ट्र");
      expect(searchOf(router)).toBe("?state=Maharashtra");
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("applies a typed city and minimum pay with the button", async () => {
    const router = render("/jobs?location=Maharashtra");
    await userEvent.type(screen.getByLabelText("City"), "Pune");
    await userEvent.type(screen.getByLabelText("Minimum pay (₹)"), "1,500");
    expect(searchOf(router)).toBe("?location=Maharashtra");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(searchOf(router)).toBe("?location=Maharashtra&city=Pune&salary_min=1500");
    await userEvent.selectOptions(screen.getByLabelText("Pay period"), "Per day");
    expect(searchOf(router)).toBe(
      "?location=Maharashtra&city=Pune&salary_min=1500&salary_period=per_day",
    );
  });

  it("refuses a minimum pay that is not whole rupees", async () => {
    const router = render("/jobs");
    await userEvent.type(screen.getByLabelText("Minimum pay (₹)"), "five hundred{Enter}");
    expect(screen.getByText("Enter whole rupees, like 500.")).toBeTruthy();
    expect(searchOf(router)).toBe("");
  });

  it("counts the active filters on the toggle and clears them all", async () => {
    const router = render("/jobs?q=cook&state=Goa&job_type=part_time");
    const toggle = screen.getByRole("button", { name: /Filters/ });
    expect(toggle.textContent).toContain("2 filters on");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(screen.getByRole("link", { name: "Clear filters" }));
    expect(searchOf(router)).toBe("?q=cook");
  });

  it("is a GET form to /jobs with the URL's parameter names, keeping the search words", () => {
    render("/jobs?q=cook&location=Pune&state=Goa");
    const form = screen.getByLabelText("State").closest("form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/jobs");
    expect(form.getAttribute("method")).toBe("get");
    expect([...new FormData(form).entries()]).toEqual([
      ["q", "cook"],
      ["location", "Pune"],
      ["state", "Goa"],
      ["city", ""],
      ["job_type", ""],
      ["salary_min", ""],
      ["salary_period", ""],
    ]);
    // The toggle unfolds the form by its address before the app has taken over.
    expect(screen.getByRole("button", { name: /Filters/ }).getAttribute("href")).toBe(
      `#${form.id}`,
    );
  });

  it("shows what the URL says after going back", async () => {
    const router = render("/jobs?state=Goa");
    await userEvent.selectOptions(screen.getByLabelText("State"), "Bihar");
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("Bihar");
    await act(() => router.navigate(-1));
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("Goa");
  });
});
