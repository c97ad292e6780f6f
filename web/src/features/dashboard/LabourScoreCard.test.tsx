import { act, screen } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import type { LabourScoreCardTestQuery } from "../../__generated__/LabourScoreCardTestQuery.graphql";
import { i18n } from "../../i18n/i18n";
import { renderAt } from "../../test/render";
import { LabourScoreCard } from "./LabourScoreCard";

beforeAll(() => i18n.loadNamespaces(["trust"]));

function Harness() {
  const data = useLazyLoadQuery<LabourScoreCardTestQuery>(
    graphql`
      query LabourScoreCardTestQuery @relay_test_operation {
        labourScore {
          ...LabourScoreCard_score
        }
      }
    `,
    {},
  );
  return <LabourScoreCard score={data.labourScore} />;
}

async function renderScore(score: Record<string, unknown>) {
  const environment = createMockEnvironment();
  renderAt("/labour/dashboard", <Harness />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { LabourScore: () => score }),
    );
  });
  await screen.findByRole("heading", { name: "Your labour score" });
}

describe("the labour score card", () => {
  it("shows the score, its four parts as bars and advice for the weakest", async () => {
    await renderScore({
      overallScore: 58,
      rating: 71,
      jobsCompleted: 15,
      experience: 60,
      reliability: 80,
      weakest: "jobsCompleted",
      ratingCount: 3,
      completedCount: 3,
      cancelledCount: 1,
      experienceYears: 6,
    });
    expect(screen.getByText("58 / 100")).toBeTruthy();
    const bars = screen.getAllByRole("progressbar");
    expect(bars.map((bar) => [bar.getAttribute("aria-valuenow")])).toEqual([
      ["71"],
      ["15"],
      ["60"],
      ["80"],
    ]);
    expect(
      screen.getByRole("progressbar", { name: "Jobs completed" }).getAttribute("aria-valuenow"),
    ).toBe("15");
    expect(
      screen.getByText("Complete more jobs on KaamSetu: every finished job raises your score."),
    ).toBeTruthy();
  });

  it("advises on experience when that is the weakest", async () => {
    await renderScore({
      overallScore: 40,
      rating: 50,
      jobsCompleted: 50,
      experience: 0,
      reliability: 75,
      weakest: "experience",
      ratingCount: 0,
      completedCount: 0,
      cancelledCount: 0,
      experienceYears: null,
    });
    expect(screen.getByText("Add your years of experience to your profile.")).toBeTruthy();
  });

  it("says each part as what it is, not its points: no rating is 'No ratings yet'", async () => {
    await renderScore({
      overallScore: 52,
      rating: 63,
      jobsCompleted: 5,
      experience: 60,
      reliability: 75,
      weakest: "rating",
      ratingCount: 0,
      completedCount: 1,
      cancelledCount: 0,
      experienceYears: 6,
    });
    expect(screen.getByText("No ratings yet")).toBeTruthy();
    expect(screen.getByText("1 job")).toBeTruthy();
    expect(screen.getByText("6 years")).toBeTruthy();
    expect(screen.getByText("1 of 1 hires completed")).toBeTruthy();
    // The points are the bars', said to a screen reader out of 100.
    expect(
      screen.getByRole("progressbar", { name: "Jobs completed" }).getAttribute("aria-valuetext"),
    ).toBe("5 of 100 points");
    expect(screen.queryByText("63")).toBeNull();
    expect(screen.queryByText("5")).toBeNull();
  });
});
