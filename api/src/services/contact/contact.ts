import { authorize } from "../../auth/policy/permissions.js";
import {
  CONTACT_MAX_PER_ADDRESS_PER_HOUR,
  CONTACT_MAX_PER_SENDER_PER_DAY,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_MESSAGE_NOTES_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  DEFAULT_LANGUAGE,
  LANGUAGES,
} from "../../constants.js";
import type { Context } from "../../context.js";
import { NotFoundError, RateLimitedError } from "../../errors.js";
import type {
  ContactMessage,
  ContactMessageStatus,
  ContactTopic,
  Prisma,
} from "../../generated/prisma/client.js";
import { normalisePhone } from "../accounts/phone.js";
import { RegistrationReader } from "../accounts/registration-input.js";
import { actorFor, recordAudit } from "../admin/audit.js";
import { characterCount, isBlank } from "../input-reader.js";

// The contact form (table contact_messages): anyone may write, signed in or
// not, with a name, a phone number or an e-mail address to be answered at (at least one), a topic
// and a message; limited per client address and per phone or e-mail address. Admins who may read
// accounts (the users section: messages hold the same personal data) read the inbox, newest
// first; those who may act there move a message along NEW -> READ -> REPLIED -> CLOSED (any
// order: a closed message may be opened again) with notes, each change audited in its own
// transaction.

export interface ContactInput {
  name?: unknown;
  phoneNumber?: unknown;
  email?: unknown;
  topic?: unknown;
  message?: unknown;
}

export interface ContactMessageData {
  name: string;
  phoneNumber: string | null;
  email: string | null;
  topic: ContactTopic;
  message: string;
}

/** The form checked, every mistake named at once (REST's snake_case field names). */
export function readContactInput(input: ContactInput): ContactMessageData {
  // A browser sends a textarea's line breaks as CRLF; the limits count what was typed.
  const message =
    typeof input.message === "string" ? input.message.replace(/\r\n?/g, "\n") : input.message;
  const read = new RegistrationReader({ ...input, message } as Record<string, unknown>);
  const name = read.requiredText("name", "name", CONTACT_NAME_MAX_LENGTH);
  let phoneNumber: string | null = null;
  if (!isBlank(input.phoneNumber)) {
    phoneNumber = normalisePhone(input.phoneNumber);
    if (phoneNumber === null) read.fail("phone_number", "phoneInvalid");
  }
  const email = read.optionalEmail("email", "email");
  if (isBlank(input.phoneNumber) && isBlank(input.email)) {
    read.fail("phone_number", "contactReachRequired");
  }
  const topic = (CONTACT_TOPICS as readonly unknown[]).includes(input.topic)
    ? (input.topic as ContactTopic)
    : (read.fail("topic", "contactTopicInvalid") ?? "OTHER");
  const text = read.requiredText("message", "message", CONTACT_MESSAGE_MAX_LENGTH, {
    multiLine: true,
  });
  if (text && characterCount(text) < CONTACT_MESSAGE_MIN_LENGTH) {
    read.fail("message", "minLength", { count: CONTACT_MESSAGE_MIN_LENGTH });
  }
  read.done();
  return { name, phoneNumber, email, topic, message: text };
}

/** The language a message or subscription is kept in: one of ours (bh as hi), else `fallback`. */
export function storedLanguage(language: string | null | undefined, fallback: string): string {
  const known = (LANGUAGES as readonly string[]).includes(language ?? "") ? language : fallback;
  return known === "bh" ? "hi" : (known ?? DEFAULT_LANGUAGE);
}

/** The rate-limit counters kept under a sender's phone or e-mail (erasure forgets them too). */
export const CONTACT_COUNTER_KEYS = {
  phone: (phoneNumber: string) => `contact:phone:${phoneNumber}`,
  email: (email: string) => `contact:email:${email.toLowerCase()}`.slice(0, 200),
};

/**
 * Counts one message against the client address's hour and the phone's and e-mail address's
 * day (all or nothing: a refused message uses up none of them).
 */
async function countMessage(
  ctx: Pick<Context, "rateLimiter" | "clientAddress">,
  data: ContactMessageData,
): Promise<void> {
  const day = 24 * 3600;
  const rules = [
    ...(ctx.clientAddress
      ? [
          {
            key: `contact:ip:${ctx.clientAddress}`,
            limit: CONTACT_MAX_PER_ADDRESS_PER_HOUR,
            windowSeconds: 3600,
          },
        ]
      : []),
    ...(data.phoneNumber
      ? [
          {
            key: CONTACT_COUNTER_KEYS.phone(data.phoneNumber),
            limit: CONTACT_MAX_PER_SENDER_PER_DAY,
            windowSeconds: day,
          },
        ]
      : []),
    ...(data.email
      ? [
          {
            key: CONTACT_COUNTER_KEYS.email(data.email),
            limit: CONTACT_MAX_PER_SENDER_PER_DAY,
            windowSeconds: day,
          },
        ]
      : []),
  ];
  const limit = await ctx.rateLimiter.consume(rules);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
}

/** Stores a visitor's message: checked, then counted against the limits. */
export async function sendContactMessage(
  ctx: Pick<Context, "prisma" | "rateLimiter" | "clientAddress" | "language">,
  input: ContactInput,
  language: string | null = null,
): Promise<ContactMessage> {
  const data = readContactInput(input);
  await countMessage(ctx, data);
  return ctx.prisma.contactMessage.create({
    data: {
      ...data,
      language: storedLanguage(language, ctx.language),
      ipAddress: ctx.clientAddress?.slice(0, 45) ?? null,
    },
  });
}

// ---------------------------------------------------------------- the admins' inbox

/** The inbox's filter, for admins who may read it (401/403 otherwise). */
export function contactMessagesWhere(
  ctx: Pick<Context, "viewer">,
  status: ContactMessageStatus | null | undefined,
): Prisma.ContactMessageWhereInput {
  authorize(ctx.viewer, "contactMessage.read");
  return status ? { status } : {};
}

export async function contactMessage(
  ctx: Pick<Context, "viewer" | "prisma">,
  id: number,
): Promise<ContactMessage | null> {
  contactMessagesWhere(ctx, null);
  return ctx.prisma.contactMessage.findUnique({ where: { id } });
}

/** What the audit log keeps of a message: its state, not what it says or who sent it. */
const audited = (message: ContactMessage) => ({
  status: message.status,
  topic: message.topic,
  hasNotes: Boolean(message.adminNotes),
});

/**
 * Moves a message to `status` and, when `notes` is given, replaces its notes (an empty text
 * clears them); audited in the same transaction.
 */
export async function updateContactMessage(
  ctx: Pick<Context, "viewer" | "prisma" | "clientAddress">,
  id: number,
  change: { status: ContactMessageStatus; notes?: string | null },
): Promise<ContactMessage> {
  const actor = actorFor(ctx, "contactMessage.update");
  const read = new RegistrationReader({ notes: change.notes });
  const notes =
    change.notes === undefined
      ? undefined
      : read.optionalText("notes", "notes", CONTACT_MESSAGE_NOTES_MAX_LENGTH, { multiLine: true });
  read.done();
  return ctx.prisma.$transaction(async (tx) => {
    const before = await tx.contactMessage.findUnique({ where: { id } });
    if (!before) throw new NotFoundError();
    const after = await tx.contactMessage.update({
      where: { id },
      data: { status: change.status, ...(notes === undefined ? {} : { adminNotes: notes }) },
    });
    await recordAudit(tx, actor, {
      action: `contact_message.${change.status.toLowerCase()}`,
      targetType: "contact_message",
      targetId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
