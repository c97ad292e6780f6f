import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path";

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
  ])("refuses %s", (_case, path) => {
    expect(safeNextPath(path)).toBeNull();
  });
});
