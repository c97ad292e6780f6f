import { describe, expect, it } from "vitest";
import { ValidationError } from "../../errors.js";
import { messages } from "../../messages.js";
import { normalisePhone, requireOtp, requirePhone } from "./phone.js";

function thrown(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error("expected a ValidationError");
}

describe("normalisePhone", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["09876543210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["98765-43210", "9876543210"],
    ["(+91) 98765.43210", "9876543210"],
    ["  6000000000\n", "6000000000"],
    ["7012345678", "7012345678"],
    ["8123456789", "8123456789"],
    // 91 followed by ten digits is the country code, not part of the number
    ["9191234567", "9191234567"],
  ])("reads %j as %s", (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it.each([
    ["starting with 5", "5876543210"],
    ["starting with 0 after the prefix", "+91 08765 43210"],
    ["starting with 1", "1234567890"],
    ["nine digits", "987654321"],
    ["eleven digits", "98765432101"],
    ["twelve digits without the country code", "989876543210"],
    ["another country code", "+44 9876543210"],
    ["+91 with nine digits", "+91 987654321"],
    ["two prefixes", "+91 0 9876543210"],
    ["letters", "98765abcde"],
    ["a plus sign inside", "98765+43210"],
    ["empty", ""],
    ["spaces only", "   "],
    ["non-ASCII digits", "९८७६५४३२१०"],
  ])("rejects %s", (_case, raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });

  it.each([[9876543210], [null], [undefined], [["9876543210"]], [{ phone: "9876543210" }]])(
    "accepts only strings, not %j",
    (raw) => {
      expect(normalisePhone(raw)).toBeNull();
    },
  );
});

describe("requirePhone", () => {
  it("returns the normalised number", () => {
    expect(requirePhone("+91 98765 43210")).toBe("9876543210");
  });

  it("names phone_number by default, or the field it is given", () => {
    const error = thrown(() => requirePhone("12345"));
    expect(error.code).toBe("VALIDATION");
    expect(error.message).toBe(messages.phoneInvalid);
    expect(error.fieldErrors).toEqual([
      { field: "phone_number", reason: "phoneInvalid", params: {}, message: messages.phoneInvalid },
    ]);
    expect(thrown(() => requirePhone(42, "contact_phone")).fieldErrors).toMatchObject([
      { field: "contact_phone", message: messages.phoneInvalid },
    ]);
  });
});

describe("requireOtp", () => {
  it("accepts six digits, trimmed", () => {
    expect(requireOtp("012345")).toBe("012345");
    expect(requireOtp(" 987654 ")).toBe("987654");
  });

  it.each([
    ["five digits", "12345"],
    ["seven digits", "1234567"],
    ["a letter", "12345a"],
    ["inner space", "123 456"],
    ["empty", ""],
    ["a number, not a string", 123456],
    ["missing", undefined],
    ["non-ASCII digits", "१२३४५६"],
  ])("rejects %s", (_case, raw) => {
    expect(thrown(() => requireOtp(raw)).fieldErrors).toMatchObject([
      { field: "otp", message: messages.otpInvalidFormat },
    ]);
  });
});
