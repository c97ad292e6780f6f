import { authorize, can } from "../../auth/policy/permissions.js";
import {
  ENTRY_YEAR_MIN,
  INSTITUTE_MAX_LENGTH,
  POSITION_TITLE_MAX_LENGTH,
  PROFILE_ENTRIES_MAX,
  RESPONSIBILITIES_MAX_LENGTH,
  STUDY_YEARS_AHEAD,
} from "../../constants.js";
import type { Context } from "../../context.js";
import { fieldError, NotFoundError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { EducationType } from "../../generated/prisma/enums.js";
import { isBlank } from "../input-reader.js";
import { ProfileReader } from "./profile-input.js";

// A worker's education and experience entries (SPEC section 3): added at the end of their list,
// edited (partially: fields not given stay), removed, and put in the order the worker gives.
// Each change is one transaction. An entry that is not the viewer's is "not found", so nobody
// learns whose IDs exist.

export type EntryKind = "education" | "experience";

interface EntryRow {
  id: number;
  labourId: number;
  position: number;
}

/** What the two tables have in common, for the operations below. */
interface EntryTable {
  findMany(args: {
    where: { labourId: number };
    select: { id: true; position: true };
    orderBy?: unknown;
  }): Promise<{ id: number; position: number }[]>;
  findUnique(args: { where: { id: number } }): Promise<(EntryRow & Record<string, unknown>) | null>;
  create(args: { data: Record<string, unknown>; select: { id: true } }): Promise<{ id: number }>;
  update(args: { where: { id: number }; data: Record<string, unknown> }): Promise<unknown>;
  delete(args: { where: { id: number } }): Promise<unknown>;
}

const tableOf = (tx: Prisma.TransactionClient, kind: EntryKind) =>
  (kind === "education" ? tx.education : tx.experience) as unknown as EntryTable;

/** An entry's fields, by the GraphQL input's camelCase names. */
const FIELDS: Record<EntryKind, readonly string[]> = {
  education: ["type", "instituteName", "fieldOfStudy", "startYear", "endYear", "currentlyStudying"],
  experience: [
    "company",
    "positionTitle",
    "responsibilities",
    "startYear",
    "endYear",
    "currentlyWorking",
  ],
};

const thisYear = () => new Date().getUTCFullYear();

/** Checks a whole entry (the stored one with the changes over it); throws every problem. */
export function parseEntry(kind: EntryKind, input: Record<string, unknown>) {
  const read = new ProfileReader(input);
  const year = thisYear();
  const current = kind === "education" ? "currentlyStudying" : "currentlyWorking";
  const flagField = kind === "education" ? "currently_studying" : "currently_working";
  const isOngoing = input[current] == null ? false : read.flag(current, flagField);
  const startYear =
    input.startYear == null ? null : read.year("startYear", "start_year", ENTRY_YEAR_MIN, year);
  // A course still being studied may end in a coming year; a finished one, or a job, not.
  const endMax = kind === "education" && isOngoing ? year + STUDY_YEARS_AHEAD : year;
  let endYear =
    input.endYear == null ? null : read.year("endYear", "end_year", ENTRY_YEAR_MIN, endMax);
  if (kind === "experience" && isOngoing) endYear = null;
  if (startYear !== null && endYear !== null && startYear > endYear) {
    read.fail("end_year", "yearOrder");
  }
  const common = { startYear, endYear, [current]: isOngoing };
  const entry =
    kind === "education"
      ? {
          type: isBlank(input.type)
            ? read.fail("type", "required")
            : read.choice("type", "type", EducationType),
          instituteName: read.requiredText("instituteName", "institute_name", INSTITUTE_MAX_LENGTH),
          fieldOfStudy: read.optionalText("fieldOfStudy", "field_of_study", INSTITUTE_MAX_LENGTH),
          ...common,
        }
      : {
          company: read.requiredText("company", "company", INSTITUTE_MAX_LENGTH),
          positionTitle: read.requiredText(
            "positionTitle",
            "position_title",
            POSITION_TITLE_MAX_LENGTH,
          ),
          responsibilities: read.optionalText(
            "responsibilities",
            "responsibilities",
            RESPONSIBILITIES_MAX_LENGTH,
            { multiLine: true },
          ),
          ...common,
        };
  read.done();
  return entry;
}

/** Only the input's own entry fields, without absent ones. */
const given = (kind: EntryKind, input: Record<string, unknown>) =>
  Object.fromEntries(
    FIELDS[kind].filter((key) => input[key] !== undefined).map((key) => [key, input[key]]),
  );

/** Adds an entry at the end of the worker's list; returns the new entry's id. */
export async function addEntry(
  ctx: Context,
  kind: EntryKind,
  input: Record<string, unknown>,
): Promise<number> {
  const labourId = authorize(ctx.viewer, "profileEntry.manage");
  const data = parseEntry(kind, given(kind, input));
  return ctx.prisma.$transaction(async (tx) => {
    // Serialises a worker's additions, so two at once get different positions.
    await tx.labourProfile.upsert({
      where: { userId: labourId },
      create: { userId: labourId },
      update: { updatedAt: new Date() },
    });
    const table = tableOf(tx, kind);
    const existing = await table.findMany({
      where: { labourId },
      select: { id: true, position: true },
    });
    if (existing.length >= PROFILE_ENTRIES_MAX) {
      throw fieldError(kind, "entriesTooMany", { count: PROFILE_ENTRIES_MAX });
    }
    const position = Math.max(-1, ...existing.map((entry) => entry.position)) + 1;
    const created = await table.create({
      data: { ...data, labourId, position },
      select: { id: true },
    });
    return created.id;
  });
}

async function ownEntry(ctx: Context, table: EntryTable, id: number) {
  const entry = await table.findUnique({ where: { id } });
  if (!entry || !can(ctx.viewer, "profileEntry.manage", entry)) throw new NotFoundError();
  return entry;
}

/** Changes the fields given of one of the worker's entries. */
export async function editEntry(
  ctx: Context,
  kind: EntryKind,
  id: number,
  input: Record<string, unknown>,
): Promise<number> {
  const labourId = authorize(ctx.viewer, "profileEntry.manage");
  await ctx.prisma.$transaction(async (tx) => {
    const table = tableOf(tx, kind);
    const entry = await ownEntry(ctx, table, id);
    const data = parseEntry(kind, { ...given(kind, entry), ...given(kind, input) });
    await table.update({ where: { id: entry.id }, data });
  });
  return labourId;
}

export async function removeEntry(ctx: Context, kind: EntryKind, id: number): Promise<number> {
  const labourId = authorize(ctx.viewer, "profileEntry.manage");
  await ctx.prisma.$transaction(async (tx) => {
    const table = tableOf(tx, kind);
    const entry = await ownEntry(ctx, table, id);
    await table.delete({ where: { id: entry.id } });
  });
  return labourId;
}

/** Puts the worker's entries in the order of `ids`, which must list each of them exactly once. */
export async function reorderEntries(
  ctx: Context,
  kind: EntryKind,
  ids: readonly number[],
): Promise<number> {
  const labourId = authorize(ctx.viewer, "profileEntry.manage");
  await ctx.prisma.$transaction(async (tx) => {
    const table = tableOf(tx, kind);
    const existing = await table.findMany({
      where: { labourId },
      select: { id: true, position: true },
    });
    const own = new Set(existing.map((entry) => entry.id));
    const exact =
      ids.length === own.size && new Set(ids).size === ids.length && ids.every((id) => own.has(id));
    if (!exact) throw fieldError("ids", "entriesOrderInvalid");
    for (const [position, id] of ids.entries()) {
      await table.update({ where: { id }, data: { position } });
    }
  });
  return labourId;
}
