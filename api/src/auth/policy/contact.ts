import type { Viewer } from "../../context.js";
import type { ApplicationStatus } from "../../generated/prisma/client.js";
import type { Owned } from "./ownership.js";
import { can } from "./permissions.js";

// How an employer may reach a worker whose application they read: only by the ways the worker
// allows. A worker who does not allow recruiters to contact them shows no contact details at all.

export interface ContactPreferences {
  contactByPhone: boolean;
  contactByWhatsapp: boolean;
  contactByEmail: boolean;
  allowRecruiterContact: boolean;
}

/** A worker without a labour profile row has the columns' defaults. */
export const DEFAULT_CONTACT: ContactPreferences = {
  contactByPhone: true,
  contactByWhatsapp: true,
  contactByEmail: false,
  allowRecruiterContact: true,
};

export interface ContactShown {
  phone: boolean;
  whatsapp: boolean;
  email: boolean;
}

export function contactShown(preferences: ContactPreferences | null | undefined): ContactShown {
  const p = preferences ?? DEFAULT_CONTACT;
  if (!p.allowRecruiterContact) return { phone: false, whatsapp: false, email: false };
  return { phone: p.contactByPhone, whatsapp: p.contactByWhatsapp, email: p.contactByEmail };
}

/** The contact preference columns a decision reads. */
export const CONTACT_SELECT = {
  contactByPhone: true,
  contactByWhatsapp: true,
  contactByEmail: true,
  allowRecruiterContact: true,
} as const;

// ---- the other way round: a hired worker reaching the employer

// Who may reach an employer directly: the worker of an application the
// employer accepted sees the employer's phone, with Call and WhatsApp, on that application and on
// the job's page. Nobody else does: not visitors, not other workers, not the worker while the
// application is pending, shortlisted, rejected, withdrawn or cancelled.

/**
 * Statuses in which the application's worker may reach the employer: accepted, and completed
 * (the hire happened; the worker may still need to reach them, about pay above all).
 */
export const EMPLOYER_REACHABLE: readonly ApplicationStatus[] = ["ACCEPTED", "COMPLETED"];

export function mayReachEmployer(
  viewer: Viewer | null,
  application: Owned["application"] & { status: ApplicationStatus },
): boolean {
  return (
    EMPLOYER_REACHABLE.includes(application.status) &&
    can(viewer, "application.reachEmployer", application)
  );
}

/** The employer's contact preference columns employerContactWays reads. */
export const EMPLOYER_CONTACT_SELECT = { contactByPhone: true, contactByWhatsapp: true } as const;

/**
 * The ways an employer takes contact from the workers they hired, as their profile's contact
 * preferences say (both, without a profile row: the columns' defaults). Neither: the phone is
 * not shown at all.
 */
export function employerContactWays(
  preferences: { contactByPhone: boolean; contactByWhatsapp: boolean } | null | undefined,
): { calls: boolean; whatsapp: boolean } {
  return {
    calls: preferences?.contactByPhone ?? true,
    whatsapp: preferences?.contactByWhatsapp ?? true,
  };
}
