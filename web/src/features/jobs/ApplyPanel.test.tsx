import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApplyPanelTestQuery } from "../../__generated__/ApplyPanelTestQuery.graphql";
import type { Session } from "../../session/session";
import { appErrorAnswer, fieldError } from "../../test/app-error";
import { loadJobsTexts, renderAt } from "../../test/render";
import { WORKER_SESSION } from "../../test/sessions";
import { ApplyPanel } from "./ApplyPanel";

const session = vi.hoisted(() => ({ current: { status: "anonymous" } as Session }));
vi.mock("../../session/session", () => ({ useSession: () => session.current }));
const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock("../../relay/upload", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../relay/upload")>()),
  uploadFile: upload.uploadFile,
}));

const worker = WORKER_SESSION;

function Harness() {
  const { job } = useLazyLoadQuery<ApplyPanelTestQuery>(
    graphql`
      query ApplyPanelTestQuery @relay_test_operation {
        job(id: "test") {
          ...ApplyPanel_job
        }
      }
    `,
    {},
  );
  return job ? <ApplyPanel job={job} /> : null;
}

/** Answers the form's gate check (User.applyRefusal) as it opens: null lets the worker apply. */
function answerGate(environment: ReturnType<typeof createMockEnvironment>, refusal: unknown) {
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === "ApplyFormGateQuery"
      ? { data: { viewer: { id: "VXNlcjox", applyRefusal: refusal } } }
      : null,
  );
}

async function renderPanel(job: Record<string, unknown> = {}, refusal: unknown = null) {
  const environment = createMockEnvironment();
  answerGate(environment, refusal);
  renderAt("/jobs/Sm9iOjc", <Harness />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Job: () => ({
          id: "Sm9iOjc",
          status: "ACTIVE",
          requireResume: false,
          viewerApplication: null,
          applicationCounts: null,
          ...job,
        }),
      }),
    );
  });
  await screen.findByRole("region");
  return { environment, user: userEvent.setup() };
}

const appliedPayload = {
  data: {
    applyToJob: {
      __typename: "ApplyToJobPayload",
      application: {
        id: "QXBwOjE=",
        status: "PENDING",
        job: { id: "Sm9iOjc", viewerApplication: { id: "QXBwOjE=", status: "PENDING" } },
      },
    },
  },
};

beforeAll(loadJobsTexts);
beforeEach(() => {
  session.current = { status: "anonymous" };
  upload.uploadFile.mockReset();
});

describe("the apply panel", () => {
  it("sends a visitor to sign in and back to the job", async () => {
    await renderPanel();
    const apply = screen.getByRole("link", { name: "Apply for this job" });
    expect(apply.getAttribute("href")).toBe("/signin?next=/jobs/Sm9iOjc");
  });

  it("shows an employer no form", async () => {
    session.current = { ...worker, userType: "employer" };
    await renderPanel();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText(/Employers cannot apply/)).toBeTruthy();
  });

  it("shows an employer their own job's applicants and editor instead", async () => {
    session.current = { ...worker, userType: "employer" };
    await renderPanel({ applicationCounts: { total: 4 } });
    expect(screen.queryByText(/Employers cannot apply/)).toBeNull();
    expect(screen.getByRole("link", { name: "View applicants (4)" }).getAttribute("href")).toBe(
      "/employer/dashboard/jobs/Sm9iOjc/applications",
    );
    expect(screen.getByRole("link", { name: "Edit job" }).getAttribute("href")).toBe(
      "/employer/dashboard/jobs/Sm9iOjc/edit",
    );
  });

  it("shows a worker who applied where the application stands", async () => {
    session.current = worker;
    await renderPanel({ viewerApplication: { id: "QXBwOjE=", status: "SHORTLISTED" } });
    expect(screen.getByText("You applied")).toBeTruthy();
    // The status's words load with the first status a job page shows.
    expect(await screen.findByText("Shortlisted")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View my applications" }).getAttribute("href")).toBe(
      "/labour/dashboard/applications",
    );
    expect(screen.queryByRole("button", { name: "Send application" })).toBeNull();
  });

  it("applies with a note and says so, then shows the status", async () => {
    session.current = worker;
    const { environment, user } = await renderPanel();
    await user.type(await screen.findByLabelText(/A note for the employer/), "I have tools");
    await user.click(screen.getByRole("button", { name: "Send application" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      jobId: "Sm9iOjc",
      input: { coverNote: "I have tools", resumeUrl: null },
    });
    await act(async () => environment.mock.resolve(operation, appliedPayload));
    expect(await screen.findByText(/Your application was submitted/)).toBeTruthy();
    expect(screen.getByText("You applied")).toBeTruthy();
    expect(screen.getByText("Pending")).toBeTruthy();
  });

  it("asks for the resume a job requires before sending anything", async () => {
    session.current = worker;
    const { environment, user } = await renderPanel({ requireResume: true });
    await user.click(await screen.findByRole("button", { name: "Send application" }));
    expect(screen.getByText("Please choose your resume: this job asks for one.")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it("refuses a resume of the wrong type or size before uploading", async () => {
    session.current = worker;
    await renderPanel({ requireResume: true });
    // The file picker's filter is a hint a worker can switch off: the form checks again.
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText(/^Resume/);
    await user.upload(input, new File(["x"], "song.mp3", { type: "audio/mpeg" }));
    expect(screen.getByText("Invalid resume file type")).toBeTruthy();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], "cv.pdf", { type: "application/pdf" });
    await user.upload(input, big);
    expect(screen.getByText("File size is too large")).toBeTruthy();
  });

  it("uploads the resume on submit and sends its address", async () => {
    session.current = worker;
    upload.uploadFile.mockResolvedValue({
      url: "/files/resume/abc.pdf",
      contentType: "application/pdf",
      size: 4,
    });
    const { environment, user } = await renderPanel({ requireResume: true });
    const file = new File(["%PDF"], "cv.pdf", { type: "application/pdf" });
    await user.upload(await screen.findByLabelText(/^Resume/), file);
    expect(screen.getByText(/Chosen: cv.pdf/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send application" }));
    expect(upload.uploadFile).toHaveBeenCalledWith(file, "resume");
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      coverNote: null,
      resumeUrl: "/files/resume/abc.pdf",
    });
  });

  it("says why an application failed when the worker can act on it", async () => {
    session.current = worker;
    const { environment, user } = await renderPanel();
    await user.click(await screen.findByRole("button", { name: "Send application" }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          applyToJob: appErrorAnswer("CONFLICT", "alreadyApplied"),
        },
      }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to submit application");
    expect(alert.textContent).toContain("You have already applied for this job");
  });

  it("says which fields the completion gate misses and links to them and back to the job", async () => {
    session.current = worker;
    const { environment, user } = await renderPanel();
    await user.type(await screen.findByLabelText(/A note for the employer/), "I can start Monday");
    await user.click(screen.getByRole("button", { name: "Send application" }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          applyToJob: appErrorAnswer("FORBIDDEN", "profileIncomplete", {
            params: { percentage: 63, count: 70, fields: "profile_picture, skills" },
            fieldErrors: [
              fieldError("profile_picture", "required"),
              fieldError("skills", "required"),
            ],
          }),
        },
      }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Complete your profile to apply");
    expect(alert.textContent).toContain(
      "Your profile is 63% complete. You need at least 70% to apply.",
    );
    expect([...alert.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Profile photo",
      "Skills",
    ]);
    expect(alert.textContent).not.toContain("Failed to submit application");
    expect(document.activeElement).toBe(alert);
    const link = screen.getByRole("link", { name: "Complete your profile" });
    expect(link.getAttribute("href")).toBe(
      "/labour/dashboard/profile?missing=profile_picture,skills&next=/jobs/Sm9iOjc",
    );
    // The note typed stays in the form.
    expect((screen.getByLabelText(/A note for the employer/) as HTMLTextAreaElement).value).toBe(
      "I can start Monday",
    );
  });

  it("says so in place of the form when the worker is already below the gate", async () => {
    session.current = worker;
    await renderPanel(
      {},
      appErrorAnswer("FORBIDDEN", "profileIncomplete", {
        params: { percentage: 55, count: 70, fields: "profile_picture" },
        fieldErrors: [fieldError("profile_picture", "required")],
      }),
    );
    const notice = await screen.findByRole("note");
    expect(notice.textContent).toContain(
      "Your profile is 55% complete. You need at least 70% to apply.",
    );
    expect(notice.querySelector("li")?.textContent).toBe("Profile photo");
    expect(screen.queryByRole("button", { name: "Send application" })).toBeNull();
    expect(screen.getByRole("link", { name: "Complete your profile" }).getAttribute("href")).toBe(
      "/labour/dashboard/profile?missing=profile_picture&next=/jobs/Sm9iOjc",
    );
    expect(document.activeElement).not.toBe(notice);
  });
});
