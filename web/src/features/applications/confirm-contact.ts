// The confirm-contact form (SPEC sections 4 and 5): whether the employer got in touch and how
// the worker checked them. The server checks the same; this says so before the round trip.

export const VERIFICATION_KINDS = ["PHONE", "EMAIL", "DOCUMENT", "SKILL"] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export type ConfirmContactValues = {
  contacted: boolean | null;
  verifiedMethods: VerificationKind[];
  identityConfirmed: boolean;
  notes: string;
};

export const EMPTY_CONFIRM_CONTACT: ConfirmContactValues = {
  contacted: null,
  verifiedMethods: [],
  identityConfirmed: false,
  notes: "",
};

/** The reasons (errors namespace) of what is missing, by field. */
export type ConfirmContactErrors = Partial<
  Record<"contacted" | "verifiedMethods", "contactedRequired" | "contactMethodRequired">
>;

export function checkConfirmContact(values: ConfirmContactValues): ConfirmContactErrors {
  if (values.contacted === null) return { contacted: "contactedRequired" };
  if (values.contacted && values.verifiedMethods.length === 0) {
    return { verifiedMethods: "contactMethodRequired" };
  }
  return {};
}

/** The mutation's input: how they checked only matters when the employer did get in touch. */
export function confirmContactInput(values: ConfirmContactValues) {
  const notes = values.notes.trim();
  return {
    contacted: values.contacted,
    verifiedMethods: values.contacted ? values.verifiedMethods : [],
    identityConfirmed: values.contacted ? values.identityConfirmed : false,
    notes: notes || null,
  };
}
