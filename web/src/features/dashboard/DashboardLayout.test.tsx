import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import { Component as DashboardLayout } from "./DashboardLayout";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: "/employer/dashboard", element: <DashboardLayout />, children: [{ path: "*" }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const current = () =>
  Array.from(
    screen.getByRole("navigation").querySelectorAll('[aria-current="page"]'),
    (link) => link.textContent,
  );

describe("the employer's dashboard menu", () => {
  beforeAll(() => i18n.loadNamespaces("dashboard"));

  it.each([
    ["/employer/dashboard/jobs", "My jobs"],
    ["/employer/dashboard/jobs/Sm9iOjE=/applications", "My jobs"],
    ["/employer/dashboard/jobs/Sm9iOjE=/edit", "My jobs"],
    ["/employer/dashboard/jobs/new", "Post a job"],
    ["/employer/dashboard", "Overview"],
  ])("marks one current page at %s", (path, label) => {
    renderAt(path);
    expect(current()).toEqual([label]);
  });
});
