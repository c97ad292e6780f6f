import { ERROR_MESSAGES } from "@kaamsetu/shared/error-messages";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMockEnvironment } from "relay-test-utils";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/job.json";
import type { Session } from "../../session/session";
import { appErrorAnswer } from "../../test/app-error";
import { loadJobsTexts, renderAt } from "../../test/render";
import { WORKER_SESSION } from "../../test/sessions";
import { ReportJob } from "./ReportJob";

const session = vi.hoisted(() => ({ current: { status: "anonymous" } as Session }));
vi.mock("../../session/session", () => ({ useSession: () => session.current }));

beforeAll(async () => {
  await loadJobsTexts();
  await i18n.loadNamespaces(["errors"]);
});
beforeEach(() => {
  session.current = WORKER_SESSION;
});

function renderReport() {
  const environment = createMockEnvironment();
  renderAt("/jobs/Sm9iOjc", <ReportJob jobId="Sm9iOjc" title="Packers" />, environment);
  return { environment, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: english.report.button }));
  return screen.findByRole("dialog", { name: english.report.title });
}

describe("ReportJob", () => {
  it("is not offered to visitors or employers", () => {
    session.current = { status: "anonymous" };
    renderReport();
    expect(screen.queryByRole("button", { name: english.report.button })).toBeNull();
    session.current = { ...WORKER_SESSION, userType: "employer" };
    renderReport();
    expect(screen.queryByRole("button", { name: english.report.button })).toBeNull();
  });

  it("asks for a reason, and details for 'something else', before sending", async () => {
    const { environment, user } = renderReport();
    await openDialog(user);
    await user.click(screen.getByRole("button", { name: english.report.submit }));
    expect(screen.getByText(ERROR_MESSAGES.reportReasonRequired)).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: english.report.reasons.OTHER }));
    await user.click(screen.getByRole("button", { name: english.report.submit }));
    expect(screen.getByText(ERROR_MESSAGES.reportDetailsRequired)).toBeTruthy();
    await user.type(screen.getByRole("textbox"), "too short");
    await user.click(screen.getByRole("button", { name: english.report.submit }));
    expect(screen.getByText("Minimum 10 characters required")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("sends the report and thanks the worker", async () => {
    const { environment, user } = renderReport();
    await openDialog(user);
    await user.click(screen.getByRole("radio", { name: english.report.reasons.ASKS_FOR_MONEY }));
    await user.type(screen.getByRole("textbox"), "He asked for ₹500 on the phone");
    await user.click(screen.getByRole("button", { name: english.report.submit }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      jobId: "Sm9iOjc",
      input: { reason: "ASKS_FOR_MONEY", details: "He asked for ₹500 on the phone" },
    });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { reportJob: { __typename: "ReportJobPayload", report: { id: "1" } } },
      } as never);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe(english.report.thanks);
  });

  it("says so when the worker already reported the job", async () => {
    const { environment, user } = renderReport();
    await openDialog(user);
    await user.click(screen.getByRole("radio", { name: english.report.reasons.FAKE }));
    await user.click(screen.getByRole("button", { name: english.report.submit }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { reportJob: appErrorAnswer("CONFLICT", "alreadyReportedJob") },
      } as never);
    });
    expect(screen.getByRole("status").textContent).toBe(ERROR_MESSAGES.alreadyReportedJob);
  });
});
