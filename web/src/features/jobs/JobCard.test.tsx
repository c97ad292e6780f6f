import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from "react-relay";
import { MemoryRouter } from "react-router";
import { createOperationDescriptor, type PayloadData } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import JobCardTestQueryNode, {
  type JobCardTestQuery,
} from "../../__generated__/JobCardTestQuery.graphql";
import { i18n } from "../../i18n/i18n";
import { loadJobsTexts, renderAt } from "../../test/render";
import { JobCard } from "./JobCard";

const now = new Date("2026-11-22T12:00:00Z");
const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000 - 5000).toISOString();

function Harness({ at = now }: { at?: Date }) {
  const { job } = useLazyLoadQuery<JobCardTestQuery>(
    graphql`
      query JobCardTestQuery @relay_test_operation {
        job(id: "test") {
          ...JobCard_job
        }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  return job ? <JobCard job={job} now={at} /> : null;
}

async function renderCard(
  job: Record<string, unknown>,
  rating: { average: number | null; count: number } = { average: null, count: 0 },
) {
  const environment = createMockEnvironment();
  renderAt("/jobs", <Harness />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Job: () => ({
          id: "Sm9iOjQy",
          title: "Tile Mason",
          city: "Pune",
          state: "Maharashtra",
          jobType: "DAILY_WAGE",
          salaryAmount: 13500,
          salaryPeriod: "PER_MONTH",
          positions: 3,
          createdAt: twoDaysAgo,
          skills: ["Tiling", "Plastering"],
          ...job,
        }),
        Employer: () => ({ companyName: "Sharma Builders", isVerified: true, rating }),
      }),
    );
  });
  await screen.findByRole("article");
}

beforeAll(loadJobsTexts);

describe("JobCard", () => {
  it("shows the pay in rupees with its period, the place, type, workers and skills", async () => {
    await renderCard({});
    expect(screen.getByText("₹13,500")).toBeTruthy();
    expect(screen.getByText("per month", { exact: false })).toBeTruthy();
    expect(screen.getByText("Pune, Maharashtra")).toBeTruthy();
    expect(screen.getByText("Daily wage")).toBeTruthy();
    expect(screen.getByText("3 workers needed")).toBeTruthy();
    expect(screen.getByText("Sharma Builders")).toBeTruthy();
    expect(screen.getByText("Tiling")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tile Mason" }).getAttribute("href")).toBe(
      "/jobs/Sm9iOjQy",
    );
  });

  describe("in the reader's script", () => {
    const inLanguage = async (language: string) => {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces(["jobs", "job", "names"]);
    };
    afterEach(() => i18n.changeLanguage("en"));

    it("shows the place and a skill that is a known trade in Hindi, other skills as written", async () => {
      await inLanguage("hi");
      await renderCard({ skills: ["mason", "Tiling"] });
      expect(screen.getByText("पुणे, महाराष्ट्र")).toBeTruthy();
      expect(screen.getByText("राजमिस्त्री")).toBeTruthy();
      expect(screen.getByText("Tiling")).toBeTruthy();
      // The link still names the job as posted.
      expect(screen.getByRole("link", { name: "Tile Mason" })).toBeTruthy();
    });

    it("shows Tamil names where Tamil has them, the English name where it has none", async () => {
      await inLanguage("ta");
      await renderCard({ city: "Chennai", state: "Tamil Nadu", skills: ["Plumber"] });
      expect(screen.getByText("சென்னை, தமிழ்நாடு")).toBeTruthy();
      expect(screen.getByText("பிளம்பர்")).toBeTruthy();
    });

    it("falls back to the English name of a place Tamil does not spell", async () => {
      await inLanguage("ta");
      await renderCard({});
      expect(screen.getByText("Pune, மகாராஷ்டிரா")).toBeTruthy();
    });

    it("reads Hindi's names in Bhojpuri", async () => {
      await inLanguage("bh");
      await renderCard({ city: null });
      expect(screen.getByText("महाराष्ट्र", { exact: false })).toBeTruthy();
    });
  });

  it("says the job is open in every city of the state when it has no city", async () => {
    await renderCard({ city: null, positions: 1 });
    expect(screen.getByText("All cities of Maharashtra")).toBeTruthy();
    expect(screen.getByText("1 worker needed")).toBeTruthy();
  });

  it("tells how long ago the job was posted", async () => {
    await renderCard({});
    const posted = screen.getByText("Posted 2 days ago");
    expect(posted.getAttribute("datetime")).toBe(twoDaysAgo);
  });

  it("says the pay is to be discussed when the employer gave none", async () => {
    await renderCard({ salaryAmount: null, salaryPeriod: null });
    expect(screen.getByText("Pay to be discussed")).toBeTruthy();
  });

  it("shows the employer's rating to one decimal with its count, or New", async () => {
    await renderCard({}, { average: 4, count: 12 });
    expect(screen.getByText("★ 4.0 (12 ratings)")).toBeTruthy();
  });

  it("calls an employer without ratings New, never 0 stars", async () => {
    await renderCard({});
    expect(screen.getByText("New")).toBeTruthy();
    expect(screen.queryByText(/★ 0/)).toBeNull();
  });

  it("is taken over as the server drew it when a minute has passed since (just now, then 1 minute ago)", async () => {
    const environment = createMockEnvironment();
    const operation = createOperationDescriptor(JobCardTestQueryNode, {});
    const payload = MockPayloadGenerator.generate(operation, {
      Job: () => ({ id: "Sm9iOjQy", createdAt: new Date(now.getTime() - 30_000).toISOString() }),
    });
    environment.commitPayload(operation, (payload as { data: PayloadData }).data);
    const page = (at: Date) => (
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter>
          <Harness at={at} />
        </MemoryRouter>
      </RelayEnvironmentProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(now));
    const drawn = container.querySelector("article");
    expect(container.textContent).toContain("Posted just now");
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      // The list's code arrives a minute later on a slow phone.
      root = hydrateRoot(container, page(new Date(now.getTime() + 60_000)), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors.map(String)).toEqual([]);
    expect(container.querySelector("article")).toBe(drawn);
    act(() => root?.unmount());
  });
});
