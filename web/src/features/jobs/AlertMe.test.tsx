import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Session } from "../../session/session";
import { loadJobsTexts, renderAt } from "../../test/render";
import { WORKER_SESSION } from "../../test/sessions";
import { AlertMe } from "./AlertMe";

const session = vi.hoisted(() => ({ current: { status: "anonymous" } as Session }));
vi.mock("../../session/session", () => ({ useSession: () => session.current }));
// The saving code's chunk cannot be fetched (the phone offline before it ever loaded).
vi.mock("./AlertMeSave", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

beforeAll(loadJobsTexts);

describe("AlertMe", () => {
  it("leaves the list whole when its saving code cannot load: no button, no error page", async () => {
    session.current = WORKER_SESSION;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAt(
      "/jobs?q=mason",
      <>
        <AlertMe search={{ q: "mason" }} />
        <p>the jobs found</p>
      </>,
    );
    expect(screen.getByRole("button", { name: "Alert me for new jobs like these" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: /Alert me/ })).toBeNull());
    expect(screen.getByText("the jobs found")).toBeTruthy();
  });

  it("sends a visitor to sign in and back", () => {
    session.current = { status: "anonymous" } as Session;
    renderAt("/jobs?q=mason", <AlertMe search={{ q: "mason" }} />);
    const link = screen.getByRole("link", {
      name: "Sign in to get alerts for new jobs like these",
    });
    expect(link.getAttribute("href")).toMatch(/^\/signin\b/);
  });
});
