import { act, screen } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { MyJobsListTestQuery } from "../../__generated__/MyJobsListTestQuery.graphql";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/employerJobs.json";
import { renderAt } from "../../test/render";
import { MyJobsList } from "./MyJobsList";
import type { JobFilter } from "./my-jobs-filter";

beforeAll(() => i18n.loadNamespaces(["employerJobs", "jobs", "applicationStatus", "errors"]));

function Harness({ filter }: { filter: JobFilter | null }) {
  const query = useLazyLoadQuery<MyJobsListTestQuery>(
    graphql`
      query MyJobsListTestQuery @relay_test_operation {
        ...MyJobsList_query @arguments(first: 20)
      }
    `,
    {},
  );
  return <MyJobsList query={query} filter={filter} onNotice={vi.fn()} />;
}

async function renderList(filter: JobFilter | null, titles: string[]) {
  const environment = createMockEnvironment();
  renderAt("/employer/dashboard/jobs", <Harness filter={filter} />, environment);
  let next = 0;
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        UserPostedJobsConnection: () => ({
          totalCount: titles.length,
          edges: titles.map(() => ({})),
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
        Job: () => ({
          title: titles[next++],
          status: "ACTIVE",
          createdAt: "2026-11-22T06:00:00.000Z",
          expiresAt: null,
          reviewNotice: null,
          city: "Pune",
          state: "Maharashtra",
        }),
      }),
    );
  });
}

describe("my jobs", () => {
  it("lists the jobs with their count", async () => {
    await renderList(null, ["Tile Mason", "Electrician"]);
    expect(screen.getByText("2 jobs")).toBeTruthy();
    expect(
      screen.getAllByRole("article").map((job) => job.querySelector("h2")?.textContent),
    ).toEqual(["Tile Mason", "Electrician"]);
  });

  it("leads an employer without jobs to post a first one", async () => {
    await renderList(null, []);
    expect(screen.getByRole("heading", { name: english.myJobs.empty })).toBeTruthy();
    expect(screen.getByRole("link", { name: english.myJobs.postFirst }).getAttribute("href")).toBe(
      "/employer/dashboard/jobs/new",
    );
  });

  it("says when a tab has no jobs, and leads back to all of them", async () => {
    await renderList("inactive", []);
    expect(
      screen.getByRole("heading", { name: english.myJobs.emptyFiltered_inactive }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: english.myJobs.showAll }).getAttribute("href")).toBe(
      "/employer/dashboard/jobs",
    );
  });
});
