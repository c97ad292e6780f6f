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

beforeAll(() =>
  i18n.loadNamespaces(["applications", "jobs", "applicationStatus", "errors", "trust", "common"]),
);

const APPLICATION = {
  id: "QXBwOjE=",
  status: "PENDING",
  feedback: null,
  isGeneral: false,
  preferredRoles: [],
  preferredLocations: [],
  contactStatus: "NOT_CONTACTED",
  contactMethod: null,
  appliedAt: "2026-11-20T06:00:00.000Z",
  statusChangedAt: "2026-11-21T06:00:00.000Z",
  nextStatuses: ["WITHDRAWN"],
  canConfirmContact: false,
  employerContact: null,
  canRate: false,
  viewerRating: null,
  ratingOfViewer: null,
  ratingsRevealAt: null,
  canAnswerPaid: false,
  paidAnswer: null,
};

const COMPLETED = {
  status: "COMPLETED",
  nextStatuses: [],
  contactStatus: "CONFIRMED",
  ratingsRevealAt: "2026-12-09T06:00:00.000Z",
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

  it("shows a general application's roles and places, and tells no employer on withdrawing", async () => {
    const environment = createMockEnvironment();
    const onNotice = vi.fn<OnNotice>();
    renderAt("/labour/dashboard/applications", <Harness onNotice={onNotice} />, environment);
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Application: () => ({
            ...APPLICATION,
            isGeneral: true,
            job: null,
            preferredRoles: ["Mason"],
            preferredLocations: [],
          }),
        }),
      );
    });
    await screen.findByRole("article");
    expect(screen.getByRole("heading", { name: "General application" })).toBeTruthy();
    expect(screen.getByText("Mason")).toBeTruthy();
    expect(screen.getByText("Anywhere")).toBeTruthy();
    expect(screen.queryByText("Not contacted yet")).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    const body = within(screen.getByRole("dialog")).getByText(/will be withdrawn/).textContent;
    expect(body).not.toMatch(/employer/i);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Withdraw" }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          WithdrawApplicationResult: () => ({ __typename: "WithdrawApplicationPayload" }),
          Application: () => ({ ...APPLICATION, isGeneral: true, status: "WITHDRAWN" }),
        }),
      ),
    );
    expect(onNotice.mock.calls[0]?.[0].text).not.toMatch(/employer/i);
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

  it("rates the employer: stars required, then the double-blind wait", async () => {
    const { environment, user } = await renderCard({ ...COMPLETED, canRate: true });
    await user.click(screen.getByRole("button", { name: "Rate employer" }));
    const stars = screen.getByRole("group", { name: "How was this employer?" });
    await user.click(screen.getByRole("button", { name: "Send rating" }));
    expect(screen.getByRole("alert").textContent).toBe("Please choose a rating from 1 to 5 stars");
    expect(stars.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "1 star" }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await user.type(screen.getByLabelText(/Review/), "  Paid on time  ");
    await user.click(screen.getByRole("button", { name: "Send rating" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      id: APPLICATION.id,
      input: { rating: 4, review: "Paid on time" },
    });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          rateApplication: {
            __typename: "RateApplicationPayload",
            rating: { rating: 4 },
          },
        },
      }),
    );
    // The application is read again: now rated, theirs still hidden.
    const refetch = environment.mock.getMostRecentOperation();
    expect(refetch.request.node.params.name).toBe("RatePanelRefetchQuery");
    await act(async () =>
      environment.mock.resolve(refetch, {
        data: {
          node: {
            __typename: "Application",
            id: APPLICATION.id,
            status: "COMPLETED",
            canRate: false,
            ratingsRevealAt: COMPLETED.ratingsRevealAt,
            viewerRating: { rating: 4, review: "Paid on time" },
            ratingOfViewer: null,
          },
        },
      }),
    );
    expect(screen.getByRole("status").textContent).toBe("Thank you for your rating!");
    expect(screen.getByRole("img", { name: "4 of 5 stars" })).toBeTruthy();
    expect(
      screen.getByText(
        "Your rating is saved. You'll see theirs once they rate you or on 9 Dec 2026.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Rate employer" })).toBeNull();
  });

  it("words the server's refusal of a rating", async () => {
    const { environment, user } = await renderCard({ ...COMPLETED, canRate: true });
    await user.click(screen.getByRole("button", { name: "Rate employer" }));
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.click(screen.getByRole("button", { name: "Send rating" }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { rateApplication: appErrorAnswer("CONFLICT", "alreadyRated") },
      }),
    );
    expect(screen.getByRole("alert").textContent).toBe("You have already rated this job");
  });

  it("shows the employer's rating of the worker once revealed", async () => {
    await renderCard({
      ...COMPLETED,
      viewerRating: { rating: 5, review: null },
      ratingOfViewer: { rating: 3, review: "Came late once" },
    });
    expect(screen.getByText("The employer's rating of you:")).toBeTruthy();
    expect(screen.getByRole("img", { name: "3 of 5 stars" })).toBeTruthy();
    expect(screen.getByText("Came late once")).toBeTruthy();
    expect(screen.queryByText(/You'll see theirs/)).toBeNull();
  });

  it("gives an accepted worker the employer's phone to call or WhatsApp", async () => {
    await renderCard({
      status: "ACCEPTED",
      nextStatuses: [],
      employerContact: { phoneNumber: "9876543210", acceptsCalls: true, acceptsWhatsapp: true },
    });
    expect(screen.getByText("+91 98765 43210")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Call Sharma Builders" }).getAttribute("href")).toBe(
      "tel:+919876543210",
    );
    expect(
      screen
        .getByRole("link", { name: "Message Sharma Builders on WhatsApp" })
        .getAttribute("href"),
    ).toBe("https://wa.me/919876543210");
  });

  it("confirms contact in one tap, and then the button is gone", async () => {
    const { environment, onNotice, user } = await renderCard({
      status: "ACCEPTED",
      nextStatuses: [],
      canConfirmContact: true,
      contactStatus: "CONTACTED",
      contactMethod: "WHATSAPP",
    });
    await user.click(screen.getByRole("button", { name: "Confirm contact" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Yes" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      id: APPLICATION.id,
      input: { contacted: true, verifiedMethods: ["PHONE"], identityConfirmed: false, notes: null },
    });
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ConfirmApplicationContactResult: () => ({
            __typename: "ConfirmApplicationContactPayload",
          }),
          Application: () => ({
            ...APPLICATION,
            status: "ACCEPTED",
            nextStatuses: [],
            canConfirmContact: true,
            contactStatus: "CONFIRMED",
            contactMethod: "WHATSAPP",
          }),
        }),
      ),
    );
    expect(onNotice).toHaveBeenCalledWith({
      tone: "success",
      text: "Verification recorded. Thank you for confirming.",
    });
    expect(screen.getByText(/You confirmed the employer's contact/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm contact" })).toBeNull();
  });

  it("asks once whether the worker was paid what was promised", async () => {
    const { environment, user } = await renderCard({ ...COMPLETED, canAnswerPaid: true });
    const question = screen.getByRole("group", { name: "Were you paid what was promised?" });
    await user.click(within(question).getByRole("button", { name: "Partly" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ id: APPLICATION.id, answer: "PARTLY" });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          answerPaidAsPromised: {
            __typename: "AnswerPaidAsPromisedPayload",
            application: {
              id: APPLICATION.id,
              canAnswerPaid: false,
              paidAnswer: "PARTLY",
            },
          },
        },
      }),
    );
    expect(screen.queryByRole("group", { name: "Were you paid what was promised?" })).toBeNull();
    expect(screen.getByText("You said you were paid only part of what was promised.")).toBeTruthy();
  });

  it("has no action under review", async () => {
    await renderCard({ status: "UNDER_REVIEW", nextStatuses: [] });
    expect(screen.queryByRole("group")).toBeNull();
  });
});

describe("the worker's check of the employer's word", () => {
  const WAITING = {
    kind: "COMPLETION",
    state: "WAITING",
    countsAt: "2026-12-09T06:00:00.000Z",
    canAnswer: true,
    disputeNote: null,
  };

  it("asks 'Did you work this job?' and sends yes", async () => {
    const { environment, user } = await renderCard({ ...COMPLETED, workCheck: WAITING });
    const question = screen.getByRole("group", { name: "Did you work this job?" });
    expect(within(question).getByText(/we take it as yes/)).toBeTruthy();
    await user.click(within(question).getByRole("button", { name: "Yes, I worked it" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("WorkCheckPanelConfirmMutation");
    expect(operation.request.variables).toEqual({ id: APPLICATION.id });
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ConfirmWorkResult: () => ({ __typename: "AnswerWorkCheckPayload" }),
          Application: () => ({
            ...APPLICATION,
            ...COMPLETED,
            workCheck: { ...WAITING, state: "CONFIRMED", canAnswer: false },
          }),
        }),
      ),
    );
    expect(screen.queryByRole("group", { name: "Did you work this job?" })).toBeNull();
    expect(screen.getByText("You said you worked this job.")).toBeTruthy();
  });

  it("sends 'no, it did not happen' with the worker's note", async () => {
    const { environment, user } = await renderCard({ ...COMPLETED, workCheck: WAITING });
    await user.click(screen.getByRole("button", { name: "No, it did not happen" }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.type(screen.getByLabelText(/What happened\?/), "Nobody called me");
    await user.click(screen.getByRole("button", { name: "Send: it did not happen" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("WorkCheckPanelDisputeMutation");
    expect(operation.request.variables).toEqual({ id: APPLICATION.id, note: "Nobody called me" });
  });

  it("asks about a no-show on a cancelled hire, and says where a dispute stands", async () => {
    await renderCard({
      status: "CANCELLED",
      nextStatuses: [],
      workCheck: { ...WAITING, kind: "NO_SHOW" },
    });
    expect(
      screen.getByRole("group", {
        name: "The employer says you did not turn up. Is that right?",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "No, I was there" })).toBeTruthy();
  });

  it("says a disputed completion does not count until the team decides", async () => {
    await renderCard({
      ...COMPLETED,
      workCheck: { ...WAITING, state: "DISPUTED", canAnswer: false, disputeNote: "Never called" },
    });
    expect(screen.getByText(/Our team is checking/)).toBeTruthy();
    expect(screen.getByText("Never called")).toBeTruthy();
  });
});
