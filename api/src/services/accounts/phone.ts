import { OTP_DIGITS, PHONE_DIGITS } from "../../constants.js";
import { fieldError } from "../../errors.js";

// People type their number the way it is printed: "+91 98765 43210", "098765-43210",
// "(+91) 98765.43210". Separators go, then one country or trunk prefix may go, and what is left
// must be an Indian mobile number: ten digits starting with 6, 7, 8 or 9.
const SEPARATORS = /[\s\-().]/g;
const MOBILE = new RegExp(`^(?:\\+91|0091|91|0)?([6-9]\\d{${PHONE_DIGITS - 1}})$`);
const OTP = new RegExp(`^\\d{${OTP_DIGITS}}$`);

/** "+91 98765 43210", "09876543210", "98765-43210" -> "9876543210"; null unless it is a valid 10-digit Indian mobile number (first digit 6-9). Accepts only strings. */
export function normalisePhone(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  return MOBILE.exec(raw.replace(SEPARATORS, ""))?.[1] ?? null;
}

/** normalisePhone, or a ValidationError on `field` with the spec's phone message. */
export function requirePhone(raw: unknown, field = "phone_number"): string {
  const phone = normalisePhone(raw);
  if (phone === null) throw fieldError(field, "phoneInvalid");
  return phone;
}

/** Exactly OTP_DIGITS ASCII digits once surrounding spaces are trimmed, else a ValidationError on "otp". */
export function requireOtp(raw: unknown): string {
  const otp = typeof raw === "string" ? raw.trim() : "";
  if (!OTP.test(otp)) throw fieldError("otp", "otpInvalidFormat");
  return otp;
}
