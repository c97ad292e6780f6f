import { ERROR_MESSAGES } from "@kaamsetu/shared/error-messages";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/employerJobs.json";
import { appError, fieldError } from "../../test/app-error";
import { JobForm, type SaveJob } from "./JobForm";
import { EMPTY_JOB_VALUES, type JobFormValues } from "./job-form";

beforeAll(() => i18n.loadNamespaces(["employerJobs", "errors"]));

function renderForm(
  save: SaveJob = vi.fn(async () => null),
  initialValues: JobFormValues = EMPTY_JOB_VALUES,
) {
  const router = createMemoryRouter(
    [
      {
        path: "/employer/dashboard/jobs/new",
        element: <JobForm mode="post" initialValues={initialValues} onSave={save} />,
      },
      { path: "/employer/dashboard/jobs", element: <p>my jobs</p> },
    ],
    { initialEntries: ["/employer/dashboard/jobs", "/employer/dashboard/jobs/new"] },
  );
  render(<RouterProvider router={router} />);
  return { router, save, user: userEvent.setup() };
}

const field = (name: keyof typeof english.fields) =>
  screen.getByLabelText(new RegExp(`^${english.fields[name].replace(/[()₹]/g, ".")}`));
/** A preferred language's box (the translations' boxes name the languages too). */
const preferredLanguage = (name: string) =>
  within(
    screen.getByRole("group", { name: new RegExp(`^${english.fields.preferred_languages}`) }),
  ).getByLabelText(name);
/** The error said beside a field (not its hint). */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id.endsWith("-error"))
    .map((id) => document.getElementById(id)?.textContent);
const button = (name: string) => screen.getByRole("button", { name });

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("title"), "Electrician");
  await user.selectOptions(field("job_type"), "DAILY_WAGE");
  await user.clear(field("positions"));
  await user.type(field("positions"), "3");
  await user.selectOptions(field("state"), "Maharashtra");
  await user.selectOptions(field("city"), "Pune");
}

/**
 * Step 1 passed, on to step 2. Step 2 has its own address, so it arrives with a navigation that
 * settles after the click: wait until it is on screen before touching its fields.
 */
async function toDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button(english.form.next));
  await screen.findByText("Step 2 of 2");
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("description"), "Wiring for a new house");
  await user.type(field("salary_amount"), "950");
  await user.selectOptions(field("salary_period"), "PER_DAY");
}

describe("the job form", () => {
  it("checks step 1 before step 2, with the spec's words by each field", async () => {
    const { user, router } = renderForm();
    expect(screen.getByText("Step 1 of 2")).toBeTruthy();
    await user.clear(field("positions"));
    await user.type(field("positions"), "0");
    await user.click(button(english.form.next));

    expect(errorOf(field("title"))).toEqual([ERROR_MESSAGES.jobTitleRequired]);
    expect(errorOf(field("job_type"))).toEqual([ERROR_MESSAGES.jobTypeRequired]);
    expect(errorOf(field("positions"))).toEqual([ERROR_MESSAGES.positionsMin]);
    expect(errorOf(field("state"))).toEqual([ERROR_MESSAGES.stateRequired]);
    expect(errorOf(field("city"))).toEqual([]);
    expect(document.activeElement).toBe(field("title"));
    expect(router.state.location.search).toBe("");

    await fillBasics(user);
    await user.click(button(english.form.next));
    expect(await screen.findByText("Step 2 of 2")).toBeTruthy();
    expect(router.state.location.search).toBe("?step=2");
    expect(screen.getByRole("heading", { name: english.form.steps.details })).toBeTruthy();
  });

  it("offers the cities of the chosen state, and starts over at all cities for another", async () => {
    const { user } = renderForm();
    const city = field("city") as HTMLSelectElement;
    expect(city.disabled).toBe(true);
    await user.selectOptions(field("state"), "Maharashtra");
    expect(city.options[0]?.textContent).toBe(english.form.allCities);
    expect([...city.options].map((option) => option.value)).toContain("Pune");
    await user.selectOptions(city, "Pune");
    await user.selectOptions(field("state"), "Bihar");
    expect(city.value).toBe("");
    expect([...city.options].map((option) => option.value)).not.toContain("Pune");
  });

  it("keeps everything typed when going back, by the button or the browser", async () => {
    const { user, router } = renderForm();
    await fillBasics(user);
    await user.click(button(english.form.next));
    await user.type(await screen.findByLabelText(english.fields.description), "Wiring work");
    await user.click(preferredLanguage("हिन्दी"));
    await user.click(button(english.form.back));

    expect(await screen.findByText("Step 1 of 2")).toBeTruthy();
    expect((field("title") as HTMLInputElement).value).toBe("Electrician");
    expect((field("city") as HTMLSelectElement).value).toBe("Pune");
    await user.click(button(english.form.next));
    expect(
      ((await screen.findByLabelText(english.fields.description)) as HTMLTextAreaElement).value,
    ).toBe("Wiring work");
    expect((preferredLanguage("हिन्दी") as HTMLInputElement).checked).toBe(true);

    await act(() => router.navigate(-1));
    expect((field("positions") as HTMLInputElement).value).toBe("3");
    expect(router.state.location.pathname).toBe("/employer/dashboard/jobs/new");
  });

  it("checks step 2 and sends the whole job", async () => {
    const save = vi.fn<SaveJob>(async () => null);
    const { user } = renderForm(save);
    await fillBasics(user);
    await toDetails(user);
    await user.click(button(english.form.post));
    expect(errorOf(field("description"))).toEqual([ERROR_MESSAGES.jobDescriptionRequired]);
    expect(errorOf(field("salary_amount"))).toEqual([ERROR_MESSAGES.salaryInvalid]);
    expect(save).not.toHaveBeenCalled();

    await fillDetails(user);
    await user.click(button(english.form.post));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Electrician",
        jobType: "DAILY_WAGE",
        positions: 3,
        state: "Maharashtra",
        city: "Pune",
        description: "Wiring for a new house",
        salaryAmount: 950,
        salaryPeriod: "PER_DAY",
      }),
    );
  });

  it("never posts on Enter in a box before the last: skills become chips, Enter moves on", async () => {
    const save = vi.fn<SaveJob>(async () => null);
    const { user } = renderForm(save);
    await user.type(field("title"), "Electrician{Enter}");
    expect(screen.getByText("Step 1 of 2")).toBeTruthy();
    await fillBasics(user);
    await toDetails(user);
    await fillDetails(user);
    await user.type(field("skills"), "wiring{Enter}fan fitting{Enter}");
    await user.type(field("salary_amount"), "{Enter}");
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText("wiring")).toBeTruthy();
    await user.click(button(english.form.post));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ skills: ["wiring", "fan fitting"] }),
    );
  });

  it("puts the server's field errors by their fields, back on step 1 when one is there", async () => {
    const save = vi.fn<SaveJob>(async () =>
      appError("VALIDATION", "validationError", {
        fieldErrors: [
          fieldError("salary_amount", "salaryInvalid"),
          fieldError("city", "cityNotInState"),
        ],
      }),
    );
    const { user, router } = renderForm(save);
    await fillBasics(user);
    await toDetails(user);
    await fillDetails(user);
    await user.click(button(english.form.post));

    // Going back to step 1 is a navigation that settles after the save's answer: wait for
    // where it ends (step 1 shown, focus on the field), not for a moment after it.
    expect(await screen.findByText("Step 1 of 2", {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field("city")));
    expect(router.state.location.search).toBe("");
    expect(errorOf(field("city"))).toEqual([ERROR_MESSAGES.cityNotInState]);
    // Step 1 cannot be left while the server's complaint stands; a change clears it.
    await user.click(button(english.form.next));
    expect(screen.getByText("Step 1 of 2")).toBeTruthy();
    await user.selectOptions(field("city"), "Mumbai");
    await user.click(button(english.form.next));
    expect(errorOf(await screen.findByLabelText(/^Salary amount/))).toEqual([
      ERROR_MESSAGES.salaryInvalid,
    ]);
  });

  it("keeps every value and says so when saving fails", async () => {
    const save = vi.fn<SaveJob>(async () => {
      throw new Error("offline");
    });
    const { user } = renderForm(save);
    await fillBasics(user);
    await toDetails(user);
    await fillDetails(user);
    await user.click(button(english.form.post));

    expect((await screen.findByRole("alert")).textContent).toBe(english.errors.saveFailed);
    expect((field("description") as HTMLTextAreaElement).value).toBe("Wiring for a new house");
    expect((field("salary_amount") as HTMLInputElement).value).toBe("950");

    save.mockResolvedValueOnce(appError("UNAVAILABLE", "serverError"));
    await user.click(button(english.form.post));
    expect((await screen.findByRole("alert")).textContent).toBe(english.errors.saveFailed);
    expect(save).toHaveBeenCalledTimes(2);
  });
});
