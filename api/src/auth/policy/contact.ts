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
