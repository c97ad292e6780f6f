import { describe, expect, it, vi } from "vitest";
import { PAGE_SIZE_DEFAULT } from "../../config";

const preloadRouteQuery = vi.hoisted(() => vi.fn(() => "reference"));
vi.mock("../../relay/route-query", () => ({ preloadRouteQuery }));

const { loader } = await import("./JobsPage.loader");
const { default: query } = await import("../../__generated__/JobsPageQuery.graphql");

describe("the /jobs loader", () => {
  it("preloads JobsPageQuery with the variables of the URL", () => {
    const request = new Request("http://localhost/jobs?q=electrician&job_type=contract&state=x");
    const result = loader({ request, params: {}, context: undefined } as never);
    expect(result).toBe("reference");
    expect(preloadRouteQuery).toHaveBeenCalledWith("jobs", query, {
      first: PAGE_SIZE_DEFAULT,
      filter: { q: "electrician", jobType: "CONTRACT" },
    });
  });
});
