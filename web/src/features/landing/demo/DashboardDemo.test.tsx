import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_TOUR_STEP_MS, DEMO_TOUR_STEPS } from "../../../config";
import { i18n } from "../../../i18n/i18n";
import { DashboardDemo } from "./DashboardDemo";
import { TOUR } from "./tour";

beforeAll(async () => {
  await i18n.loadNamespaces("landing");
});

afterEach(() => {
  vi.useRealTimers();
});

const tab = (name: string | RegExp) => screen.getByRole("tab", { name });
const selected = (name: string | RegExp) => tab(name).getAttribute("aria-selected") === "true";
const figure = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
const caption = () => document.querySelector(".demo-tour__caption")?.textContent ?? "";

describe("the dashboard demo", () => {
  it("switches between the employer and the worker preview", async () => {
    const user = userEvent.setup();
    render(<DashboardDemo />);
    screen.getByRole("tablist", { name: "Employer dashboard" });
    expect(screen.getByRole("button", { name: "Employer Dashboard" }).ariaPressed).toBe("true");

    await user.click(screen.getByRole("button", { name: "Worker Dashboard" }));
    screen.getByRole("tablist", { name: "Worker dashboard" });
    expect(screen.queryByRole("tablist", { name: "Employer dashboard" })).toBeNull();
    await user.click(tab("Profile"));
    expect(screen.getByRole("tabpanel").textContent).toMatch(/Aadhaar verified/);

    await user.click(screen.getByRole("button", { name: "Employer Dashboard" }));
    expect(selected("Home")).toBe(true);
  });

  it("keeps the tabs that need an account disabled", async () => {
    const user = userEvent.setup();
    render(<DashboardDemo />);
    for (const name of [/^My Jobs/, /^Applications/])
      expect(tab(name)).toHaveProperty("disabled", true);
    for (const name of ["Home", "Post Job", "Analytics"])
      expect(tab(name)).toHaveProperty("disabled", false);

    await user.click(screen.getByRole("button", { name: "Worker Dashboard" }));
    for (const name of [/^Find Jobs/, /^Applications/])
      expect(tab(name)).toHaveProperty("disabled", true);
    for (const name of ["Dashboard", "Profile"])
      expect(tab(name)).toHaveProperty("disabled", false);
  });

  it("moves between the open tabs with the arrow keys, past the disabled ones", async () => {
    const user = userEvent.setup();
    render(<DashboardDemo />);
    await user.click(tab("Post Job"));
    await user.keyboard("{ArrowRight}");
    expect(selected("Analytics")).toBe(true);
    expect(document.activeElement).toBe(tab("Analytics"));
    await user.keyboard("{ArrowRight}");
    expect(selected("Home")).toBe(true);
    await user.keyboard("{End}");
    expect(selected("Analytics")).toBe(true);
  });

  it("shows step 1 of 2 of the job form", async () => {
    const user = userEvent.setup();
    render(<DashboardDemo />);
    await user.click(tab("Post Job"));
    const panel = screen.getByRole("tabpanel");
    within(panel).getByText("Step 1 of 2");
    within(panel).getByText("Job title");
  });

  it("changes the analytics for a week, a month and a year", async () => {
    const user = userEvent.setup();
    render(<DashboardDemo />);
    await user.click(tab("Analytics"));
    expect(screen.getByRole("button", { name: "Week" }).ariaPressed).toBe("true");
    expect(figure("Applications")).toBe("38");

    await user.click(screen.getByRole("button", { name: "Month" }));
    expect(figure("Applications")).toBe("191");
    expect(figure("Job views")).toBe("5,460");
    screen.getByText("Applications per week");

    await user.click(screen.getByRole("button", { name: "Year" }));
    expect(figure("Applications")).toBe("2,310");
    expect(document.querySelectorAll(".demo-bars li")).toHaveLength(12);
  });

  it("tours four steps, one every 3 seconds, opening the tab of each", () => {
    vi.useFakeTimers();
    render(<DashboardDemo />);
    expect(DEMO_TOUR_STEPS).toBe(TOUR.employer.length);
    expect(caption()).toMatch(/^Tip 1 of 4/);
    expect(document.querySelector(".demo-spot--on")).not.toBeNull();

    act(() => vi.advanceTimersByTime(DEMO_TOUR_STEP_MS - 1));
    expect(caption()).toMatch(/^Tip 1 of 4/);
    act(() => vi.advanceTimersByTime(1));
    expect(caption()).toMatch(/^Tip 2 of 4/);

    act(() => vi.advanceTimersByTime(DEMO_TOUR_STEP_MS));
    expect(caption()).toMatch(/^Tip 3 of 4/);
    expect(selected("Post Job")).toBe(true);

    act(() => vi.advanceTimersByTime(DEMO_TOUR_STEP_MS));
    expect(caption()).toMatch(/^Tip 4 of 4/);
    expect(selected("Analytics")).toBe(true);

    act(() => vi.advanceTimersByTime(DEMO_TOUR_STEP_MS));
    expect(caption()).toMatch(/^Tip 1 of 4/);
    expect(selected("Home")).toBe(true);
  });

  it("holds the tour while paused, and while the pointer is over it", () => {
    vi.useFakeTimers();
    render(<DashboardDemo />);
    const pause = screen.getByRole("button", { name: "Pause the tour" });
    act(() => pause.click());
    act(() => vi.advanceTimersByTime(DEMO_TOUR_STEP_MS * 3));
    expect(caption()).toMatch(/^Tip 1 of 4/);

    act(() => screen.getByRole("button", { name: "Play the tour" }).click());
    const demo = document.querySelector(".demo") as HTMLElement;
    act(() => {
      demo.dispatchEvent(
        new MouseEvent("mouseover", { bubbles: true, relatedTarget: document.body }),
      );
    });
    act(() => vi.advanceTimersByTime(DEMO_TOUR_STEP_MS * 3));
    expect(caption()).toMatch(/^Tip 1 of 4/);
  });

  it("stops the tour once the visitor picks a tab", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.useFakeTimers();
    render(<DashboardDemo />);
    await user.click(tab("Analytics"));
    await user.unhover(tab("Analytics"));
    act(() => vi.advanceTimersByTime(DEMO_TOUR_STEP_MS * 2));
    expect(selected("Analytics")).toBe(true);
    expect(caption()).toMatch(/exploring on your own/);
    expect(document.querySelector(".demo-spot--on")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Play the tour" }));
    expect(caption()).toMatch(/^Tip 1 of 4/);
    expect(selected("Home")).toBe(true);
  });
});
