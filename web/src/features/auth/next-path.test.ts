import { describe, expect, it } from "vitest";
import { safeNextPath, withNext } from "./next-path";

describe("safeNextPath", () => {
  it.each([
    "/jobs",
    "/jobs/Sm9iOjc",
    "/labour/dashboard/profile",
    "/jobs?q=plumber&location=Delhi",
    "/",
  ])("keeps the app path %s", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    ["nothing", null],
    ["empty", ""],
    ["a protocol-relative URL", "//evil.example/jobs"],
    ["a backslash host", "/\\evil.example"],
    ["an absolute URL", "https://evil.example/"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "jobs"],
    ["a tab that browsers strip", "/\t/evil.example"],
    ["a newline", "/jobs\n"],
    ["the sign-in page itself", "/signin?next=/jobs"],
    ["registration", "/register?role=labour"],
    ["role selection", "/role-selection"],
  ])("refuses %s", (_case, path) => {
    expect(safeNextPath(path)).toBeNull();
  });
});

describe("withNext", () => {
  it("carries a safe next on, after any query the path has", () => {
    expect(withNext("/role-selection", "/jobs/Sm9iOjc")).toBe("/role-selection?next=/jobs/Sm9iOjc");
    expect(withNext("/register?role=labour", "/jobs?q=a b&page=2")).toBe(
      "/register?role=labour&next=/jobs%3Fq%3Da%20b%26page%3D2",
    );
  });

  it("leaves an unsafe or missing next off", () => {
    expect(withNext("/role-selection", "//evil.example")).toBe("/role-selection");
    expect(withNext("/role-selection", null)).toBe("/role-selection");
  });
});
