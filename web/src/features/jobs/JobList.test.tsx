import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import {
  createMockEnvironment,
  MockPayloadGenerator,
  type RelayMockEnvironment,
} from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import type { JobListTestQuery } from "../../__generated__/JobListTestQuery.graphql";
import { PAGE_SIZE_DEFAULT } from "../../config";
import { loadJobsTexts, renderAt } from "../../test/render";
import { JobList } from "./JobList";
import { readJobSearch } from "./job-search";

function Harness({ search }: { search: string }) {
  const data = useLazyLoadQuery<JobListTestQuery>(
    graphql`
      query JobListTestQuery($first: Int!, $filter: JobSearchInput) @relay_test_operation {
        ...JobList_query @arguments(first: $first, filter: $filter)
      }
    `,
    { first: PAGE_SIZE_DEFAULT, filter: {} },
  );
  return <JobList query={data} search={readJobSearch(new URLSearchParams(search))} />;
}

const jobs = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    cursor: `cursor-${from + index}`,
    // Every field: the pagination query is not a test operation, so the generator cannot
    // guess list and enum types.
    node: {
      id: `job-${from + index}`,
      title: `Job ${from + index}`,
      city: "Pune",
      state: "Maharashtra",
      jobType: "FULL_TIME",
      salaryAmount: 500,
      salaryPeriod: "PER_DAY",
      positions: 1,
      createdAt: "2026-11-20T10:00:00Z",
      skills: ["Tiling"],
      employer: { companyName: "Sharma Builders", isVerified: false },
    },
  }));

function resolveWith(
  environment: RelayMockEnvironment,
  connection: { totalCount: number; edges: unknown[]; hasNextPage: boolean },
) {
  return act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        QueryJobsConnection: () => ({
          totalCount: connection.totalCount,
          edges: connection.edges,
          pageInfo: { hasNextPage: connection.hasNextPage, endCursor: "end" },
        }),
      }),
    );
  });
}

async function renderList(
  connection: { totalCount: number; edges: unknown[]; hasNextPage: boolean },
  search = "",
) {
  const environment = createMockEnvironment();
  renderAt(`/jobs?${search}`, <Harness search={search} />, environment);
  await resolveWith(environment, connection);
  return environment;
}

beforeAll(loadJobsTexts);

describe("JobList", () => {
  it.each([
    [30, "25+ jobs"],
    [1000, "1,000+ jobs"],
    [12, "10+ jobs"],
    [7, "7 jobs"],
    [1, "1 job"],
  ])("counts %i matches as “%s”", async (totalCount, text) => {
    await renderList({ totalCount, edges: jobs(0, 1), hasNextPage: false });
    expect((await screen.findByRole("status")).textContent).toBe(text);
  });

  it("says there are no jobs and what to try instead", async () => {
    await renderList({ totalCount: 0, edges: [], hasNextPage: false }, "q=welder&state=Goa");
    expect((await screen.findByRole("status")).textContent).toBe("No jobs");
    expect(screen.getByRole("heading", { name: "No jobs match your search" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "plumber" }).getAttribute("href")).toBe(
      "/jobs?q=plumber",
    );
    expect(screen.getByRole("link", { name: "Delhi" }).getAttribute("href")).toBe(
      "/jobs?location=Delhi",
    );
  });

  it("loads the next page after the last cursor when asked", async () => {
    const environment = await renderList({ totalCount: 40, edges: jobs(0, 2), hasNextPage: true });
    await userEvent.click(await screen.findByRole("button", { name: "Load more jobs" }));
    expect(screen.getByRole("button", { name: "Loading more jobs…" })).toBeTruthy();
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe("JobListPaginationQuery");
    expect(next.request.variables).toMatchObject({ first: PAGE_SIZE_DEFAULT, after: "end" });
    await resolveWith(environment, { totalCount: 40, edges: jobs(2, 2), hasNextPage: false });
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.getByText("You have seen every job for this search.")).toBeTruthy();
  });
});
