import { authorize } from "../../auth/policy/permissions.js";
import { canEditProfile } from "../../auth/policy/profiles.js";
import type { UserType } from "../../auth/policy/roles.js";
import type { Context, Viewer } from "../../context.js";
import { ForbiddenError, fieldError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { FilePurpose } from "../../generated/prisma/enums.js";
import { placesOf } from "../../places/places.js";
import { fileUrl, requireOwnFile } from "../files/files.js";
import { refreshAccountVerification, submitIdentityDocument } from "./documents.js";
import { parseEmployerProfile, parseLabourProfile } from "./profile-input.js";

// The owner edits their profile: a worker's or an employer's, any subset of its fields at once
// (the phone screens save one section at a time). The phone number is the sign-in identity and
// is not edited here. Every update is one transaction; completion is computed from the saved
// rows whenever the profile is read (profile.ts), so it is never stale.

type Tx = Prisma.TransactionClient;

/** The viewer's account, when the policy lets them edit it as a `profile` one. */
async function ownAccount(tx: Tx, viewer: Viewer | null, userId: number, profile: UserType) {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { userType: true, state: true, city: true },
  });
  if (!canEditProfile(viewer, { id: userId, userType: user.userType }, profile)) {
    throw new ForbiddenError();
  }
  return user;
}

/** A stored file's canonical URL when the user uploaded it for `purpose`; null stays null. */
async function ownFile(
  tx: Tx,
  userId: number,
  url: string | null | undefined,
  purpose: FilePurpose,
  field: string,
): Promise<string | null | undefined> {
  if (url === undefined || url === null) return url;
  const file = await requireOwnFile(tx, userId, url, purpose, field);
  return fileUrl(file.storageKey);
}

/** Applies the given fields of the signed-in worker's profile; returns their user id. */
export async function updateLabourProfile(
  ctx: Context,
  input: Record<string, unknown>,
): Promise<number> {
  const userId = authorize(ctx.viewer, "account.update");
  const places = await placesOf(ctx.pool);
  await ctx.prisma.$transaction(async (tx) => {
    const current = await ownAccount(tx, ctx.viewer, userId, "LABOUR");
    const changes = parseLabourProfile(input, current, places);
    const picture = await ownFile(
      tx,
      userId,
      changes.profilePicture,
      "PROFILE_PICTURE",
      "profile_picture",
    );
    const resume = await ownFile(tx, userId, changes.resumeUrl, "RESUME", "resume_url");
    await tx.user.update({
      where: { id: userId },
      data: { ...changes.user, ...(picture === undefined ? {} : { profilePictureUrl: picture }) },
    });
    const labour = { ...changes.labour, ...(resume === undefined ? {} : { resumeUrl: resume }) };
    await tx.labourProfile.upsert({
      where: { userId },
      create: { userId, ...labour },
      update: labour,
    });
  });
  return userId;
}

/** Applies the given fields of the signed-in employer's profile; returns their user id. */
export async function updateEmployerProfile(
  ctx: Context,
  input: Record<string, unknown>,
): Promise<number> {
  const userId = authorize(ctx.viewer, "account.update");
  const places = await placesOf(ctx.pool);
  await ctx.prisma.$transaction(async (tx) => {
    const current = await ownAccount(tx, ctx.viewer, userId, "EMPLOYER");
    const changes = parseEmployerProfile(input, current, places);
    const picture = await ownFile(
      tx,
      userId,
      changes.profilePicture,
      "PROFILE_PICTURE",
      "profile_picture",
    );
    await tx.user.update({
      where: { id: userId },
      data: { ...changes.user, ...(picture === undefined ? {} : { profilePictureUrl: picture }) },
    });
    if (Object.keys(changes.employer).length > 0) {
      await tx.employerProfile.update({ where: { userId }, data: changes.employer });
    }
    await submitBusinessDocuments(ctx, tx, userId, input);
    // A GST number given or cleared changes what the verified badge needs (documents.ts).
    if (changes.employer.gstNumber !== undefined) await refreshAccountVerification(tx, userId);
  });
  return userId;
}

/**
 * The PAN card and GSTIN certificate the employer profile names (REST's pan_card_document and
 * gstin_document): each given file goes for review as that kind's document, in the profile's
 * transaction. The GSTIN's number is the profile's GST number (saved just before).
 */
async function submitBusinessDocuments(
  ctx: Context,
  tx: Prisma.TransactionClient,
  userId: number,
  input: Record<string, unknown>,
): Promise<void> {
  if (input.panCardDocument != null) {
    await submitIdentityDocument(
      ctx,
      tx,
      userId,
      { type: "PAN", number: input.panNumber, documentUrl: input.panCardDocument },
      { type: "pan_card_document", number: "pan_number", documentUrl: "pan_card_document" },
    );
  }
  if (input.gstinDocument != null) {
    const profile = await tx.employerProfile.findUnique({
      where: { userId },
      select: { gstNumber: true },
    });
    if (!profile?.gstNumber) throw fieldError("gst_number", "required");
    await submitIdentityDocument(
      ctx,
      tx,
      userId,
      { type: "GSTIN", number: profile.gstNumber, documentUrl: input.gstinDocument },
      { type: "gstin_document", number: "gst_number", documentUrl: "gstin_document" },
    );
  }
}
