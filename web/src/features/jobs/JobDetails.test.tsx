import { act, screen, within } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { JobDetailsTestQuery } from "../../__generated__/JobDetailsTestQuery.graphql";
import type { Session } from "../../session/session";
import { loadJobsTexts, renderAt } from "../../test/render";
import { WORKER_SESSION } from "../../test/sessions";
import { JobDetails } from "./JobDetails";

const session = vi.hoisted(() => ({ current: { status: "anonymous" } as Session }));
vi.mock("../../session/session", () => ({ useSession: () => session.current }));

const worker = WORKER_SESSION;

function Harness({ translatable = false }: { translatable?: boolean }) {
  const { job } = useLazyLoadQuery<JobDetailsTestQuery>(
    graphql`
      query JobDetailsTestQuery @relay_test_operation {
        job(id: "test") {
          ...JobDetails_job
        }
      }
    `,
    {},
  );
  return job ? <JobDetails job={job} translatable={translatable} /> : null;
}

async function renderJob(
  job: Record<string, unknown>,
  employer: Record<string, unknown>,
  options: { translatable?: boolean; title?: string } = {},
) {
  const environment = createMockEnvironment();
  renderAt("/jobs/Sm9iOjc", <Harness translatable={options.translatable} />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Job: () => ({
          id: "Sm9iOjc",
          title: "Site Electrician",
          description: "Wiring of a new building.\nWork is 9 AM to 6 PM.",
          requirements: "ITI pass\n- Own tools",
          skills: ["Wiring"],
          city: "Pune",
          state: "Maharashtra",
          jobType: "CONTRACT",
          positions: 2,
          salaryAmount: 850,
          salaryPeriod: "PER_DAY",
          duration: "3 months",
          preferredLanguages: ["mr", "Hindi"],
          requireResume: false,
          status: "ACTIVE",
          createdAt: "2026-11-01T10:00:00Z",
          mentionsPayment: false,
          ...job,
        }),
        Employer: () => ({
          companyName: "Patil Electricals",
          businessType: "contractor",
          city: "Pune",
          state: "Maharashtra",
          isVerified: true,
          address: null,
          ...employer,
        }),
      }),
    );
  });
  await screen.findByRole("heading", { name: options.title ?? "Site Electrician" });
  return environment;
}

beforeAll(loadJobsTexts);
beforeEach(() => {
  session.current = { status: "anonymous" };
});

describe("JobDetails", () => {
  it("warns workers never to pay when the job mentions a payment from them, and only then", async () => {
    await renderJob({ mentionsPayment: true }, {});
    expect(screen.getByRole("note").textContent).toContain("Never pay an employer to get a job");
  });

  it("shows no warning on a job that asks for nothing", async () => {
    await renderJob({}, {});
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("offers 'Report this job' to a signed-in worker only", async () => {
    await renderJob({}, {});
    expect(screen.queryByRole("button", { name: "Report this job" })).toBeNull();
  });

  it("shows the job's fields, keeping the employer's line breaks as text", async () => {
    await renderJob({ description: "Line one\n<b>not bold</b>" }, {});
    expect(screen.getByText("₹850")).toBeTruthy();
    expect(screen.getByText("Pune, Maharashtra")).toBeTruthy();
    expect(screen.getByText("Contract")).toBeTruthy();
    expect(screen.getByText("3 months")).toBeTruthy();
    const description = screen.getByText(/^Line one/);
    expect(description.textContent).toBe("Line one\n<b>not bold</b>");
    expect(screen.getByText("Own tools")).toBeTruthy();
    expect(screen.getByText("मराठी")).toBeTruthy();
    expect(screen.getByText("Hindi")).toBeTruthy();
    expect(document.querySelector("b")).toBeNull();
  });

  it("asks a visitor to sign in where the hidden address would be", async () => {
    await renderJob({}, { address: null });
    const employer = screen.getByRole("region", { name: "Employer" });
    expect(
      within(employer).getByText("Sign in to see the employer's address and contact details."),
    ).toBeTruthy();
    expect(within(employer).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/signin?next=/jobs/Sm9iOjc",
    );
  });

  it("shows a signed-in user the address the server sent", async () => {
    session.current = worker;
    await renderJob({}, { address: "12 MG Road, Shivajinagar, Pune" });
    expect(screen.getByText("12 MG Road, Shivajinagar, Pune")).toBeTruthy();
    expect(screen.queryByText(/Sign in to see/)).toBeNull();
  });

  it("sends a visitor who wants to apply to sign in, then back to the job", async () => {
    await renderJob({}, {});
    const apply = screen.getByRole("link", { name: "Apply for this job" });
    expect(apply.getAttribute("href")).toBe("/signin?next=/jobs/Sm9iOjc");
  });

  it("tells an employer that only workers apply", async () => {
    session.current = { ...worker, userType: "employer" };
    await renderJob({ applicationCounts: null }, { address: "12 MG Road" });
    const apply = screen.getByRole("button", { name: "Apply for this job" }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(screen.getByText(/Employers cannot apply for jobs/)).toBeTruthy();
  });

  it("says when a job no longer takes applications", async () => {
    await renderJob({ status: "EXPIRED" }, {});
    expect(screen.getByText("This job is expired and is not taking applications.")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Apply for this job" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe("JobDetails in another language than the page's", () => {
  const tamil = {
    language: "ta",
    title: "மின் பணியாளர்",
    description: "புதிய கட்டடத்தில் வயரிங் வேலை.",
    translations: [],
  };
  const translated = (failed: boolean, translations: unknown[]) => ({
    data: {
      translateJob: {
        __typename: "TranslateJobPayload",
        failed,
        job: { id: "Sm9iOjc", translations },
      },
    },
  });

  it("marks the employer's words with their language and says which it is", async () => {
    await renderJob(tamil, {}, { title: tamil.title });
    expect(screen.getByRole("heading", { name: tamil.title }).getAttribute("lang")).toBe("ta");
    expect(screen.getByText(tamil.description).getAttribute("lang")).toBe("ta");
    expect(screen.getByText("Posted in Tamil")).toBeTruthy();
    // Machine translation is off: nothing offers it.
    expect(screen.queryByRole("button", { name: "Show in English" })).toBeNull();
  });

  it("shows it in the reader's language on asking, marked as translated by computer", async () => {
    const environment = await renderJob(tamil, {}, { title: tamil.title, translatable: true });
    // Its own chunk: there once loaded.
    const button = await screen.findByRole("button", { name: "Show in English" });
    await act(async () => {
      button.click();
    });
    const asked = environment.mock.getMostRecentOperation();
    expect(asked.request.variables).toEqual({ id: "Sm9iOjc", language: "en" });
    await act(async () => {
      environment.mock.resolve(
        asked,
        translated(false, [
          {
            language: "en",
            title: "Electrician",
            description: "Wiring work in a new building.",
            machineTranslated: true,
          },
        ]),
      );
    });
    const heading = await screen.findByRole("heading", { name: "Electrician" });
    expect(heading.getAttribute("lang")).toBe("en");
    expect(
      screen.getByText("Translated by computer from Tamil. It may have mistakes."),
    ).toBeTruthy();
    expect(screen.queryByText("Posted in Tamil")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show in English" })).toBeNull();
  });

  it("keeps the original with a note when the translation failed", async () => {
    const environment = await renderJob(tamil, {}, { title: tamil.title, translatable: true });
    // Its own chunk: there once loaded.
    const button = await screen.findByRole("button", { name: "Show in English" });
    await act(async () => {
      button.click();
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(translated(true, []));
    });
    expect(
      await screen.findByText("Could not translate it now. It is shown as written."),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: tamil.title })).toBeTruthy();
  });
});
