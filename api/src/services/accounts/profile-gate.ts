import { PROFILE_COMPLETE_PERCENT, PROFILE_GATE_SETTING } from "../../constants.js";
import { ProfileIncompleteError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { completionValues, PROFILE_SELECT } from "./profile.js";
import { isFilled, LABOUR_COMPLETION_FIELDS, profileCompletion } from "./profile-completion.js";

// SPEC section 6: a worker is gated by profile completion. Below the gate they may browse, save
// jobs and see recommendations, but not apply. The gate is a platform setting (table
// `settings`, PROFILE_GATE_SETTING) an admin changes without a deploy; it is read on every
// application, one primary-key lookup, so every instance sees a change at once.

type Db = Pick<Prisma.TransactionClient, "setting" | "user">;

/** The completion (0 to 100) a worker needs to apply; PROFILE_COMPLETE_PERCENT when unset. */
export async function profileGate(prisma: Db): Promise<number> {
  const row = await prisma.setting.findUnique({
    where: { key: PROFILE_GATE_SETTING },
    select: { value: true },
  });
  const value = row?.value;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 100
    ? value
    : PROFILE_COMPLETE_PERCENT;
}

/** Throws ProfileIncompleteError, naming what is missing, when the worker is below the gate. */
export async function requireProfileForApplying(prisma: Db, labourId: number): Promise<void> {
  const [gate, user] = await Promise.all([
    profileGate(prisma),
    prisma.user.findUniqueOrThrow({ where: { id: labourId }, select: PROFILE_SELECT }),
  ]);
  const values = completionValues(user);
  const completion = profileCompletion("LABOUR", values);
  if (completion.percentage >= gate) return;
  // Required and important fields first; when those are all there, the optional ones left.
  const missing =
    completion.missingFields.length > 0
      ? completion.missingFields
      : LABOUR_COMPLETION_FIELDS.optional.filter((name) => !isFilled(values[name]));
  throw new ProfileIncompleteError(gate, completion.percentage, missing);
}
