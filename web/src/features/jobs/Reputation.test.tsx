import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReputationTestQuery } from "../../__generated__/ReputationTestQuery.graphql";
import { i18n } from "../../i18n/i18n";
import { renderAt } from "../../test/render";
import { Reputation } from "./Reputation";

beforeAll(() => i18n.loadNamespaces(["job", "common"]));

function Harness() {
  const { job } = useLazyLoadQuery<ReputationTestQuery>(
    graphql`
      query ReputationTestQuery @relay_test_operation {
        job(id: "test") {
          employer {
            ...Reputation_employer
          }
        }
      }
    `,
    {},
  );
  return job ? <Reputation employer={job.employer} /> : null;
}

async function renderReputation(employer: Record<string, unknown>) {
  const environment = createMockEnvironment();
  renderAt("/jobs/test", <Harness />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Employer: () => employer }),
    );
  });
}

describe("the employer's reputation on the job page", () => {
  it("shows the average, count, paid-as-promised line and the reviews to open", async () => {
    await renderReputation({
      rating: { average: 4.7, count: 13 },
      paidAsPromised: { answers: 13, paidInFull: 12 },
      reviews: [
        {
          raterFirstName: "Ravi",
          rating: 5,
          review: "Paid the same evening",
          createdAt: "2026-11-20T06:00:00.000Z",
        },
      ],
    });
    expect(await screen.findByText("4.7 out of 5 from 13 workers")).toBeTruthy();
    expect(screen.getByRole("img", { name: "4.7 of 5 stars" })).toBeTruthy();
    expect(screen.getByText("Pays as promised: 12 of 13 workers confirmed")).toBeTruthy();
    const summary = screen.getByText("Reviews (13)");
    await userEvent.setup().click(summary);
    expect(screen.getByText("Paid the same evening")).toBeTruthy();
    expect(screen.getByText("Ravi")).toBeTruthy();
  });

  it("says New, without the paid line below three answers", async () => {
    await renderReputation({
      rating: { average: null, count: 0 },
      paidAsPromised: null,
      reviews: [],
    });
    expect(await screen.findByText("New: no ratings yet")).toBeTruthy();
    expect(screen.queryByText(/Pays as promised/)).toBeNull();
    expect(screen.queryByText(/Reviews/)).toBeNull();
  });
});
