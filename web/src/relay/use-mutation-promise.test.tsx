import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { graphql, RelayEnvironmentProvider } from "react-relay";
import { createMockEnvironment } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { useMutationPromiseTestMutation } from "../__generated__/useMutationPromiseTestMutation.graphql";
import { useMutationPromise } from "./use-mutation-promise";

const mutation = graphql`
  mutation useMutationPromiseTestMutation {
    markAllNotificationsRead {
      __typename
    }
  }
`;

function renderMutation() {
  const environment = createMockEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  const hook = renderHook(() => useMutationPromise<useMutationPromiseTestMutation>(mutation), {
    wrapper,
  });
  return { environment, hook };
}

describe("useMutationPromise", () => {
  it("answers with the response, in flight until then", async () => {
    const { environment, hook } = renderMutation();
    expect(hook.result.current[1]).toBe(false);
    let answer: Promise<useMutationPromiseTestMutation["response"]> | undefined;
    act(() => {
      answer = hook.result.current[0]({});
    });
    expect(hook.result.current[1]).toBe(true);
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { markAllNotificationsRead: { __typename: "MarkAllNotificationsReadPayload" } },
      });
    });
    await expect(answer).resolves.toEqual({
      markAllNotificationsRead: { __typename: "MarkAllNotificationsReadPayload" },
    });
    expect(hook.result.current[1]).toBe(false);
  });

  it("rejects when the request fails, and is no longer in flight", async () => {
    const { environment, hook } = renderMutation();
    let answer: Promise<unknown> | undefined;
    act(() => {
      answer = hook.result.current[0]({});
    });
    const failed = expect(answer).rejects.toThrow("offline");
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("offline")));
    await failed;
    expect(hook.result.current[1]).toBe(false);
  });
});
