import { createHmac, timingSafeEqual } from "node:crypto";
import { NEWSLETTER_MAX_PER_ADDRESS_PER_HOUR } from "../../constants.js";
import type { AppServices, Context } from "../../context.js";
import { BadRequestError, RateLimitedError } from "../../errors.js";
import { isUniqueViolation } from "../accounts/register.js";
import { RegistrationReader } from "../accounts/registration-input.js";
import { storedLanguage } from "./contact.js";

// The footer's newsletter (table newsletter_subscriptions): an e-mail address and
// the person's consent, one row per mailbox whatever its case (subscribing again answers the same
// success and adds nothing; after unsubscribing it subscribes again), limited per client address.
// Every mail carries a link to /newsletter/unsubscribe?token=..., signed with the secret key as
// file links are (files.ts): it works without signing in and cannot be made for another address.

/** Where a subscriber leaves, from the page or from a mail. */
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

export interface SubscribeInput {
  email?: unknown;
  consent?: unknown;
}

function signature(secretKey: string, id: number, emailKey: string): string {
  return createHmac("sha256", secretKey)
    .update(`newsletter-unsubscribe:${id}:${emailKey}`)
    .digest("base64url");
}

/** The subscription's unsubscribe token: its id and the signature of its id and address. */
export function unsubscribeToken(
  services: Pick<AppServices, "secretKey">,
  subscription: { id: number; emailKey: string },
): string {
  return `${subscription.id}.${signature(services.secretKey, subscription.id, subscription.emailKey)}`;
}

/** The link a mail carries (a path of this site). */
export function unsubscribeLink(
  services: Pick<AppServices, "secretKey">,
  subscription: { id: number; emailKey: string },
): string {
  return `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(services, subscription))}`;
}

/** Subscribes `email` (with consent), or answers the same success for one already subscribed. */
export async function subscribeNewsletter(
  ctx: Pick<Context, "prisma" | "rateLimiter" | "clientAddress" | "language">,
  input: SubscribeInput,
  language: string | null = null,
): Promise<void> {
  const read = new RegistrationReader(input as Record<string, unknown>);
  const email = read.requiredEmail("email", "email");
  if (input.consent !== true) read.fail("consent", "newsletterConsentRequired");
  read.done();
  if (ctx.clientAddress) {
    const limit = await ctx.rateLimiter.consume([
      {
        key: `newsletter:ip:${ctx.clientAddress}`,
        limit: NEWSLETTER_MAX_PER_ADDRESS_PER_HOUR,
        windowSeconds: 3600,
      },
    ]);
    if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
  }
  const now = new Date();
  const emailKey = email.toLowerCase();
  const lang = storedLanguage(language, ctx.language);
  try {
    await ctx.prisma.newsletterSubscription.upsert({
      where: { emailKey },
      create: {
        email,
        emailKey,
        language: lang,
        consentedAt: now,
        ipAddress: ctx.clientAddress?.slice(0, 45) ?? null,
      },
      update: {},
    });
  } catch (error) {
    // Two subscriptions of one address at once: the other one made the row.
    if (!isUniqueViolation(error, "email")) throw error;
  }
  // Back after unsubscribing: a new consent, now.
  await ctx.prisma.newsletterSubscription.updateMany({
    where: { emailKey, unsubscribedAt: { not: null } },
    data: { unsubscribedAt: null, consentedAt: now, language: lang },
  });
}

/** Ends the subscription the token names (again: the same answer); a bad token is a 400. */
export async function unsubscribeNewsletter(
  ctx: Pick<Context, "prisma" | "secretKey">,
  token: unknown,
): Promise<void> {
  const match = typeof token === "string" ? /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  const id = match ? Number(match[1]) : 0;
  const subscription =
    match && id <= 2_147_483_647
      ? await ctx.prisma.newsletterSubscription.findUnique({ where: { id } })
      : null;
  const expected = subscription
    ? Buffer.from(signature(ctx.secretKey, subscription.id, subscription.emailKey))
    : null;
  const given = Buffer.from(match?.[2] ?? "");
  if (!expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new BadRequestError("unsubscribeLinkInvalid");
  }
  await ctx.prisma.newsletterSubscription.updateMany({
    where: { id, unsubscribedAt: null },
    data: { unsubscribedAt: new Date() },
  });
}
