import { ERROR_MESSAGES } from "@kaamsetu/shared/error-messages";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { MyJobRowTestQuery } from "../../__generated__/MyJobRowTestQuery.graphql";
import type { OnNotice } from "../../components/NoticeBar";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/employerJobs.json";
import { appErrorAnswer } from "../../test/app-error";
import { renderAt } from "../../test/render";
import { MyJobRow } from "./MyJobRow";

beforeAll(() => i18n.loadNamespaces(["employerJobs", "jobs", "applicationStatus", "errors"]));

const JOB = {
  id: "Sm9iOjQy",
  title: "Tile Mason",
  city: "Pune",
  state: "Maharashtra",
  status: "ACTIVE",
  moderationStatus: "APPROVED",
  canReactivate: true,
  reviewNotice: null,
  viewCount: 1234,
  createdAt: "2026-11-22T06:00:00.000Z",
  expiresAt: null,
};
const COUNTS = {
  total: 4,
  pending: 3,
  underReview: 0,
  shortlisted: 1,
  accepted: 0,
  rejected: 0,
  completed: 0,
  cancelled: 0,
  withdrawn: 0,
};

function Harness({ onNotice }: { onNotice: OnNotice }) {
  const { job } = useLazyLoadQuery<MyJobRowTestQuery>(
    graphql`
      query MyJobRowTestQuery @relay_test_operation {
        job(id: "test") {
          ...MyJobRow_job
        }
      }
    `,
    {},
  );
  return job ? <MyJobRow job={job} connectionId="client:jobs" onNotice={onNotice} /> : null;
}

async function renderRow(job: Record<string, unknown> = {}, counts: Record<string, number> = {}) {
  const environment = createMockEnvironment();
  const onNotice = vi.fn<OnNotice>();
  renderAt("/employer/dashboard/jobs", <Harness onNotice={onNotice} />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Job: () => ({ ...JOB, ...job }),
        JobApplicationCounts: () => ({ ...COUNTS, ...counts }),
      }),
    );
  });
  await screen.findByRole("article");
  return { environment, onNotice, user: userEvent.setup() };
}

const actions = () =>
  [
    ...screen
      .getByRole("group", { name: `Actions for ${JOB.title}` })
      .querySelectorAll("a, button"),
  ].map((element) => element.textContent);

describe("a job in my jobs", () => {
  it("shows its place, status, applications by status, views and posted date", async () => {
    await renderRow();
    expect(screen.getByRole("link", { name: "Tile Mason" }).getAttribute("href")).toBe(
      "/jobs/Sm9iOjQy",
    );
    expect(screen.getByText("Pune, Maharashtra")).toBeTruthy();
    expect(screen.getByText(english.row.status.ACTIVE)).toBeTruthy();
    expect(screen.getByText("4 applications")).toBeTruthy();
    // Only the statuses that have applications.
    expect(screen.getByText("3 pending · 1 shortlisted")).toBeTruthy();
    expect(screen.getByText("1,234")).toBeTruthy();
    expect(screen.getByText("22 Nov 2026")).toBeTruthy();
  });

  it("says when nobody has applied yet, and all cities for a job without a city", async () => {
    await renderRow({ city: null }, { total: 0, pending: 0, shortlisted: 0 });
    expect(screen.getByText(english.row.applicationsNone)).toBeTruthy();
    expect(screen.getByText("All cities of Maharashtra")).toBeTruthy();
  });

  it("offers edit, make inactive and delete for an active job", async () => {
    await renderRow();
    expect(actions()).toEqual([
      "Applications (4)",
      english.row.edit,
      english.row.makeInactive,
      english.row.delete,
    ]);
    expect(screen.getByRole("link", { name: english.row.edit }).getAttribute("href")).toBe(
      "/employer/dashboard/jobs/Sm9iOjQy/edit",
    );
    expect(screen.getByRole("link", { name: "Applications (4)" }).getAttribute("href")).toBe(
      "/employer/dashboard/jobs/Sm9iOjQy/applications",
    );
  });

  it("offers reactivate for an inactive job, and says so once it is active again", async () => {
    const { environment, onNotice, user } = await renderRow({ status: "INACTIVE" });
    expect(actions()).toEqual([
      "Applications (4)",
      english.row.edit,
      english.row.reactivate,
      english.row.delete,
    ]);
    await user.click(screen.getByRole("button", { name: english.row.reactivate }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("MyJobRowSetJobStatusMutation");
    expect(operation.request.variables).toEqual({ id: JOB.id, status: "ACTIVE" });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          setJobStatus: {
            __typename: "SetJobStatusPayload",
            job: { ...JOB, applicationCounts: COUNTS },
          },
        },
      } as never);
    });
    expect(onNotice).toHaveBeenCalledWith({ tone: "success", text: english.notices.statusUpdated });
    expect(screen.getByText(english.row.status.ACTIVE)).toBeTruthy();
    expect(actions()).toContain(english.row.makeInactive);
  });

  it("has no reactivate for a job held back by KaamSetu", async () => {
    await renderRow({ status: "INACTIVE", moderationStatus: "FLAGGED", canReactivate: false });
    expect(actions()).toEqual(["Applications (4)", english.row.edit, english.row.delete]);
    expect(screen.getByText(english.row.moderation.FLAGGED)).toBeTruthy();
    expect(screen.getByText(english.row.heldBack)).toBeTruthy();
  });

  it("says why a job the shield held is under review", async () => {
    await renderRow({
      status: "ACTIVE",
      moderationStatus: "FLAGGED",
      reviewNotice: "jobUnderReview",
      canReactivate: false,
    });
    expect(screen.getByText(ERROR_MESSAGES.jobUnderReview)).toBeTruthy();
    expect(screen.getByText(english.row.moderation.FLAGGED)).toBeTruthy();
  });

  it("renews an expired job, and says so", async () => {
    const { environment, onNotice, user } = await renderRow({
      status: "EXPIRED",
      expiresAt: "2026-11-20T06:00:00.000Z",
    });
    expect(actions()).toEqual([
      "Applications (4)",
      english.row.edit,
      english.row.renew,
      english.row.delete,
    ]);
    await user.click(screen.getByRole("button", { name: english.row.renew }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("MyJobRowRenewJobMutation");
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          RenewJobResult: () => ({ __typename: "RenewJobPayload" }),
          Job: () => ({ ...JOB, expiresAt: "2026-12-25T06:00:00.000Z" }),
          JobApplicationCounts: () => COUNTS,
        }),
      );
    });
    expect(onNotice).toHaveBeenCalledWith({ tone: "success", text: english.notices.renewed });
    expect(screen.getByText(english.row.status.ACTIVE)).toBeTruthy();
  });

  it("tells the server's reason when it will not reactivate, and a plain failure otherwise", async () => {
    const { environment, onNotice, user } = await renderRow({ status: "INACTIVE" });
    await user.click(screen.getByRole("button", { name: english.row.reactivate }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          setJobStatus: appErrorAnswer("CONFLICT", "cannotReactivate"),
        },
      } as never);
    });
    expect(onNotice).toHaveBeenLastCalledWith({
      tone: "failed",
      text: ERROR_MESSAGES.cannotReactivate,
    });
    await user.click(screen.getByRole("button", { name: english.row.reactivate }));
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error("offline"));
    });
    expect(onNotice).toHaveBeenLastCalledWith({
      tone: "failed",
      text: english.errors.statusFailed,
    });
  });

  it("deletes only after a confirmation that says it cannot be undone", async () => {
    const { environment, onNotice, user } = await renderRow();
    await user.click(screen.getByRole("button", { name: english.row.delete }));
    const dialog = screen.getByRole("dialog", { name: english.deleteDialog.title });
    expect(dialog.textContent).toContain("cannot be undone");
    await user.click(within(dialog).getByRole("button", { name: english.deleteDialog.cancel }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: english.row.delete }));
    await user.click(screen.getByRole("button", { name: english.deleteDialog.confirm }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("MyJobRowDeleteJobMutation");
    expect(operation.request.variables).toEqual({ id: JOB.id, connections: ["client:jobs"] });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { deleteJob: { __typename: "DeleteJobPayload", deletedJobId: JOB.id } },
      } as never);
    });
    expect(onNotice).toHaveBeenCalledWith({
      tone: "success",
      text: english.notices.deleted,
      focus: true,
    });
  });
});
