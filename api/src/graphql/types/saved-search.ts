import { whereAllowed } from "../../auth/policy/permissions.js";
import {
  createSavedSearch,
  deleteSavedSearch,
  type SavedSearchInput,
  updateSavedSearch,
} from "../../services/alerts/saved-searches.js";
import { builder } from "../builder.js";
import { encodeGlobalID, localId } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";
import { JobTypeEnum, SalaryPeriodEnum } from "./enums.js";

// A worker's saved searches: "Alert me for plumber jobs in Delhi". New jobs they find arrive as
// job_match notifications (services/alerts). Only their worker reads or changes them.

export const SavedSearch = builder.prismaObject("SavedSearch", {
  description: "A search a worker saved to be alerted of new jobs it finds.",
  fields: (t) => ({
    id: t.id({ resolve: (search) => encodeGlobalID("SavedSearch", search.id) }),
    keywords: t.exposeString("keywords", { nullable: true }),
    location: t.exposeString("location", { nullable: true }),
    jobType: t.expose("jobType", { type: JobTypeEnum, nullable: true }),
    salaryMin: t.exposeInt("salaryMin", { nullable: true, description: "Whole rupees." }),
    salaryPeriod: t.expose("salaryPeriod", { type: SalaryPeriodEnum, nullable: true }),
    paused: t.exposeBoolean("paused", { description: "Paused searches send no alerts." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  savedSearches: t.prismaField({
    type: [SavedSearch],
    description: "The signed-in worker's saved searches, newest first.",
    authScopes: { can: "savedSearch.manage" },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.savedSearch.findMany({
        ...query,
        where: whereAllowed(ctx.viewer, "savedSearch.manage"),
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
  }),
}));

const SavedSearchFields = builder.inputType("SavedSearchInput", {
  fields: (t) => ({
    keywords: t.string({ description: "A role, skill or words; this or location is needed." }),
    location: t.string({ description: "A city or state, by its name or another name." }),
    jobType: t.field({ type: JobTypeEnum }),
    salaryMin: t.int({ description: "Least pay in whole rupees, per salaryPeriod." }),
    salaryPeriod: t.field({
      type: SalaryPeriodEnum,
      description: "The period of salaryMin; jobs paid per another period are compared per day.",
    }),
    paused: t.boolean(),
  }),
});

const SavedSearchPayload = nodePayload("SavedSearchPayload", "savedSearch", SavedSearch);
const DeleteSavedSearchPayload = builder
  .objectRef<{ id: string }>("DeleteSavedSearchPayload")
  .implement({ fields: (t) => ({ deletedId: t.id({ resolve: (payload) => payload.id }) }) });

const inputOf = (input: typeof SavedSearchFields.$inferInput): SavedSearchInput => ({
  keywords: input.keywords,
  location: input.location,
  jobType: input.jobType,
  salaryMin: input.salaryMin,
  salaryPeriod: input.salaryPeriod,
  paused: input.paused,
});

builder.mutationFields((t) => ({
  saveSearch: t.field({
    type: SavedSearchPayload,
    description: "A worker saves a search to be alerted of new jobs it finds.",
    authScopes: { can: "savedSearch.manage" },
    errors: resultUnion("SaveSearchResult"),
    args: { input: t.arg({ type: SavedSearchFields, required: true }) },
    resolve: async (_root, args, ctx) => ({
      savedSearch: await createSavedSearch(ctx, inputOf(args.input)),
    }),
  }),
  updateSavedSearch: t.field({
    type: SavedSearchPayload,
    description: "Changes a saved search; `paused` alone pauses or resumes its alerts.",
    authScopes: { can: "savedSearch.manage" },
    errors: resultUnion("UpdateSavedSearchResult"),
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: SavedSearchFields, required: true }),
    },
    resolve: async (_root, args, ctx) => ({
      savedSearch: await updateSavedSearch(
        ctx,
        localId(String(args.id), "SavedSearch"),
        inputOf(args.input),
      ),
    }),
  }),
  deleteSavedSearch: t.field({
    type: DeleteSavedSearchPayload,
    description: "Deletes a saved search; its alerts stop.",
    authScopes: { can: "savedSearch.manage" },
    errors: resultUnion("DeleteSavedSearchResult"),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteSavedSearch(ctx, localId(String(args.id), "SavedSearch"));
      return { id: String(args.id) };
    },
  }),
}));
