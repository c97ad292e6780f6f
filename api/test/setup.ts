import { afterEach } from "vitest";
import { takeRestViolations } from "./rest-violations.js";

// Every API test: a REST answer that its OpenAPI document does not describe fails the test that
// received it (test/openapi-check.ts checks each one).

afterEach(() => {
  const violations = takeRestViolations();
  if (violations.length > 0) {
    throw new Error(
      `REST answers the OpenAPI document does not describe:\n${violations.join("\n")}`,
    );
  }
});
