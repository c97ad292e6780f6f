import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_ANIMATION_MS, SUGGESTIONS_DEBOUNCE_MS } from "../../config";
import { i18n } from "../../i18n/i18n";
import { addRecentSearch, readRecentSearches } from "../../lib/recent-searches";
import { SearchBar, type SearchBarProps } from "./SearchBar";
import { fetchSuggestions, type Suggestion } from "./suggestions";
import { loadSuggestions } from "./use-suggestions";

vi.mock("./suggestions", () => ({ fetchSuggestions: vi.fn() }));
const fetchMock = vi.mocked(fetchSuggestions);

const role = (text: string, jobCount = 3): Suggestion => ({
  kind: "ROLE",
  text,
  state: null,
  jobCount,
});
const city = (text: string, state: string | null = null, jobCount = 3): Suggestion => ({
  kind: "CITY",
  text,
  state,
  jobCount,
});

beforeAll(async () => {
  await i18n.loadNamespaces("search");
  await loadSuggestions();
});

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue([]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function barRouter(props: SearchBarProps) {
  return createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <SearchBar {...props} />
            <p>outside</p>
          </>
        ),
      },
      { path: "/jobs", element: <h1>jobs</h1> },
    ],
    { initialEntries: ["/"] },
  );
}

function renderBar(props: SearchBarProps = {}) {
  const router = barRouter(props);
  render(<RouterProvider router={router} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const where = () => router.state.location.pathname + router.state.location.search;
  return { router, user, where };
}

const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;
const queryInput = () => screen.getByRole("combobox", { name: "Job, skill or role" });
const locationInput = () => screen.getByRole("combobox", { name: "Location" });
const submit = () => screen.getByRole("button", { name: "Search" });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// Typing key by key is slow on a busy machine; these tests wait on no real time.
describe("SearchBar", { timeout: 20_000 }, () => {
  it("does not search with both fields empty and says why", async () => {
    const { user, where } = renderBar();
    await user.type(queryInput(), "   ");
    await user.click(submit());
    await wait(SEARCH_ANIMATION_MS * 3);

    expect(where()).toBe("/");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Please enter a job title, skill or location");
    expect(queryInput()?.getAttribute("aria-invalid")).toBe("true");
    expect(queryInput().getAttribute("aria-describedby")).toBe(alert.id);
    expect(readRecentSearches()).toEqual([]);

    await user.type(locationInput(), "P");
    expect(alert.textContent).toBe("");
    expect(queryInput().hasAttribute("aria-invalid")).toBe(false);
  });

  it("trims and opens /jobs with only the filled fields after the animation", async () => {
    const { user, where } = renderBar();
    await user.type(queryInput(), "  plumber  ");
    await user.click(submit());

    expect(where()).toBe("/");
    expect(inputValue(queryInput())).toBe("plumber");
    await wait(SEARCH_ANIMATION_MS);
    expect(where()).toBe("/jobs?q=plumber");
  });

  it("encodes both fields when both are filled", async () => {
    const { user, where } = renderBar();
    await user.type(queryInput(), "tile & marble");
    await user.type(locationInput(), " New Delhi {Enter}");
    await wait(SEARCH_ANIMATION_MS);
    expect(where()).toBe("/jobs?q=tile+%26+marble&location=New+Delhi");
  });

  it("searches by location alone", async () => {
    const { user, where } = renderBar({ defaultLocation: "Pune" });
    expect(inputValue(locationInput())).toBe("Pune");
    await user.click(submit());
    await wait(SEARCH_ANIMATION_MS);
    expect(where()).toBe("/jobs?location=Pune");
  });

  it("skips the animation for people who asked for reduced motion", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    const { user, where } = renderBar({ defaultQuery: "mason" });
    await user.click(submit());
    await wait(0);
    expect(where()).toBe("/jobs?q=mason");
  });

  it("remembers each search, newest first, with an ISO timestamp", async () => {
    const { user } = renderBar();
    await user.type(queryInput(), "painter{Enter}");
    const [search] = readRecentSearches();
    expect(search).toMatchObject({ query: "painter", location: "" });
    expect(new Date(search?.timestamp ?? "").toISOString()).toBe(search?.timestamp);
  });

  it("fills the fields from the quick chips, and a second tap empties them", async () => {
    const { user, where } = renderBar();
    const plumber = screen.getByRole("button", { name: "Plumber" });
    const delhi = screen.getByRole("button", { name: "Delhi" });
    expect(
      within(screen.getByRole("group", { name: "Quick picks" })).getAllByRole("button"),
    ).toHaveLength(5);

    await user.click(plumber);
    await user.click(delhi);
    expect(inputValue(queryInput())).toBe("plumber");
    expect(inputValue(locationInput())).toBe("Delhi");
    expect(plumber?.getAttribute("aria-pressed")).toBe("true");
    expect(where()).toBe("/");

    await user.click(delhi);
    expect(inputValue(locationInput())).toBe("");
    expect(delhi?.getAttribute("aria-pressed")).toBe("false");

    await user.click(submit());
    await wait(SEARCH_ANIMATION_MS);
    expect(where()).toBe("/jobs?q=plumber");
  });

  it("shows recent searches in the empty job field, with a dash for an empty field", async () => {
    addRecentSearch({ query: "", location: "Mumbai" }, new Date(1000));
    addRecentSearch({ query: "electrician", location: "Chennai" }, new Date(2000));
    const { user, where } = renderBar();
    expect(queryInput()?.getAttribute("aria-expanded")).toBe("false");

    await user.click(queryInput());
    expect(queryInput()?.getAttribute("aria-expanded")).toBe("true");
    const list = screen.getByRole("listbox", { name: "Recent searches" });
    expect(queryInput()?.getAttribute("aria-controls")).toBe(list.id);
    const options = within(list).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "electricianChennai",
      "—any jobMumbai",
    ]);

    await user.click(options[1] as HTMLElement);
    expect(inputValue(locationInput())).toBe("Mumbai");
    await wait(SEARCH_ANIMATION_MS);
    expect(where()).toBe("/jobs?location=Mumbai");
    expect(readRecentSearches()[0]).toMatchObject({ query: "", location: "Mumbai" });
  });

  it("clears the recent searches", async () => {
    addRecentSearch({ query: "mason", location: "" });
    const { user } = renderBar();
    await user.click(queryInput());
    await user.click(screen.getByRole("button", { name: "Clear recent searches" }));
    expect(readRecentSearches()).toEqual([]);
    expect(queryInput()?.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(queryInput());
  });

  it("asks for suggestions once typing pauses and moves through them with the keyboard", async () => {
    fetchMock.mockResolvedValue([role("Plumber"), role("Plumbing helper"), role("Plumbing")]);
    const { user } = renderBar();
    await user.type(queryInput(), "plu");
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("query", "plu");

    const input = queryInput();
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(3);
    expect(input?.getAttribute("aria-expanded")).toBe("true");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);

    await user.keyboard("{ArrowDown}");
    expect(input?.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(input?.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    await user.keyboard("{ArrowUp}");
    expect(input?.getAttribute("aria-activedescendant")).toBe(options[2]?.id);
    await user.keyboard("{ArrowUp}");
    expect(options[1]?.getAttribute("aria-selected")).toBe("true");

    await user.keyboard("{Enter}");
    expect(inputValue(input)).toBe("Plumbing helper");
    expect(input?.getAttribute("aria-expanded")).toBe("false");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
  });

  it("asks the job box's suggestions for roles and the location box's for places", async () => {
    fetchMock.mockResolvedValue([role("Delivery driver")]);
    const { user, where } = renderBar();
    await user.type(queryInput(), "del");
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenLastCalledWith("query", "del");
    await user.click(screen.getByRole("option", { name: /Delivery driver/ }));
    expect(inputValue(queryInput())).toBe("Delivery driver");

    fetchMock.mockResolvedValue([
      city("Delhi", "Delhi", 12),
      { kind: "STATE", text: "Delhi NCT", state: null, jobCount: 30 },
    ]);
    await user.type(locationInput(), "del");
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenLastCalledWith("location", "del");
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "DelhiCity · Delhi · 12 open jobs",
      "Delhi NCTState · 30 open jobs",
    ]);
    await user.click(options[0] as HTMLElement);
    expect(inputValue(locationInput())).toBe("Delhi");
    expect(inputValue(queryInput())).toBe("Delivery driver");
    expect(where()).toBe("/");
  });

  it("offers suggestions in the location field too", async () => {
    fetchMock.mockResolvedValue([city("Hyderabad", "Telangana")]);
    const { user } = renderBar();
    await user.type(locationInput(), "hyd");
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(locationInput()?.getAttribute("aria-expanded")).toBe("true");
    expect(queryInput()?.getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(inputValue(locationInput())).toBe("Hyderabad");
  });

  it("closes the list on Escape and on a press outside", async () => {
    fetchMock.mockResolvedValue([role("Painter")]);
    const { user } = renderBar();
    await user.type(queryInput(), "pai");
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(queryInput()?.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(queryInput()?.getAttribute("aria-expanded")).toBe("false");
    expect(inputValue(queryInput())).toBe("pai");

    await user.keyboard("{ArrowDown}");
    expect(queryInput()?.getAttribute("aria-expanded")).toBe("true");
    await user.click(screen.getByText("outside"));
    expect(queryInput()?.getAttribute("aria-expanded")).toBe("false");
  });

  it("shows only the answer to the latest text", async () => {
    let answerFirst: (items: Suggestion[]) => void = () => undefined;
    fetchMock
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce([role("Plumber")]);
    const { user } = renderBar();
    await user.type(queryInput(), "pl");
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    await user.type(queryInput(), "u");
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    await act(async () => answerFirst([role("Plastering")]));

    expect(fetchMock.mock.calls).toEqual([
      ["query", "pl"],
      ["query", "plu"],
    ]);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      expect.stringContaining("Plumber"),
    ]);
  });

  it("shows no suggestions when they cannot be fetched", async () => {
    fetchMock.mockRejectedValue(new Error("Network error occurred"));
    const { user } = renderBar();
    await user.type(queryInput(), "car");
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(queryInput()?.getAttribute("aria-expanded")).toBe("false");
  });

  it("takes focus when asked without covering the page with a list", async () => {
    addRecentSearch({ query: "mason", location: "" });
    renderBar({ autoFocus: true });
    expect(document.activeElement).toBe(queryInput());
    expect(queryInput()?.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(queryInput());
    expect(queryInput()?.getAttribute("aria-expanded")).toBe("true");
  });

  it("keeps and searches for words typed into the server's bar before the app took it over", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<RouterProvider router={barRouter({})} />);
    document.body.append(container);
    const form = container.querySelector("form");
    // Without the app the browser submits the form itself, to the job list.
    expect(form?.getAttribute("action")).toBe("/jobs");
    const [query, location] = [...container.querySelectorAll("input")];
    expect([query?.name, location?.name]).toEqual(["q", "location"]);
    if (query) query.value = "mason";

    const router = barRouter({});
    render(<RouterProvider router={router} />, { container, hydrate: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(inputValue(queryInput())).toBe("mason");
    await user.click(submit());
    await wait(SEARCH_ANIMATION_MS);
    expect(router.state.location.pathname + router.state.location.search).toBe("/jobs?q=mason");
  });
});
