import { describe, expect, it } from "vitest";
import { formatPhone, isCompleteOtp, normalisePhone, otpDigits } from "./phone";

describe("normalisePhone", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["98765-43210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["9191234567", "9191234567"],
  ])("reads %j as %s, like the server", (raw, phone) => {
    expect(normalisePhone(raw)).toBe(phone);
  });

  it.each(["5876543210", "987654321", "98765432101", "+44 9876543210", "98765abcde", ""])(
    "refuses %j",
    (raw) => {
      expect(normalisePhone(raw)).toBeNull();
    },
  );
});

describe("OTP input", () => {
  it("keeps the digits of a pasted code, at most six", () => {
    expect(otpDigits("123 456")).toBe("123456");
    expect(otpDigits(" 12-34-56 ")).toBe("123456");
    expect(otpDigits("Your code is 654321.")).toBe("654321");
    expect(otpDigits("1234567")).toBe("123456");
  });

  it("is complete at exactly six digits", () => {
    expect(isCompleteOtp("123456")).toBe(true);
    expect(isCompleteOtp("12345")).toBe(false);
  });
});

it("writes a mobile number in two groups of five", () => {
  expect(formatPhone("9876543210")).toBe("98765 43210");
});
