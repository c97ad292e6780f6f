import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApplicantCardTestQuery } from "../../__generated__/ApplicantCardTestQuery.graphql";
import type { OnNotice } from "../../components/NoticeBar";
import { FEEDBACK_MAX_LENGTH } from "../../config";
import { i18n } from "../../i18n/i18n";
import statusWords from "../../locales/en/applicationStatus.json";
import english from "../../locales/en/employerApplications.json";
import { appErrorAnswer } from "../../test/app-error";
import { renderAt } from "../../test/render";
import { ApplicantCard } from "./ApplicantCard";

beforeAll(() =>
  i18n.loadNamespaces(["employerApplications", "applicationStatus", "errors", "trust", "common"]),
);
afterEach(() => vi.restoreAllMocks());

const APPLICATION = {
  id: "QXBwbGljYXRpb246Nw",
  status: "PENDING",
  coverNote: "I have laid tiles for eight years.",
  feedback: null,
  hasResume: false,
  contactStatus: "NOT_CONTACTED",
  contactMethod: null,
  contactedAt: null,
  appliedAt: "2026-11-20T06:00:00.000Z",
  statusChangedAt: "2026-11-21T06:00:00.000Z",
  nextStatuses: ["UNDER_REVIEW", "SHORTLISTED", "ACCEPTED", "REJECTED"],
};
const APPLICANT = {
  firstName: "Ravi",
  lastName: "Kumar",
  state: "Maharashtra",
  city: "Pune",
  profilePicture: null,
  isVerified: true,
  skills: ["Tiling", "Masonry"],
  experienceYears: 8,
  languagesKnown: ["hi", "mr"],
  phoneNumber: "9876543210",
  email: "ravi@example.in",
  acceptsCalls: true,
  acceptsWhatsapp: true,
};
const COUNTS = {
  total: 1,
  pending: 0,
  underReview: 0,
  shortlisted: 1,
  accepted: 0,
  rejected: 0,
  completed: 0,
  cancelled: 0,
  withdrawn: 0,
};

function Harness({ onNotice }: { onNotice: OnNotice }) {
  const { node } = useLazyLoadQuery<ApplicantCardTestQuery>(
    graphql`
      query ApplicantCardTestQuery @relay_test_operation {
        node(id: "test") {
          ...ApplicantCard_application @alias(as: "application")
        }
      }
    `,
    {},
  );
  const application = node?.application;
  return application ? <ApplicantCard application={application} onNotice={onNotice} /> : null;
}

async function renderCard(
  application: Record<string, unknown> = {},
  applicant: Record<string, unknown> = {},
  rating: { average: number | null; count: number } = { average: 4.4, count: 12 },
) {
  const environment = createMockEnvironment();
  const onNotice = vi.fn<OnNotice>();
  renderAt("/employer/dashboard/jobs/x/applications", <Harness onNotice={onNotice} />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: "Application", ...APPLICATION, ...application }),
        Application: () => ({ ...APPLICATION, ...application }),
        Applicant: () => ({ ...APPLICANT, ...applicant }),
        RatingSummary: () => rating,
      }),
    );
  });
  await screen.findByRole("article");
  return { environment, onNotice, user: userEvent.setup() };
}

const moveButtons = () =>
  [...screen.getByRole("group", { name: "Actions for Ravi Kumar" }).querySelectorAll("button")].map(
    (button) => button.textContent,
  );

/** The answer to setApplicationStatus that moved the application to `status`. */
function moved(status: string, feedback: string | null, nextStatuses: string[]) {
  return {
    data: {
      setApplicationStatus: {
        __typename: "SetApplicationStatusPayload",
        application: {
          ...APPLICATION,
          status,
          feedback,
          nextStatuses,
          applicant: { ...APPLICANT, rating: { average: 4.4, count: 12 } },
          job: { id: "Sm9iOjQy", applicationCounts: COUNTS },
        },
      },
    },
  } as never;
}

describe("an application on the employer's screen", () => {
  it("shows the applicant, their note, dates, status and contact state", async () => {
    await renderCard();
    const card = screen.getByRole("article", { name: /Ravi Kumar/ });
    expect(within(card).getByText(english.card.verified)).toBeTruthy();
    expect(within(card).getByText("Pune, Maharashtra")).toBeTruthy();
    expect(within(card).getByText("Tiling")).toBeTruthy();
    expect(within(card).getByText("8 years of experience")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Rated 4.4 out of 5" })).toBeTruthy();
    expect(card.textContent).toContain("12 ratings");
    expect(within(card).getByText(APPLICATION.coverNote)).toBeTruthy();
    expect(within(card).getByText("20 Nov 2026")).toBeTruthy();
    expect(within(card).getByText(statusWords.label.PENDING)).toBeTruthy();
    expect(within(card).getByText(english.card.contactStatus.NOT_CONTACTED)).toBeTruthy();
  });

  it("loads the worker's reviews only when the employer opens them", async () => {
    const { environment, user } = await renderCard({}, {}, { average: 4.5, count: 2 });
    const card = screen.getByRole("article", { name: /Ravi Kumar/ });
    // Nothing fetched with the card: the reviews are a query of their own.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(within(card).getByRole("button", { name: "Read 2 reviews" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe("ApplicantReviewsQuery");
    expect(operation.request.variables).toEqual({ id: APPLICATION.id, first: 10 });
    // The applicant the card already shows, by its id in the store.
    const applicantRef = environment.getStore().getSource().get(APPLICATION.id)?.applicant as {
      __ref: string;
    };
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          node: {
            __typename: "Application",
            id: APPLICATION.id,
            applicant: {
              id: applicantRef.__ref,
              reviews: [
                {
                  raterFirstName: "Kiran",
                  rating: 5,
                  review: "Finished the bathroom a day early.",
                  createdAt: "2026-11-10T06:00:00.000Z",
                },
                {
                  raterFirstName: "Asha",
                  rating: 4,
                  review: null,
                  createdAt: "2026-11-01T06:00:00.000Z",
                },
              ],
            },
          },
        },
      } as never);
    });
    expect(within(card).getByText("Finished the bathroom a day early.")).toBeTruthy();
    expect(within(card).getByText("Asha")).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: english.card.hideReviews }));
    expect(within(card).queryByText("Finished the bathroom a day early.")).toBeNull();
  });

  it("offers no reviews to read for a worker with no ratings", async () => {
    await renderCard({}, {}, { average: null, count: 0 });
    expect(screen.queryByRole("button", { name: /Read .* review/ })).toBeNull();
  });

  it("says when the worker has no ratings, and how they were contacted", async () => {
    await renderCard(
      {
        contactStatus: "CONTACTED",
        contactMethod: "PHONE",
        contactedAt: "2026-11-22T06:00:00.000Z",
        feedback: "Come on Monday",
      },
      {},
      { average: null, count: 0 },
    );
    expect(screen.getByText(english.card.noRatings)).toBeTruthy();
    expect(screen.getByText("Contacted by phone on 22 Nov 2026")).toBeTruthy();
    expect(screen.getByText("Come on Monday")).toBeTruthy();
  });

  it("offers exactly the moves the server lists", async () => {
    await renderCard();
    expect(moveButtons()).toEqual(["Mark under review", "Shortlist", "Accept", "Reject"]);
  });

  it("offers completing or cancelling an accepted hire, and nothing for a final one", async () => {
    await renderCard({ status: "ACCEPTED", nextStatuses: ["COMPLETED", "CANCELLED"] });
    expect(moveButtons()).toEqual(["Mark completed", "Cancel hire"]);
  });

  it("asks on cancelling a hire whether the worker did not turn up, and says so only when ticked", async () => {
    const { environment, user } = await renderCard({
      status: "ACCEPTED",
      nextStatuses: ["COMPLETED", "CANCELLED"],
    });
    await user.click(screen.getByRole("button", { name: "Cancel hire" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel Ravi Kumar's hire?" });
    await user.click(within(dialog).getByLabelText(english.dialog.noShow));
    await user.click(within(dialog).getByRole("button", { name: english.dialog.confirm }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: APPLICATION.id,
      status: "CANCELLED",
      feedback: null,
      noShow: true,
    });
  });

  it("has no no-show question for other moves", async () => {
    const { user } = await renderCard({
      status: "ACCEPTED",
      nextStatuses: ["COMPLETED", "CANCELLED"],
    });
    await user.click(screen.getByRole("button", { name: "Mark completed" }));
    expect(screen.queryByLabelText(english.dialog.noShow)).toBeNull();
  });

  it("has no moves when the server lists none", async () => {
    await renderCard({ status: "WITHDRAWN", nextStatuses: [] });
    expect(screen.queryByRole("group", { name: "Actions for Ravi Kumar" })).toBeNull();
  });

  it("shortlists with feedback after a confirmation, and says the status was updated", async () => {
    const { environment, onNotice, user } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Shortlist" }));
    const dialog = screen.getByRole("dialog", { name: "Shortlist Ravi Kumar?" });
    await user.click(within(dialog).getByRole("button", { name: english.dialog.cancel }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Shortlist" }));
    await user.type(screen.getByLabelText(/Feedback for the worker/), "  Good work history  ");
    await user.click(screen.getByRole("button", { name: english.dialog.confirm }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("ApplicationMovesSetStatusMutation");
    expect(operation.request.variables).toEqual({
      id: APPLICATION.id,
      status: "SHORTLISTED",
      feedback: "Good work history",
      noShow: null,
    });
    await act(async () => {
      environment.mock.resolve(
        operation,
        moved("SHORTLISTED", "Good work history", ["ACCEPTED", "REJECTED"]),
      );
    });
    expect(onNotice).toHaveBeenCalledWith({ tone: "success", text: "Status updated" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText(statusWords.label.SHORTLISTED)).toBeTruthy();
    expect(screen.getByText("Good work history")).toBeTruthy();
    expect(moveButtons()).toEqual(["Accept", "Reject"]);
  });

  it("sends no feedback when none is written, and refuses an overlong one", async () => {
    const { environment, user } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    const textarea = screen.getByLabelText(/Feedback for the worker/);
    await user.click(textarea);
    await user.paste("x".repeat(FEEDBACK_MAX_LENGTH + 1));
    expect(screen.getByText(`Maximum ${FEEDBACK_MAX_LENGTH} characters allowed`)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: english.dialog.confirm }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.clear(textarea);
    await user.click(screen.getByRole("button", { name: english.dialog.confirm }));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      status: "ACCEPTED",
      feedback: null,
    });
  });

  it("says the update failed, with the server's reason for a conflict", async () => {
    const { environment, onNotice, user } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await user.click(screen.getByRole("button", { name: english.dialog.confirm }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          setApplicationStatus: appErrorAnswer("CONFLICT", "moveNotAllowed", {
            params: { from: "withdrawn", to: "rejected" },
          }),
        },
      } as never);
    });
    expect(onNotice).toHaveBeenLastCalledWith({
      tone: "failed",
      text: "Status update failed: An application that is withdrawn cannot be changed to rejected",
    });
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await user.click(screen.getByRole("button", { name: english.dialog.confirm }));
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error("offline"));
    });
    expect(onNotice).toHaveBeenLastCalledWith({ tone: "failed", text: "Status update failed" });
  });

  it("links to a call, WhatsApp and e-mail, and records the contact on the side", async () => {
    const { environment, user } = await renderCard();
    const contact = screen.getByRole("group", { name: "Contact Ravi Kumar" });
    const call = within(contact).getByRole("link", { name: english.card.call });
    expect(call.getAttribute("href")).toBe("tel:+919876543210");
    const whatsapp = within(contact).getByRole("link", { name: english.card.whatsapp });
    expect(whatsapp.getAttribute("href")).toBe("https://wa.me/919876543210");
    expect(whatsapp.getAttribute("target")).toBe("_blank");
    expect(
      within(contact).getByRole("link", { name: english.card.email }).getAttribute("href"),
    ).toBe("mailto:ravi@example.in");
    // jsdom cannot follow tel: links; the click's own default is what opens the dialer.
    call.addEventListener("click", (event) => event.preventDefault());
    await user.click(call);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("ApplicantContactRecordMutation");
    expect(operation.request.variables).toEqual({ id: APPLICATION.id, method: "PHONE" });
  });

  it("offers only the ways the worker takes", async () => {
    await renderCard({}, { acceptsCalls: false, acceptsWhatsapp: true, email: null });
    expect(screen.queryByRole("link", { name: english.card.call })).toBeNull();
    expect(screen.queryByRole("link", { name: english.card.email })).toBeNull();
    expect(screen.getByRole("link", { name: english.card.whatsapp })).toBeTruthy();
  });

  it("downloads the resume with the session's token, and says so when it cannot", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(new Response("nope", { status: 403 }));
    const { user } = await renderCard({ hasResume: true });
    await user.click(screen.getByRole("button", { name: english.card.resume }));
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`/api/v1/applications/${APPLICATION.id}/resume/`);
    expect(await screen.findByText(english.card.resumeFailed)).toBeTruthy();
  });

  it("lets the employer rate the worker of a completed job", async () => {
    const { environment, user } = await renderCard({
      status: "COMPLETED",
      nextStatuses: [],
      canRate: true,
      viewerRating: null,
      ratingOfViewer: null,
      ratingsRevealAt: "2026-12-09T06:00:00.000Z",
    });

    await user.click(screen.getByRole("button", { name: "Rate worker" }));
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.click(screen.getByRole("button", { name: "Send rating" }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: APPLICATION.id,
      input: { rating: 5, review: null },
    });
  });
});

describe("the employer's view of the worker's check", () => {
  const check = (state: string, kind = "COMPLETION") => ({
    status: kind === "COMPLETION" ? "COMPLETED" : "CANCELLED",
    nextStatuses: [],
    workCheck: {
      kind,
      state,
      countsAt: "2026-12-09T06:00:00.000Z",
      canAnswer: false,
      disputeNote: null,
    },
  });

  it("says the completion and their rating count only once the worker confirms", async () => {
    await renderCard(check("WAITING"));
    expect(screen.getByText(/count only once the worker confirms the work/)).toBeTruthy();
    expect(screen.getByText(/others do not see your rating/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /worked it/ })).toBeNull();
  });

  it("says a disputed completion or no-show counts nowhere until the team decides", async () => {
    await renderCard(check("DISPUTED"));
    expect(screen.getByText(/says this job did not happen/)).toBeTruthy();
  });

  it("says a no-show counts only once the worker accepts it", async () => {
    await renderCard(check("WAITING", "NO_SHOW"));
    expect(screen.getByText(/only once they accept it/)).toBeTruthy();
  });
});
