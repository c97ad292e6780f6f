import { ERROR_MESSAGES, interpolate } from "@kaamsetu/shared/error-messages";
import { describe, expect, it } from "vitest";
import {
  AppError,
  BadRequestError,
  ConflictError,
  fieldError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from "./errors.js";
import { messages } from "./messages.js";

// The domain's errors: a code, a reason from the catalogue, the params its message names, and
// the English message made from them.

describe("errors keyed by reason", () => {
  it("words a reason from the catalogue, with its params", () => {
    const error = new ConflictError("moveNotAllowed", { from: "rejected", to: "accepted" });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "CONFLICT",
      reason: "moveNotAllowed",
      params: { from: "rejected", to: "accepted" },
      message: "An application that is rejected cannot be changed to accepted",
      fieldErrors: [],
      retryAfterSeconds: null,
    });
    expect(new BadRequestError("paramMin", { name: "limit", min: 1 }).message).toBe(
      "limit must be at least 1",
    );
  });

  it("falls back to the code's usual reason", () => {
    expect(new NotFoundError()).toMatchObject({ reason: "notFound", params: {} });
    expect(new NotFoundError().message).toBe(messages.notFound);
    expect(new RateLimitedError(2.2)).toMatchObject({
      reason: "tooManyRequests",
      retryAfterSeconds: 3,
    });
  });

  it("reads as the first failing field, and lists every one", () => {
    const error = fieldError("title", "maxLength", { count: 150 });
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      code: "VALIDATION",
      reason: "maxLength",
      params: { count: 150 },
      message: "Maximum 150 characters allowed",
      fieldErrors: [
        {
          field: "title",
          reason: "maxLength",
          params: { count: 150 },
          message: "Maximum 150 characters allowed",
        },
      ],
    });
    expect(new ValidationError([])).toMatchObject({ reason: "validationError", fieldErrors: [] });
  });

  it("keeps the catalogue in i18next's syntax, every value named by a message given", () => {
    expect(ERROR_MESSAGES.minLength).toBe("Minimum {{count}} characters required");
    expect(interpolate("minLength", { count: 8 })).toBe("Minimum 8 characters required");
    expect(messages.minLength({ count: 8 })).toBe("Minimum 8 characters required");
    for (const text of Object.values(ERROR_MESSAGES)) {
      expect(text.replace(/\{\{\w+\}\}/g, "")).not.toMatch(/[{}]/);
    }
  });
});
