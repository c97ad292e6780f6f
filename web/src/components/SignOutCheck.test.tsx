import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../config";
import { i18n } from "../i18n/i18n";
import type { WaitingSaves } from "../relay/sign-out-check";
import { getSession, reloadSession } from "../session/session";
import { SignOutCheck } from "./SignOutCheck";

function signedInWorker() {
  localStorage.setItem(STORAGE_KEYS.authToken, "token");
  localStorage.setItem(STORAGE_KEYS.userType, "labour");
  reloadSession();
}

function renderCheck(saves: WaitingSaves) {
  const onDone = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <Suspense fallback={null}>
            <SignOutCheck
              saves={saves}
              onDone={onDone}
              navigate={(path) => router.navigate(path)}
            />
          </Suspense>
        ),
      },
    ],
    { initialEntries: ["/labour/dashboard/saved-jobs"] },
  );
  render(<RouterProvider router={router} />);
  return { router, onDone };
}

const fakeSaves = (waiting: number, online: boolean, send = () => Promise.resolve()) => {
  const left = { n: waiting };
  return {
    left,
    saves: { count: async () => left.n, online: () => online, send } satisfies WaitingSaves,
  };
};

describe("SignOutCheck", () => {
  beforeEach(async () => {
    await i18n.loadNamespaces("offline");
    signedInWorker();
    // The token's revocation: the server's answer does not matter here.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ errors: [{ message: "down" }] }, { status: 500 })),
    );
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("signs out at once, to the home page, when no save waits", async () => {
    const { saves } = fakeSaves(0, true);
    const { router, onDone } = renderCheck(saves);
    await waitFor(() => expect(getSession().status).toBe("anonymous"));
    expect(onDone).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends the waiting saves first when online, then signs out", async () => {
    const { saves, left } = fakeSaves(2, true, async () => {
      left.n = 0;
    });
    const { router } = renderCheck(saves);
    await waitFor(() => expect(getSession().status).toBe("anonymous"));
    expect(router.state.location.pathname).toBe("/");
  });

  it("offline, names the saves not sent and keeps the worker signed in if they choose", async () => {
    const user = userEvent.setup();
    const { saves } = fakeSaves(2, false);
    const { router, onDone } = renderCheck(saves);
    const dialog = await screen.findByRole("dialog", { name: "Log out?" });
    expect(dialog.textContent).toContain(
      "2 changes to your saved jobs are not sent yet. If you log out now, they will be lost.",
    );
    expect(dialog.textContent).toContain("You are offline.");
    // The safe choice has the focus.
    const stay = screen.getByRole("button", { name: "Stay logged in" });
    expect(document.activeElement).toBe(stay);
    await user.click(stay);
    expect(onDone).toHaveBeenCalled();
    expect(getSession().status).toBe("signedIn");
    expect(router.state.location.pathname).toBe("/labour/dashboard/saved-jobs");
  });

  it("signs out anyway when the worker says so, knowing what is lost", async () => {
    const user = userEvent.setup();
    const { saves } = fakeSaves(1, true, async () => undefined);
    const { router } = renderCheck(saves);
    const dialog = await screen.findByRole("dialog", { name: "Log out?" });
    expect(dialog.textContent).toContain("1 change to your saved jobs is not sent yet.");
    expect(dialog.textContent).toContain("could not be sent just now");
    await user.click(screen.getByRole("button", { name: "Log out anyway" }));
    expect(getSession().status).toBe("anonymous");
    expect(router.state.location.pathname).toBe("/");
  });

  it("says it is sending while it waits for the network", async () => {
    let finish: () => void = () => undefined;
    const { saves, left } = fakeSaves(
      3,
      true,
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            left.n = 0;
            resolve();
          };
        }),
    );
    renderCheck(saves);
    expect(
      await screen.findByText("Sending 3 changes to your saved jobs before you log out…"),
    ).toBeTruthy();
    expect(getSession().status).toBe("signedIn");
    finish();
    await waitFor(() => expect(getSession().status).toBe("anonymous"));
  });
});
