import type { FetchFunction } from "relay-runtime";
import { describe, expect, it, vi } from "vitest";
import { SEARCH_SUGGESTIONS_MAX } from "../../config";
import { createEnvironment, setEnvironmentResolver } from "../../relay/environment";
import { fetchSuggestions } from "./suggestions";

// A real Relay environment whose network is a test double: what the query asks and how the
// answer is read are checked without a server.
const network = vi.fn<FetchFunction>();
const environment = createEnvironment(network);
setEnvironmentResolver(() => environment);

const suggestion = (kind: string, text: string, jobCount: number, state: string | null = null) => ({
  kind,
  text,
  state,
  jobCount,
});

describe("fetchSuggestions", () => {
  it("asks for the cap and answers kind, text and job count, at most the cap", async () => {
    const answer = Array.from({ length: SEARCH_SUGGESTIONS_MAX + 2 }, (_, index) =>
      suggestion("ROLE", `Plumber ${index}`, index),
    );
    answer[1] = suggestion("SKILL", "Plumbing", 4);
    network.mockResolvedValueOnce({ data: { searchSuggestions: answer } });

    const suggestions = await fetchSuggestions("query", "plumbr");

    const [params, variables] = network.mock.calls[0] ?? [];
    expect(params?.name).toBe("SearchBarSuggestionsQuery");
    expect(variables).toEqual({
      text: "plumbr",
      limit: SEARCH_SUGGESTIONS_MAX,
      kinds: ["ROLE", "SKILL"],
    });
    expect(suggestions).toHaveLength(SEARCH_SUGGESTIONS_MAX);
    expect(suggestions.slice(0, 2)).toEqual([
      suggestion("ROLE", "Plumber 0", 0),
      suggestion("SKILL", "Plumbing", 4),
    ]);
  });

  it("asks for places only in the location box, each with its state", async () => {
    network.mockResolvedValueOnce({
      data: { searchSuggestions: [suggestion("CITY", "Bangalore", 7, "Karnataka")] },
    });
    const suggestions = await fetchSuggestions("location", "beng");
    expect(network.mock.calls.at(-1)?.[1]).toEqual({
      text: "beng",
      limit: SEARCH_SUGGESTIONS_MAX,
      kinds: ["CITY", "STATE"],
    });
    expect(suggestions).toEqual([suggestion("CITY", "Bangalore", 7, "Karnataka")]);
  });

  it("fails when the request fails, so the bar shows nothing", async () => {
    network.mockRejectedValueOnce(new Error("Network error occurred"));
    await expect(fetchSuggestions("query", "mason")).rejects.toThrow("Network error occurred");
  });
});
