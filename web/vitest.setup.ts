import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// relay-test-utils reaches for Jest's globals; Vitest's `vi` speaks the same dialect.
(globalThis as { jest?: unknown }).jest = vi;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
