import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import type { GeneralApplicationCardTestQuery } from "../../__generated__/GeneralApplicationCardTestQuery.graphql";
import { PREFERRED_ITEMS_MAX } from "../../config";
import { i18n } from "../../i18n/i18n";
import { appErrorAnswer, fieldError } from "../../test/app-error";
import { renderAt } from "../../test/render";
import { GeneralApplicationCard } from "./GeneralApplicationCard";

beforeAll(() =>
  i18n.loadNamespaces(["dashboard", "job", "profile", "applicationStatus", "errors", "common"]),
);

const VIEWER_ID = "VXNlcjo0Mg==";
const OPEN = {
  id: "QXBwbGljYXRpb246OQ==",
  status: "PENDING",
  appliedAt: "2026-12-01T06:00:00.000Z",
  statusChangedAt: "2026-12-01T06:00:00.000Z",
  preferredRoles: ["Mason", "Helper"],
  preferredLocations: ["Pune"],
  coverNote: "Free from Monday",
  nextStatuses: ["WITHDRAWN"],
};

function Harness() {
  const data = useLazyLoadQuery<GeneralApplicationCardTestQuery>(
    graphql`
      query GeneralApplicationCardTestQuery @relay_test_operation {
        viewer {
          ...GeneralApplicationCard_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <GeneralApplicationCard user={data.viewer} /> : null;
}

async function renderCard(application: Record<string, unknown> | null) {
  const environment = createMockEnvironment();
  renderAt("/labour/dashboard", <Harness />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({ id: VIEWER_ID, generalApplication: application }),
        Application: () => ({ ...OPEN, ...application }),
      }),
    );
  });
  await screen.findByRole("heading", { level: 2 });
  return { environment, user: userEvent.setup() };
}

const rolesBox = () => screen.getByRole("textbox", { name: /^Work you want/ });
const placesBox = () => screen.getByRole("textbox", { name: /^Places you can work/ });
const send = () => screen.getByRole("button", { name: "Send general application" });

describe("the general application on the worker's home", () => {
  it("explains it and opens the form on a tap, the first list focused", async () => {
    const { user } = await renderCard(null);
    expect(screen.getByRole("heading", { name: "Ask for any work" })).toBeTruthy();
    expect(screen.getByText(/one at a time and withdraw it whenever you like/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send general application" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Make a general application" }));
    expect(document.activeElement).toBe(rolesBox());
  });

  it("adds chips on Enter without sending, then sends what was asked and shows it", async () => {
    const { environment, user } = await renderCard(null);
    await user.click(screen.getByRole("button", { name: "Make a general application" }));
    await user.type(rolesBox(), "Mason{Enter}");
    await user.type(rolesBox(), "Helper{Enter}");
    await user.type(placesBox(), "Pune{Enter}");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(document.activeElement).toBe(placesBox());
    await user.type(screen.getByLabelText(/A few words about you/), "  Free from Monday ");
    await user.click(send());

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: {
        preferredRoles: ["Mason", "Helper"],
        preferredLocations: ["Pune"],
        coverNote: "Free from Monday",
        resumeUrl: null,
      },
    });
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ApplyGeneralResult: () => ({ __typename: "ApplyGeneralPayload" }),
          Application: () => OPEN,
        }),
      ),
    );
    expect(screen.getByRole("heading", { name: "Your general application" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Your general application has been sent.");
    expect(screen.getByText("Mason, Helper")).toBeTruthy();
    expect(screen.getByText("Pune")).toBeTruthy();
    expect(screen.getByText("Pending")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeTruthy();
  });

  it("says the list's limit beside it before sending, in the server's words", async () => {
    const { environment, user } = await renderCard(null);
    await user.click(screen.getByRole("button", { name: "Make a general application" }));
    const many = Array.from({ length: PREFERRED_ITEMS_MAX + 1 }, (_, i) => `Work ${i}`);
    await user.type(rolesBox(), many.join(","));
    await user.click(send());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(rolesBox().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(`Please list at most ${PREFERRED_ITEMS_MAX}`)).toBeTruthy();
    expect(document.activeElement).toBe(rolesBox());
  });

  it("puts the server's field refusal beside its field and says one in progress", async () => {
    const { environment, user } = await renderCard(null);
    await user.click(screen.getByRole("button", { name: "Make a general application" }));
    await user.type(placesBox(), "Pune{Enter}");
    await user.click(send());
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          applyGeneral: appErrorAnswer("VALIDATION", "validationError", {
            message: "not read",
            fieldErrors: [fieldError("preferred_locations", "maxLength", { count: 50 })],
          }),
        },
      }),
    );
    expect(placesBox().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Maximum 50 characters allowed")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(send());
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { applyGeneral: appErrorAnswer("CONFLICT", "generalApplicationOpen") },
      }),
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "You already have a general application in progress",
    );
  });

  it("withdraws only after a confirmation that says what happens, then offers a new one", async () => {
    const { environment, user } = await renderCard(OPEN);
    expect(screen.getByText("Free from Monday")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    const dialog = screen.getByRole("dialog", { name: "Withdraw your general application?" });
    expect(within(dialog).getByText(/cannot undo this/).textContent).not.toMatch(/employer/i);
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Withdraw" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ id: OPEN.id });
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          WithdrawApplicationResult: () => ({ __typename: "WithdrawApplicationPayload" }),
          Application: () => ({ ...OPEN, status: "WITHDRAWN", nextStatuses: [] }),
        }),
      ),
    );
    expect(screen.getByRole("heading", { name: "Ask for any work" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/has been withdrawn/);
    expect(screen.getByRole("button", { name: "Make a general application" })).toBeTruthy();
  });

  it("offers no Withdraw once it is accepted", async () => {
    await renderCard({ ...OPEN, status: "ACCEPTED", nextStatuses: [] });
    expect(screen.getByText("Accepted")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
  });
});
