import { OTP_DIGITS, PHONE_DIGITS } from "../../config";

// The server's reading of a phone number (api/src/services/accounts/phone.ts), so the form
// says at once what the server would: separators go, then one +91, 0091, 91 or 0 prefix may go,
// and ten digits starting with 6-9 must be left.
const SEPARATORS = /[\s\-().]/g;
const MOBILE = new RegExp(`^(?:\\+91|0091|91|0)?([6-9]\\d{${PHONE_DIGITS - 1}})$`);

/** "+91 98765 43210" -> "9876543210"; null unless it is a valid 10-digit Indian mobile number. */
export function normalisePhone(raw: string): string | null {
  return MOBILE.exec(raw.replace(SEPARATORS, ""))?.[1] ?? null;
}

/** The digits of what was typed or pasted ("123 456", "123-456"), at most an OTP's length. */
export function otpDigits(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, OTP_DIGITS);
}

export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_DIGITS}}$`).test(otp);
}

/** 98765 43210: how Indians write a mobile number. */
export function formatPhone(phone: string): string {
  return phone.length === PHONE_DIGITS ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
