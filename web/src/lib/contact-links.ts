import { PHONE_DIGITS } from "../config";

// The ways one side can reach the other, as links the phone opens: a call, a WhatsApp
// chat, an e-mail. Each is offered only where the person reached said they take it.

export type ContactMethod = "PHONE" | "WHATSAPP" | "EMAIL";
export type ContactLink = { method: ContactMethod; href: string };

type Reachable = {
  phoneNumber: string | null | undefined;
  email: string | null | undefined;
  acceptsCalls: boolean;
  acceptsWhatsapp: boolean;
};

/** The ten-digit Indian number, whatever spacing or +91 it was stored with; null if not one. */
export function nationalNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  const national = digits.length > PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : digits;
  return national.length === PHONE_DIGITS ? national : null;
}

export function contactLinks(applicant: Reachable): ContactLink[] {
  const phone = nationalNumber(applicant.phoneNumber);
  const links: ContactLink[] = [];
  if (phone && applicant.acceptsCalls) links.push({ method: "PHONE", href: `tel:+91${phone}` });
  if (phone && applicant.acceptsWhatsapp) {
    links.push({ method: "WHATSAPP", href: `https://wa.me/91${phone}` });
  }
  if (applicant.email) {
    links.push({ method: "EMAIL", href: `mailto:${applicant.email}` });
  }
  return links;
}
