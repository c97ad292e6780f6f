import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SaveJobButtonTestQuery } from "../../__generated__/SaveJobButtonTestQuery.graphql";
import type { Session } from "../../session/session";
import { loadJobsTexts, renderAt } from "../../test/render";
import { WORKER_SESSION } from "../../test/sessions";
import { SaveJobButton } from "./SaveJobButton";

const session = vi.hoisted(() => ({ current: { status: "anonymous" } as Session }));
// sessionToken: the toggle starts the queue of saves made offline, which sends nothing here.
vi.mock("../../session/session", () => ({
  useSession: () => session.current,
  sessionToken: () => null,
}));

const worker = WORKER_SESSION;

function Harness() {
  const { job } = useLazyLoadQuery<SaveJobButtonTestQuery>(
    graphql`
      query SaveJobButtonTestQuery @relay_test_operation {
        job(id: "test") {
          ...SaveJobButton_job
        }
      }
    `,
    {},
  );
  return job ? <SaveJobButton job={job} /> : null;
}

async function renderButton(isSaved: boolean | null) {
  const environment = createMockEnvironment();
  renderAt("/jobs?q=mason", <Harness />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Job: () => ({ id: "Sm9iOjc", title: "Tile Mason", isSaved }),
      }),
    );
  });
  return { environment, user: userEvent.setup() };
}

beforeAll(loadJobsTexts);
beforeEach(() => {
  session.current = worker;
});

describe("the save toggle", () => {
  it("saves at once and keeps it when the server agrees", async () => {
    const { environment, user } = await renderButton(false);
    const button = await screen.findByRole("button", { name: "Save Tile Mason" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    await user.click(button);
    // At once: the toggle's code is fetched while the button renders, before any tap.
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe("SaveJobToggleSaveMutation");
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          saveJob: { __typename: "SaveJobPayload", job: { id: "Sm9iOjc", isSaved: true } },
        },
      }),
    );
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts it back and says so when saving fails", async () => {
    const { environment, user } = await renderButton(true);
    const button = await screen.findByRole("button", { name: "Save Tile Mason" });
    expect(button.getAttribute("aria-pressed")).toBe("true");
    await user.click(button);
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("false"));
    expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe(
      "SaveJobToggleUnsaveMutation",
    );
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("offline")));
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Job save failed, please try again");
  });

  it("reverts when the server refuses", async () => {
    const { environment, user } = await renderButton(false);
    const button = await screen.findByRole("button", { name: "Save Tile Mason" });
    await user.click(button);
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { saveJob: { __typename: "AppError", code: "NOT_FOUND", message: "gone" } },
      }),
    );
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("alert")).toBeTruthy();
  });

  it("does nothing on a tap while the last one is on its way", async () => {
    const { environment, user } = await renderButton(false);
    const button = await screen.findByRole("button", { name: "Save Tile Mason" });
    await user.click(button);
    await user.click(button);
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    expect(button.getAttribute("aria-pressed")).toBe("true");
  });

  it("offline, says plainly that a tap the phone cannot keep was not saved", async () => {
    // jsdom has no IndexedDB: like a browser that cannot keep anything for later.
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const { environment, user } = await renderButton(false);
      const button = await screen.findByRole("button", { name: "Save Tile Mason" });
      await user.click(button);
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toMatch(/could not keep it\. Not saved/);
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      expect(button.getAttribute("aria-pressed")).toBe("false");
    } finally {
      online.mockRestore();
    }
  });

  it("sends a visitor to sign in and back to the list", async () => {
    session.current = { status: "anonymous" };
    await renderButton(null);
    const link = await screen.findByRole("link", { name: "Sign in to save Tile Mason" });
    expect(link.getAttribute("href")).toBe("/signin?next=/jobs%3Fq%3Dmason");
  });

  it("is not there for employers", async () => {
    session.current = { ...worker, userType: "employer" };
    await renderButton(null);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
