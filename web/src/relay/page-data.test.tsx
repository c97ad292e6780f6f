import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import query from "../__generated__/ContentPageQuery.graphql";

// A page without Relay reads back the data the server drew it with, once, and only when it is the
// answer to the same operation and variables; otherwise it asks the server. The network here is
// down (a fetch that fails as an offline phone's does), which is also how a load that asks is
// seen: it fails with the error a route's error page shows.

type PageDataModule = typeof import("./page-data");
const variables = { slug: "privacy", language: "en" };
const data = { contentPage: { title: "Privacy notice", html: "<p>We keep</p>" } };

/** A fresh copy of the module: it remembers, per visit, that its first load has happened. */
async function freshModule(): Promise<PageDataModule> {
  vi.resetModules();
  return import("./page-data");
}

describe("page data drawn by the server", () => {
  let pageData: PageDataModule;
  const offline = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.reject(new TypeError("Failed to fetch")),
  );
  beforeEach(async () => {
    pageData = await freshModule();
    offline.mockClear();
    vi.stubGlobal("fetch", offline);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("is written as JSON that cannot end its script element, and read back on the first load", async () => {
    const page = {
      key: `ContentPageQuery:${JSON.stringify(variables)}`,
      data: { contentPage: { title: "</script><b>x</b>", html: "" } },
    };
    render(<pageData.PageDataElement page={page} />);
    const element = document.getElementById(pageData.PAGE_DATA_ELEMENT_ID);
    expect(element?.innerHTML).not.toContain("</script>");
    await expect(pageData.loadPageData(query.params, variables)).resolves.toEqual(page);
    expect(offline).not.toHaveBeenCalled();
  });

  it("is read once: a later load asks the server", async () => {
    const key = `ContentPageQuery:${JSON.stringify(variables)}`;
    render(<pageData.PageDataElement page={{ key, data }} />);
    await expect(pageData.loadPageData(query.params, variables)).resolves.toEqual({ key, data });
    expect(offline).not.toHaveBeenCalled();
    await expect(pageData.loadPageData(query.params, variables)).rejects.toThrow(
      /ContentPageQuery: the page's data could not be loaded/,
    );
    // The persisted operation, not its text, with the variables.
    expect(offline).toHaveBeenCalledTimes(1);
    const [url, init] = offline.mock.calls[0] ?? [];
    expect(url).toBe("/graphql");
    expect(JSON.parse(String(init?.body))).toEqual({
      extensions: { persistedQuery: { version: 1, sha256Hash: query.params.id } },
      variables,
    });
  });

  it("is not taken for another page's or another language's data", async () => {
    const key = `ContentPageQuery:${JSON.stringify({ ...variables, language: "hi" })}`;
    render(<pageData.PageDataElement page={{ key, data }} />);
    await expect(pageData.loadPageData(query.params, variables)).rejects.toThrow(
      /could not be loaded/,
    );
    expect(offline).toHaveBeenCalledTimes(1);
  });
});
