import { CONTACT_NOTES_MAX_LENGTH } from "@kaamsetu/shared/constants";
import { authorize } from "../../auth/policy/permissions.js";
import { CONTACT_REPEAT_HOURS } from "../../constants.js";
import type { Context } from "../../context.js";
import { ConflictError } from "../../errors.js";
import type {
  ApplicationStatus,
  ContactMethod,
  VerificationKind,
} from "../../generated/prisma/client.js";
import { InputReader } from "../input-reader.js";
import { notify } from "../notifications/notify.js";
import { employerContacted } from "./notices.js";
import { applicationFor } from "./read.js";
import { SYSTEM_CANCELLABLE } from "./transitions.js";

// Contact between the two sides: the job's employer records calling (or messaging) the
// applicant, who is told; after acceptance the worker says whether that really happened.

/** Statuses in which the employer may record contacting the worker. */
const CONTACTABLE: readonly ApplicationStatus[] = SYSTEM_CANCELLABLE;

/**
 * The employer records that they contacted the applicant (phone, WhatsApp or email). Call and
 * WhatsApp record it as they open, so a second tap (or a call back) would tell the worker the
 * same thing again: the first contact is recorded and notified, and for CONTACT_REPEAT_HOURS after
 * it another adds nothing, unless the worker has since said it did not happen (then it is news).
 */
export async function recordContact(ctx: Context, id: number, method: ContactMethod) {
  const employerId = authorize(ctx.viewer, "application.contact");
  return ctx.prisma.$transaction(async (tx) => {
    const application = await applicationFor(tx, id, ctx.viewer, "application.contact");
    const now = new Date();
    const repeatSince = new Date(now.getTime() - CONTACT_REPEAT_HOURS * 3_600_000);
    // One conditional write, so two taps at once cannot both pass a check made before either.
    const { count } = await tx.application.updateMany({
      where: {
        id,
        status: { in: [...CONTACTABLE] },
        OR: [
          { contactedAt: null },
          { contactedAt: { lt: repeatSince } },
          { contactStatus: "DENIED" },
        ],
      },
      data: { contactMethod: method, contactedAt: now },
    });
    if (count === 0) {
      if (!CONTACTABLE.includes(application.status)) throw new ConflictError("contactNotAllowed");
      return tx.application.findUniqueOrThrow({ where: { id } });
    }
    // A worker who already confirmed keeps their confirmation; after a denial they are asked again.
    await tx.application.updateMany({
      where: { id, contactStatus: { not: "CONFIRMED" } },
      data: { contactStatus: "CONTACTED" },
    });
    const employer = await tx.user.findUniqueOrThrow({
      where: { id: employerId },
      select: {
        firstName: true,
        lastName: true,
        employerProfile: { select: { companyName: true } },
      },
    });
    await notify(tx, [employerContacted(application, employer, method)]);
    return tx.application.findUniqueOrThrow({ where: { id } });
  });
}

export interface ConfirmContactInput {
  contacted?: boolean | null;
  verifiedMethods?: readonly VerificationKind[] | null;
  contactMethods?: readonly ContactMethod[] | null;
  identityConfirmed?: boolean | null;
  notes?: string | null;
}

/** Statuses in which the worker may confirm (or deny) the employer's contact. */
export const CONFIRMABLE: readonly ApplicationStatus[] = ["ACCEPTED", "COMPLETED"];

/**
 * After acceptance, the worker says whether the employer really contacted them, which ways they
 * verified it and whether the employer's identity checked out. Saying again replaces the answer.
 */
export async function confirmContact(ctx: Context, id: number, input: ConfirmContactInput) {
  const labourId = authorize(ctx.viewer, "application.confirmContact");
  const reader = new InputReader({ ...input });
  if (typeof input.contacted !== "boolean") reader.fail("contacted", "contactedRequired");
  const verifiedMethods = [...new Set(input.verifiedMethods ?? [])];
  if (input.contacted === true && verifiedMethods.length === 0) {
    reader.fail("verified_methods", "contactMethodRequired");
  }
  const notes = reader.optionalText("notes", "notes", CONTACT_NOTES_MAX_LENGTH, {
    multiLine: true,
  });
  reader.done();
  const contacted = input.contacted === true;
  return ctx.prisma.$transaction(async (tx) => {
    const application = await applicationFor(tx, id, ctx.viewer, "application.confirmContact");
    if (!CONFIRMABLE.includes(application.status)) {
      throw new ConflictError("confirmContactNotAllowed");
    }
    const answer = {
      contacted,
      verifiedMethods: contacted ? verifiedMethods : [],
      contactMethods: contacted ? [...new Set(input.contactMethods ?? [])] : [],
      identityConfirmed: contacted && input.identityConfirmed === true,
      notes,
    };
    await tx.contactVerification.upsert({
      where: { applicationId: id },
      create: { applicationId: id, labourId, ...answer },
      update: answer,
    });
    return tx.application.update({
      where: { id },
      data: { contactStatus: contacted ? "CONFIRMED" : "DENIED" },
    });
  });
}
