import { describe, expect, it } from "vitest";
import { contactLinks, nationalNumber } from "./contact-links";

const worker = {
  phoneNumber: "9876543210",
  email: "ravi@example.in",
  acceptsCalls: true,
  acceptsWhatsapp: true,
};

describe("the ways to reach an applicant", () => {
  it("calls and chats on the Indian number, and mails the address", () => {
    expect(contactLinks(worker)).toEqual([
      { method: "PHONE", href: "tel:+919876543210" },
      { method: "WHATSAPP", href: "https://wa.me/919876543210" },
      { method: "EMAIL", href: "mailto:ravi@example.in" },
    ]);
  });

  it("offers only what the worker takes", () => {
    expect(contactLinks({ ...worker, acceptsCalls: false, email: null })).toEqual([
      { method: "WHATSAPP", href: "https://wa.me/919876543210" },
    ]);
    expect(contactLinks({ ...worker, phoneNumber: null, email: null })).toEqual([]);
  });

  it("reads a number stored with +91 or spaces, and refuses a short one", () => {
    expect(nationalNumber("+91 98765 43210")).toBe("9876543210");
    expect(nationalNumber("98765")).toBeNull();
    expect(nationalNumber(null)).toBeNull();
  });
});
