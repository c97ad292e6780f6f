import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, loadQuery, useLazyLoadQuery, usePreloadedQuery } from "react-relay";
import {
  createMockEnvironment,
  MockPayloadGenerator,
  type RelayMockEnvironment,
} from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import type { JobListTestQuery } from "../../__generated__/JobListTestQuery.graphql";
import JobsPageQueryNode, { type JobsPageQuery } from "../../__generated__/JobsPageQuery.graphql";
import { PAGE_SIZE_DEFAULT } from "../../config";
import { loadJobsTexts, renderAt } from "../../test/render";
import { JobList } from "./JobList";
import { readJobSearch } from "./job-search";

function Harness({ search, cursor }: { search: string; cursor?: string }) {
  const data = useLazyLoadQuery<JobListTestQuery>(
    graphql`
      query JobListTestQuery($first: Int!, $filter: JobSearchInput) @relay_test_operation {
        ...JobList_query @arguments(first: $first, filter: $filter)
      }
    `,
    { first: PAGE_SIZE_DEFAULT, filter: {} },
  );
  return (
    <JobList query={data} search={readJobSearch(new URLSearchParams(search))} cursor={cursor} />
  );
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
  cursor?: string,
) {
  const environment = createMockEnvironment();
  renderAt(`/jobs?${search}`, <Harness search={search} cursor={cursor} />, environment);
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
    expect(screen.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe(
      "/jobs?q=welder",
    );
    expect(screen.getByRole("link", { name: "plumber" }).getAttribute("href")).toBe(
      "/jobs?q=plumber",
    );
    expect(screen.getByRole("link", { name: "Delhi" }).getAttribute("href")).toBe(
      "/jobs?location=Delhi",
    );
  });

  it("loads the next page after the last cursor when asked", async () => {
    const environment = await renderList({ totalCount: 40, edges: jobs(0, 2), hasNextPage: true });
    const more = await screen.findByRole("link", { name: "Load more jobs" });
    // Before the app takes over (or without it) the link opens the next page's own address.
    expect(more.getAttribute("href")).toBe("/jobs?cursor=end");
    await userEvent.click(more);
    expect(screen.getByRole("link", { name: "Loading more jobs…" })).toBeTruthy();
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe("JobListPaginationQuery");
    expect(next.request.variables).toMatchObject({ first: PAGE_SIZE_DEFAULT, after: "end" });
    await resolveWith(environment, { totalCount: 40, edges: jobs(2, 2), hasNextPage: false });
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.getByText("You have seen every job for this search.")).toBeTruthy();
  });

  it("links the next page's address, keeping the search, and back to the first page from a later one", async () => {
    await renderList({ totalCount: 40, edges: jobs(20, 2), hasNextPage: true }, "q=mason", "c-20");
    expect(screen.getByRole("link", { name: "Load more jobs" }).getAttribute("href")).toBe(
      "/jobs?q=mason&cursor=end",
    );
    expect(screen.getByRole("link", { name: "Back to the first jobs" }).getAttribute("href")).toBe(
      "/jobs?q=mason",
    );
  });

  it("has no link back on the first page", async () => {
    await renderList({ totalCount: 40, edges: jobs(0, 2), hasNextPage: true }, "q=mason");
    expect(screen.queryByRole("link", { name: "Back to the first jobs" })).toBeNull();
  });

  it("keeps each address's list apart: a later page's, the first page's, and back", async () => {
    // The page's own query, as its loader runs it (store-or-network): back and forward find the
    // list in the store, so each start (the address's cursor) must be a list of its own.
    const environment = createMockEnvironment();
    const show = async (after: string | null, fetched?: unknown[]) => {
      cleanup();
      const reference = loadQuery<JobsPageQuery>(
        environment,
        JobsPageQueryNode,
        { first: PAGE_SIZE_DEFAULT, after, filter: {} },
        { fetchPolicy: "store-or-network" },
      );
      function Page() {
        const data = usePreloadedQuery<JobsPageQuery>(JobsPageQueryNode, reference);
        return <JobList query={data} search={{}} cursor={after ?? undefined} />;
      }
      renderAt(after ? `/jobs?cursor=${after}` : "/jobs", <Page />, environment);
      if (fetched) {
        await resolveWith(environment, { totalCount: 40, edges: fetched, hasNextPage: true });
      }
      const titles = (await screen.findAllByRole("article")).map((card) =>
        card.querySelector("h2, h3")?.textContent?.trim(),
      );
      reference.dispose();
      return titles;
    };

    // A later page drawn first (the link followed before the app took over), then the first.
    expect(await show("cursor-19", jobs(20, 2))).toEqual(["Job 20", "Job 21"]);
    expect(await show(null, jobs(0, 2))).toEqual(["Job 0", "Job 1"]);
    // Back and forward: from the store, each its own jobs.
    expect(await show("cursor-19")).toEqual(["Job 20", "Job 21"]);
    expect(await show(null)).toEqual(["Job 0", "Job 1"]);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
