import { ERROR_MESSAGES } from "@kaamsetu/shared/error-messages";
import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n";
import { ERRORS_NAMESPACE, errorText, fieldErrorsOf, knowsReason } from "./error-text";

const t = i18n.t.bind(i18n) as TFunction;

beforeAll(() => i18n.loadNamespaces(ERRORS_NAMESPACE));

describe("errorText", () => {
  it("words a reason with its params from the catalogue, not from the message sent", () => {
    const error = { reason: "minLength", params: { count: 8 }, message: "something else" };
    expect(errorText(t, error, "fallback")).toBe("Minimum 8 characters required");
    expect(errorText(t, { reason: "alreadyApplied", params: {}, message: "x" }, "f")).toBe(
      ERROR_MESSAGES.alreadyApplied,
    );
  });

  it("falls back to the server's message for a reason it does not know, then to the screen's", () => {
    expect(knowsReason({ reason: "somethingNew" })).toBe(false);
    expect(errorText(t, { reason: "somethingNew", message: "As the server said" }, "f")).toBe(
      "As the server said",
    );
    expect(errorText(t, { reason: null, message: "" }, "Could not save")).toBe("Could not save");
    expect(errorText(t, null, "Could not save")).toBe("Could not save");
  });

  it("has the catalogue itself as its English", () => {
    expect(i18n.getResourceBundle("en", ERRORS_NAMESPACE)).toEqual(ERROR_MESSAGES);
  });
});

describe("fieldErrorsOf", () => {
  it("puts field errors by their field, the first for each, and others apart", () => {
    const city = { field: "city", reason: "cityNotInState" };
    const salary = { field: "salary_amount", reason: "salaryInvalid" };
    const input = { field: "input", reason: "validationError" };
    expect(
      fieldErrorsOf(
        [city, { field: "city", reason: "required" }, salary, input],
        new Set(["city", "salary_amount"]),
      ),
    ).toEqual({ fields: { city, salary_amount: salary }, other: [input] });
  });
});
