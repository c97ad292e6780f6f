import { authorize, can, whereAllowed } from "../../auth/policy/permissions.js";
import { SAVED_SEARCHES_MAX, SEARCH_TEXT_MAX } from "../../constants.js";
import type { Context } from "../../context.js";
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors.js";
import type { SavedSearch } from "../../generated/prisma/client.js";
import type { JobType, SalaryPeriod } from "../../generated/prisma/enums.js";
import { placesOf } from "../../places/places.js";
import { InputReader } from "../input-reader.js";
import { keywordQuery, searchTerms } from "../jobs/search.js";

// A worker's saved searches ("Alert me for plumber jobs in Delhi"): keywords and/or a place, with
// an optional job type and least pay. New jobs a saved search finds become job alerts (fan-out.ts).
// Each worker keeps at most SAVED_SEARCHES_MAX, none twice; only its worker reads, changes,
// pauses or deletes one (policy: "savedSearch.manage", own).

export interface SavedSearchInput {
  keywords?: string | null;
  location?: string | null;
  jobType?: JobType | null;
  salaryMin?: number | null;
  salaryPeriod?: SalaryPeriod | null;
  paused?: boolean | null;
}

type Fields = Pick<
  SavedSearch,
  | "keywords"
  | "keywordsQuery"
  | "location"
  | "states"
  | "cities"
  | "jobType"
  | "salaryMin"
  | "salaryPeriod"
>;

/** The input checked and its place understood; at least keywords or a place. */
async function readInput(ctx: Context, input: SavedSearchInput): Promise<Fields> {
  const reader = new InputReader({ ...input });
  const keywords = reader.optionalText("keywords", "keywords", SEARCH_TEXT_MAX);
  const location = reader.optionalText("location", "location", SEARCH_TEXT_MAX);
  const terms = keywords ? searchTerms(keywords) : [];
  if (keywords && terms.length === 0) reader.fail("keywords", "searchRequired");
  if (!keywords && !location) reader.fail("keywords", "searchRequired");
  const states: string[] = [];
  const cities: string[] = [];
  if (location) {
    const found = (await placesOf(ctx.pool)).resolve(location);
    if (found.length === 0) reader.fail("location", "locationUnknown");
    for (const place of found) {
      if (place.kind === "STATE") states.push(place.name);
      else cities.push(`${place.state}/${place.name}`);
    }
  }
  const salaryMin = input.salaryMin ?? null;
  if (salaryMin !== null && (!Number.isSafeInteger(salaryMin) || salaryMin < 0)) {
    reader.fail("salary_min", "salaryMinInvalid");
  }
  reader.done();
  return {
    keywords,
    keywordsQuery: terms.length > 0 ? keywordQuery(terms) : null,
    location,
    states: [...new Set(states)],
    cities: [...new Set(cities)],
    jobType: input.jobType ?? null,
    salaryMin,
    salaryPeriod: salaryMin !== null ? (input.salaryPeriod ?? null) : null,
  };
}

export async function createSavedSearch(
  ctx: Context,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  const labourId = authorize(ctx.viewer, "savedSearch.manage");
  const fields = await readInput(ctx, input);
  return ctx.prisma.$transaction(async (tx) => {
    // Serialises one worker's saves, so two at once cannot pass the limit together.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('saved-search'), ${labourId})`;
    // The same search saved again (the same words and places, filters and pay) is the one the
    // worker has, its alerts resumed: a second tap on "Alert me" never makes a second alert.
    const same = await tx.savedSearch.findFirst({
      where: {
        labourId,
        keywordsQuery: fields.keywordsQuery,
        states: { equals: fields.states },
        cities: { equals: fields.cities },
        jobType: fields.jobType,
        salaryMin: fields.salaryMin,
        salaryPeriod: fields.salaryPeriod,
      },
    });
    if (same) {
      const paused = input.paused ?? false;
      return same.paused === paused
        ? same
        : tx.savedSearch.update({ where: { id: same.id }, data: { paused } });
    }
    const count = await tx.savedSearch.count({ where: { labourId } });
    if (count >= SAVED_SEARCHES_MAX) {
      throw new ConflictError("savedSearchesTooMany", { count: SAVED_SEARCHES_MAX });
    }
    return tx.savedSearch.create({
      data: { ...fields, labourId, paused: input.paused ?? false },
    });
  });
}

/** The saved search if the viewer may manage it: 404 when missing, 403 when another's. */
async function ownSavedSearch(ctx: Context, id: number): Promise<SavedSearch> {
  authorize(ctx.viewer, "savedSearch.manage");
  const found = await ctx.prisma.savedSearch.findUnique({ where: { id } });
  if (!found) throw new NotFoundError();
  if (!can(ctx.viewer, "savedSearch.manage", found)) throw new ForbiddenError();
  return found;
}

/** Replaces what the search finds; `paused` alone (or with it) pauses or resumes its alerts. */
export async function updateSavedSearch(
  ctx: Context,
  id: number,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  const existing = await ownSavedSearch(ctx, id);
  const onlyPause = Object.entries(input).every(
    ([key, value]) => key === "paused" || value === undefined,
  );
  const fields = onlyPause ? {} : await readInput(ctx, input);
  const { count } = await ctx.prisma.savedSearch.updateMany({
    where: { id, AND: [whereAllowed(ctx.viewer, "savedSearch.manage")] },
    data: { ...fields, paused: input.paused ?? existing.paused },
  });
  if (count === 0) throw new NotFoundError();
  return ctx.prisma.savedSearch.findUniqueOrThrow({ where: { id } });
}

export async function deleteSavedSearch(ctx: Context, id: number): Promise<void> {
  await ownSavedSearch(ctx, id);
  await ctx.prisma.savedSearch.deleteMany({
    where: { id, AND: [whereAllowed(ctx.viewer, "savedSearch.manage")] },
  });
}
