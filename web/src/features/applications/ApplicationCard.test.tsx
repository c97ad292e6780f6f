import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ApplicationCardTestQuery } from "../../__generated__/ApplicationCardTestQuery.graphql";
import type { OnNotice } from "../../components/NoticeBar";
import { i18n } from "../../i18n/i18n";
import { appErrorAnswer } from "../../test/app-error";
import { renderAt } from "../../test/render";
import { ApplicationCard } from "./ApplicationCard";

beforeAll(() => i18n.loadNamespaces(["applications", "jobs", "applicationStatus", "errors"]));

const APPLICATION = {
  id: "QXBwOjE=",
  status: "PENDING",
  feedback: null,
  isGeneral: false,
  contactStatus: "NOT_CONTACTED",
  contactMethod: null,
  appliedAt: "2026-11-20T06:00:00.000Z",
  statusChangedAt: "2026-11-21T06:00:00.000Z",
  nextStatuses: ["WITHDRAWN"],
  canConfirmContact: false,
};

function Harness({ onNotice }: { onNotice: OnNotice }) {
  const data = useLazyLoadQuery<ApplicationCardTestQuery>(
    graphql`
      query ApplicationCardTestQuery @relay_test_operation {
        viewerAsLabour {
          applications(first: 1) {
            edges {
              node {
                ...ApplicationCard_application
              }
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.viewerAsLabour.applications.edges[0]?.node;
  return node ? <ApplicationCard application={node} onNotice={onNotice} /> : null;
}

async function renderCard(application: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  const onNotice = vi.fn<OnNotice>();
  renderAt("/labour/dashboard/applications", <Harness onNotice={onNotice} />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Application: () => ({ ...APPLICATION, ...application }),
        Job: () => ({
          id: "Sm9iOjc",
          title: "Tile Mason",
          city: "Pune",
          state: "Maharashtra",
          status: "ACTIVE",
        }),
        Employer: () => ({ companyName: "Sharma Builders" }),
      }),
    );
  });
  await screen.findByRole("article");
  return { environment, onNotice, user: userEvent.setup() };
}

describe("an application in my applications", () => {
  it("shows the job, company, place, status, dates and contact", async () => {
    await renderCard({ feedback: "Come on Monday" });
    expect(screen.getByRole("link", { name: "Tile Mason" }).getAttribute("href")).toBe(
      "/jobs/Sm9iOjc",
    );
    expect(screen.getByText(/Sharma Builders/)).toBeTruthy();
    expect(screen.getByText("Pending")).toBeTruthy();
    expect(screen.getByText("Not contacted yet")).toBeTruthy();
    expect(screen.getByText("Come on Monday")).toBeTruthy();
  });

  it("withdraws only after the worker confirms", async () => {
    const { environment, onNotice, user } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    const dialog = screen.getByRole("dialog", { name: "Withdraw this application?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep my application" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Withdraw" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ id: APPLICATION.id });
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          WithdrawApplicationResult: () => ({ __typename: "WithdrawApplicationPayload" }),
          Application: () => ({ ...APPLICATION, status: "WITHDRAWN", nextStatuses: [] }),
        }),
      ),
    );
    expect(onNotice).toHaveBeenCalledWith({
      tone: "success",
      text: "Application withdrawn. The employer has been told.",
    });
    expect(screen.getByText("Withdrawn")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
  });

  it("says 'Status update failed' when withdrawing fails", async () => {
    const { environment, onNotice, user } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Withdraw" }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          withdrawApplication: appErrorAnswer("CONFLICT", "moveNotAllowed", {
            params: { from: "accepted", to: "withdrawn" },
          }),
        },
      }),
    );
    expect(onNotice).toHaveBeenCalledWith({ tone: "failed", text: "Status update failed" });
  });

  it("offers confirm contact when the server allows it, and rating once completed", async () => {
    await renderCard({ status: "ACCEPTED", nextStatuses: [], canConfirmContact: true });
    expect(screen.getByRole("button", { name: "Confirm contact" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
  });

  it("shows rating as coming soon for a completed job", async () => {
    await renderCard({ status: "COMPLETED", nextStatuses: [] });
    const rate = screen.getByRole("button", { name: "Rate employer" }) as HTMLButtonElement;
    expect(rate.disabled).toBe(true);
    expect(screen.getByText("Rating employers opens soon.")).toBeTruthy();
  });

  it("has no action under review", async () => {
    await renderCard({ status: "UNDER_REVIEW", nextStatuses: [] });
    expect(screen.queryByRole("group")).toBeNull();
  });
});
