import { describe, expect, it, vi } from "vitest";
import { PAGE_SIZE_DEFAULT } from "../../config";

const preloadRouteQuery = vi.hoisted(() => vi.fn(() => "reference"));
vi.mock("../../relay/route-query", () => ({ preloadRouteQuery }));

const { loader } = await import("./JobsPage.loader");
const { markHydrated, startHydrating } = await import("../../lib/hydration-marker");
type Data = Exclude<Awaited<ReturnType<typeof loader>>, Response>;
const { default: query } = await import("../../__generated__/JobsPageQuery.graphql");

describe("the /jobs loader", () => {
  it("preloads JobsPageQuery with the variables of the URL, with the list's code", async () => {
    const request = new Request(
      "http://localhost/jobs?q=electrician&state=Kerala&job_type=contract",
    );
    // A later page's load waits for the list, as for any route's data.
    const result = (await loader({ request, params: {}, context: undefined } as never)) as Data;
    const { module, reference } = await result.results;
    expect(reference).toBe("reference");
    expect(module.JobResults).toBeTypeOf("function");
    expect(preloadRouteQuery).toHaveBeenCalledWith("jobs", query, {
      first: PAGE_SIZE_DEFAULT,
      after: null,
      filter: { q: "electrician", state: "Kerala", jobType: "CONTRACT" },
    });
    // Marked for React's `use` once settled: a later render reads it without suspending.
    expect(result.results).toMatchObject({ status: "fulfilled" });
  });

  it("shows the list from the cursor of a later page's address (the Load more link)", async () => {
    preloadRouteQuery.mockClear();
    const request = new Request("http://localhost/jobs?q=mason&cursor=WyJ0ZXh0IiwwLjUsIjIwMjYi");
    await loader({ request, params: {}, context: undefined } as never);
    expect(preloadRouteQuery).toHaveBeenCalledWith("jobs", query, {
      first: PAGE_SIZE_DEFAULT,
      after: "WyJ0ZXh0IiwwLjUsIjIwMjYi",
      filter: { q: "mason" },
    });
  });

  it.each([
    ["/jobs?q=++electrician+&location=", "/jobs?q=electrician"],
    ["/jobs?job_type=CONTRACT&q=mason", "/jobs?q=mason&job_type=contract"],
    ["/jobs?state=nowhere&salary_min=abc", "/jobs"],
    ["/jobs?cursor=abc_-1&q=mason", "/jobs?q=mason&cursor=abc_-1"],
    ["/jobs?q=mason&cursor=not%20a%20cursor", "/jobs?q=mason"],
    ["/jobs?cursor=", "/jobs"],
  ])("sends %s on to %s, the address the app makes", (from, to) => {
    preloadRouteQuery.mockClear();
    const request = new Request(`http://localhost${from}`);
    const result = loader({ request, params: {}, context: undefined } as never) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe(to);
    expect(preloadRouteQuery).not.toHaveBeenCalled();
  });

  // Last: the page's take-over, once done, stays done.
  it("taking over a server-drawn page, answers at once and starts the list after the rest", async () => {
    preloadRouteQuery.mockClear();
    startHydrating();
    const request = new Request("http://localhost/jobs?q=mason");
    const result = loader({ request, params: {}, context: undefined } as never);
    expect(result).not.toBeInstanceOf(Promise);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloadRouteQuery).not.toHaveBeenCalled();
    markHydrated();
    await (result as Data).results;
    expect(preloadRouteQuery).toHaveBeenCalledOnce();
  });
});
