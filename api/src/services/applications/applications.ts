import { type Action, authorize, can } from "../../auth/policy/permissions.js";
import {
  CONTACT_NOTES_MAX_LENGTH,
  COVER_NOTE_MAX_LENGTH,
  FEEDBACK_MAX_LENGTH,
  PREFERRED_ITEMS_MAX,
  SKILL_MAX_LENGTH,
} from "../../constants.js";
import type { Context, Viewer } from "../../context.js";
import { ConflictError, ForbiddenError, fieldError, NotFoundError } from "../../errors.js";
import type {
  Application,
  ApplicationStatus,
  ContactMethod,
  Prisma,
  VerificationKind,
} from "../../generated/prisma/client.js";
import { messages } from "../../messages.js";
import { requireOwnFile } from "../files/files.js";
import { InputReader } from "../input-reader.js";
import { type NewNotification, notify } from "../notifications/notify.js";
import { type Actor, checkMove, SYSTEM_CANCELLABLE } from "./transitions.js";

// Applications: a worker applies (to a job, or generally), withdraws and confirms an employer's
// contact; the job's employer moves it along and records contact. Every change is one
// transaction with the notification it causes, and every status change goes through the state
// machine (transitions.ts) as a conditional update, so two people acting at once cannot both win.

type Tx = Prisma.TransactionClient;

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

const statusWords = (status: ApplicationStatus) => status.toLowerCase().replace("_", " ");

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "P2002";
}

// ------------------------------------------------------------------ applying

export interface ApplyInput {
  coverNote?: string | null;
  resumeUrl?: string | null;
}

export interface GeneralApplicationInput extends ApplyInput {
  preferredRoles?: readonly string[] | null;
  preferredLocations?: readonly string[] | null;
}

class ApplicationReader extends InputReader {
  list(key: string, field: string): string[] {
    const raw = this.input[key];
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw) || raw.some((item) => typeof item !== "string")) {
      this.fail(field, "invalidRequest");
      return [];
    }
    const items = [...new Set(raw.map((item: string) => item.replace(/\s+/g, " ").trim()))].filter(
      Boolean,
    );
    if (items.length > PREFERRED_ITEMS_MAX)
      this.fail(field, "itemsTooMany", { count: PREFERRED_ITEMS_MAX });
    if (items.some((item) => [...item].length > SKILL_MAX_LENGTH)) {
      this.fail(field, "maxLength", { count: SKILL_MAX_LENGTH });
    }
    return items;
  }
}

function readApply(input: GeneralApplicationInput, general: boolean) {
  const reader = new ApplicationReader({ ...input });
  const coverNote = reader.optionalText("coverNote", "cover_note", COVER_NOTE_MAX_LENGTH, {
    multiLine: true,
  });
  const resumeUrl = reader.optionalText("resumeUrl", "resume_url", 500);
  const preferredRoles = general ? reader.list("preferredRoles", "preferred_roles") : [];
  const preferredLocations = general
    ? reader.list("preferredLocations", "preferred_locations")
    : [];
  reader.done();
  return { coverNote, resumeUrl, preferredRoles, preferredLocations };
}

/** The resume to attach: the one given (it must be the worker's own upload), else the profile's. */
async function resumeFor(
  tx: Tx,
  labourId: number,
  given: string | null,
  required: boolean,
): Promise<string | null> {
  if (given) {
    await requireOwnFile(tx, labourId, given, "RESUME");
    return given;
  }
  const profile = await tx.labourProfile.findUnique({
    where: { userId: labourId },
    select: { resumeUrl: true },
  });
  const fallback = profile?.resumeUrl ?? null;
  if (required && !fallback) throw fieldError("resume_url", "resumeRequired");
  return fallback;
}

/**
 * Applies to a listed job. One application per worker per job is the database's unique key:
 * of two applies at once, one row is made and the other answers 409.
 */
export async function applyToJob(ctx: Context, jobId: number, input: ApplyInput) {
  const labourId = authorize(ctx.viewer, "application.create");
  const fields = readApply(input, false);
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const now = new Date();
      const job = await tx.job.findUnique({
        where: { id: jobId },
        select: {
          title: true,
          employerId: true,
          status: true,
          moderationStatus: true,
          expiresAt: true,
          requireResume: true,
        },
      });
      if (!job || job.status === "DELETED") throw new NotFoundError();
      const open =
        job.status === "ACTIVE" &&
        job.moderationStatus === "APPROVED" &&
        (!job.expiresAt || job.expiresAt > now);
      if (!open) throw new ConflictError("jobNotOpen");
      const existing = await tx.application.findUnique({
        where: { jobId_labourId: { jobId, labourId } },
        select: { id: true },
      });
      if (existing) throw new ConflictError("alreadyApplied");
      const resumeUrl = await resumeFor(tx, labourId, fields.resumeUrl, job.requireResume);
      const application = await tx.application.create({
        data: { jobId, labourId, coverNote: fields.coverNote, resumeUrl },
        include: { labour: { select: { firstName: true, lastName: true } } },
      });
      await notify(tx, [
        {
          userId: job.employerId,
          type: "APPLICATION_STATUS",
          title: messages.applicationReceivedTitle,
          message: messages.applicationReceivedMessage(fullName(application.labour), job.title),
          data: { applicationId: application.id, jobId },
          kind: "APPLICATION_RECEIVED",
          params: { name: fullName(application.labour), title: job.title },
        },
      ]);
      return application as Application;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError("alreadyApplied");
    throw error;
  }
}

/** A general application: no job, the roles and places the worker wants. One open at a time. */
export async function applyGeneral(ctx: Context, input: GeneralApplicationInput) {
  const labourId = authorize(ctx.viewer, "application.create");
  const fields = readApply(input, true);
  return ctx.prisma.$transaction(async (tx) => {
    // Serialises one worker's general applications, which have no unique key to lean on.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('general-application'), ${labourId})`;
    const open = await tx.application.findFirst({
      where: { labourId, jobId: null, status: { in: [...SYSTEM_CANCELLABLE] } },
      select: { id: true },
    });
    if (open) throw new ConflictError("generalApplicationOpen");
    const resumeUrl = await resumeFor(tx, labourId, fields.resumeUrl, false);
    return tx.application.create({
      data: {
        labourId,
        coverNote: fields.coverNote,
        resumeUrl,
        preferredRoles: fields.preferredRoles,
        preferredLocations: fields.preferredLocations,
      },
    });
  });
}

// ------------------------------------------------------------------ status changes

const MOVE_SELECT = {
  id: true,
  status: true,
  labourId: true,
  jobId: true,
  labour: { select: { firstName: true, lastName: true } },
  job: { select: { title: true, employerId: true } },
} as const;

type Moving = Prisma.ApplicationGetPayload<{ select: typeof MOVE_SELECT }>;

/** The application, if the viewer may do `action` to it (as its worker or its job's employer). */
async function applicationFor(
  tx: Tx,
  id: number,
  viewer: Viewer | null,
  action: Extract<Action, `application.${string}`>,
): Promise<Moving> {
  const application = await tx.application.findUnique({ where: { id }, select: MOVE_SELECT });
  if (!application) throw new NotFoundError();
  if (!can(viewer, action, application)) {
    // Those who may read the application know it exists; nobody else learns it.
    throw can(viewer, "application.read", application) ? new ForbiddenError() : new NotFoundError();
  }
  return application;
}

/** What each side's moves are, as the permission table names them. */
const MOVE_ACTION = { LABOUR: "application.withdraw", EMPLOYER: "application.review" } as const;

async function move(
  ctx: Context,
  actor: Actor,
  id: number,
  to: ApplicationStatus,
  options: { feedback?: string | null } = {},
) {
  authorize(ctx.viewer, MOVE_ACTION[actor]);
  return ctx.prisma.$transaction(async (tx) => {
    const current = await applicationFor(tx, id, ctx.viewer, MOVE_ACTION[actor]);
    const check = checkMove(actor, current.status, to);
    if (!check.allowed) {
      if (check.reason === "NOT_ACTORS_MOVE") {
        const reason =
          actor === "LABOUR"
            ? "workerMoveOnly"
            : to === "WITHDRAWN"
              ? "employerMoveOnly"
              : "applicationStatusInvalid";
        throw fieldError("status", reason);
      }
      throw new ConflictError("moveNotAllowed", {
        from: statusWords(current.status),
        to: statusWords(to),
      });
    }
    const feedback = options.feedback ?? null;
    const { count } = await tx.application.updateMany({
      where: { id, status: current.status },
      // Feedback left empty keeps the employer's earlier note.
      data: { status: to, statusChangedAt: new Date(), ...(feedback ? { feedback } : {}) },
    });
    // Someone else moved it between our read and our write: report the state we now see.
    if (count === 0) {
      const now = await tx.application.findUniqueOrThrow({
        where: { id },
        select: { status: true },
      });
      throw new ConflictError("moveNotAllowed", {
        from: statusWords(now.status),
        to: statusWords(to),
      });
    }
    await notify(tx, moveNotifications(current, to, feedback));
    return tx.application.findUniqueOrThrow({ where: { id } });
  });
}

function moveNotifications(
  application: Moving,
  to: ApplicationStatus,
  feedback: string | null,
): NewNotification[] {
  const title = application.job?.title ?? "";
  const data = { applicationId: application.id, jobId: application.jobId };
  if (to === "WITHDRAWN") {
    return application.job
      ? [
          {
            userId: application.job.employerId,
            type: "APPLICATION_STATUS",
            title: messages.applicationWithdrawnTitle,
            message: messages.applicationWithdrawnMessage(fullName(application.labour), title),
            data,
            kind: "APPLICATION_WITHDRAWN",
            params: { name: fullName(application.labour), title },
          },
        ]
      : [];
  }
  const update: NewNotification = {
    userId: application.labourId,
    type: "APPLICATION_STATUS",
    title: messages.applicationStatusTitle,
    message: messages.applicationStatusMessage(title, statusWords(to), feedback),
    data,
    kind: "APPLICATION_STATUS",
    params: { title, status: to, ...(feedback ? { feedback } : {}) },
  };
  if (to !== "COMPLETED") return [update];
  return [
    update,
    {
      userId: application.labourId,
      type: "RATING_REQUEST",
      title: messages.rateEmployerTitle,
      message: messages.rateEmployerMessage(title),
      data,
      kind: "RATE_EMPLOYER",
      params: { title },
    },
  ];
}

/** The worker withdraws their application (pending, under review or shortlisted). */
export function withdrawApplication(ctx: Context, id: number) {
  return move(ctx, "LABOUR", id, "WITHDRAWN");
}

/** The job's employer moves an application along, with optional feedback for the worker. */
export function setApplicationStatus(
  ctx: Context,
  id: number,
  status: ApplicationStatus,
  feedback?: string | null,
) {
  const reader = new InputReader({ feedback });
  const text = reader.optionalText("feedback", "feedback", FEEDBACK_MAX_LENGTH, {
    multiLine: true,
  });
  reader.done();
  return move(ctx, "EMPLOYER", id, status, { feedback: text });
}

// ------------------------------------------------------------------ contact

/** Statuses in which the employer may record contacting the worker. */
const CONTACTABLE: readonly ApplicationStatus[] = SYSTEM_CANCELLABLE;

/** The employer records that they contacted the applicant (phone, WhatsApp or email). */
export async function recordContact(ctx: Context, id: number, method: ContactMethod) {
  const employerId = authorize(ctx.viewer, "application.contact");
  return ctx.prisma.$transaction(async (tx) => {
    const application = await applicationFor(tx, id, ctx.viewer, "application.contact");
    const { count } = await tx.application.updateMany({
      where: { id, status: { in: [...CONTACTABLE] } },
      data: { contactMethod: method, contactedAt: new Date() },
    });
    if (count === 0) throw new ConflictError("contactNotAllowed");
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
    const employerName = employer.employerProfile?.companyName ?? fullName(employer);
    const title = application.job?.title ?? "";
    await notify(tx, [
      {
        userId: application.labourId,
        type: "APPLICATION_STATUS",
        title: messages.employerContactedTitle,
        message: messages.employerContactedMessage(
          employerName,
          method === "WHATSAPP" ? "WhatsApp" : method.toLowerCase(),
          title,
        ),
        data: { applicationId: id, jobId: application.jobId },
        kind: "EMPLOYER_CONTACTED",
        params: { employer: employerName, method, title },
      },
    ]);
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
const CONFIRMABLE: readonly ApplicationStatus[] = ["ACCEPTED", "COMPLETED"];

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
