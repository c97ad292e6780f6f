// The confirm-contact answer (SPEC sections 4 and 5): one tap says whether the
// employer got in touch; how the worker checked them, whether the employer is who they claim,
// and notes are optional details. The server checks what is sent; this says so before the trip.

export const VERIFICATION_KINDS = ["PHONE", "EMAIL", "DOCUMENT", "SKILL"] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** The optional details behind "Add details". */
export type ConfirmContactDetails = {
  verifiedMethods: VerificationKind[];
  identityConfirmed: boolean;
  notes: string;
};

export type ConfirmContactValues = ConfirmContactDetails & {
  contacted: boolean | null;
  /** Whether the worker opened "Add details": then what they ticked is what is sent. */
  withDetails: boolean;
};

export const EMPTY_CONFIRM_CONTACT: ConfirmContactValues = {
  contacted: null,
  withDetails: false,
  verifiedMethods: [],
  identityConfirmed: false,
  notes: "",
};

/** The reasons (errors namespace) of what is missing, by field. */
export type ConfirmContactErrors = Partial<
  Record<"contacted" | "verifiedMethods", "contactedRequired" | "contactMethodRequired">
>;

/**
 * SPEC section 5's two messages, applied to what is sent: an answer is needed, and a worker who
 * gives details and says yes names at least one way they checked the employer.
 */
export function checkConfirmContact(values: ConfirmContactValues): ConfirmContactErrors {
  if (values.contacted === null) return { contacted: "contactedRequired" };
  if (values.contacted && values.withDetails && values.verifiedMethods.length === 0) {
    return { verifiedMethods: "contactMethodRequired" };
  }
  return {};
}

/**
 * The check a one-tap "yes" stands for: the channel the employer reached the worker on (the
 * server needs at least one way). A call or a WhatsApp message came from their phone number.
 */
export function defaultVerification(contactMethod: string | null | undefined): VerificationKind[] {
  return [contactMethod === "EMAIL" ? "EMAIL" : "PHONE"];
}

/** The mutation's input: the details only count when the employer did get in touch. */
export function confirmContactInput(values: ConfirmContactValues, contactMethod?: string | null) {
  const notes = values.withDetails ? values.notes.trim() : "";
  const contacted = values.contacted;
  let verifiedMethods: VerificationKind[] = [];
  if (contacted) {
    verifiedMethods =
      values.withDetails && values.verifiedMethods.length > 0
        ? values.verifiedMethods
        : defaultVerification(contactMethod);
  }
  return {
    contacted,
    verifiedMethods,
    identityConfirmed: contacted && values.withDetails ? values.identityConfirmed : false,
    notes: notes || null,
  };
}
