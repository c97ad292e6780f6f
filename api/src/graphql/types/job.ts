import { queryFromInfo } from "@pothos/plugin-prisma";
import { visibleJobWhere } from "../../auth/policy/visibility.js";
import { PAGE_SIZE_DEFAULT, SEARCH_TOTAL_MAX } from "../../constants.js";
import { BadRequestError } from "../../errors.js";
import { signedLink } from "../../services/files/files.js";
import { requireJobId } from "../../services/jobs/manage.js";
import { logSearch } from "../../services/jobs/popular-searches.js";
import { type JobSearchFilters, searchJobs } from "../../services/jobs/search.js";
import {
  type JobText as JobTextShape,
  jobTranslations,
  readerText,
} from "../../services/jobs/translations.js";
import { builder, nullWhenRefused } from "../builder.js";
import { localId } from "../global-id.js";
import { selectsField } from "../selection.js";
import { JobStatusEnum, JobTypeEnum, SalaryPeriodEnum } from "./enums.js";

// A job posting, the public job list and the job detail.

export const Employer = builder.prismaObject("User", {
  variant: "Employer",
  description: "The employer behind a job, as job seekers see it.",
  fields: (t) => ({
    companyName: t.string({
      nullable: true,
      description: "The business name, or the person's name when there is none.",
      select: {
        firstName: true,
        lastName: true,
        employerProfile: { select: { companyName: true } },
      },
      resolve: (user) => user.employerProfile?.companyName ?? `${user.firstName} ${user.lastName}`,
    }),
    businessType: t.string({
      nullable: true,
      select: { employerProfile: { select: { businessType: true } } },
      resolve: (user) => user.employerProfile?.businessType?.toLowerCase() ?? null,
    }),
    industry: t.string({
      nullable: true,
      select: { employerProfile: { select: { industry: true } } },
      resolve: (user) => user.employerProfile?.industry ?? null,
    }),
    profilePicture: t.string({
      nullable: true,
      description:
        "The employer's logo, public on their job pages: a signed link anyone may load (the 256 px picture; add size=96 to its query for the small one).",
      select: { profilePictureUrl: true },
      resolve: (user, _args, ctx) => signedLink(ctx, user.profilePictureUrl),
    }),
    state: t.exposeString("state", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    isVerified: t.boolean({
      select: { accountState: true },
      resolve: (user) => user.accountState === "VERIFIED",
    }),
    address: t.string({
      nullable: true,
      description: "Shown to signed-in users only.",
      authScopes: { signedIn: true, admin: true },
      ...nullWhenRefused,
      select: { employerProfile: { select: { address: true } } },
      resolve: (user) => user.employerProfile?.address ?? null,
    }),
  }),
});

export const JobText = builder.objectRef<JobTextShape>("JobText").implement({
  description: "A job's title and description in one language.",
  fields: (t) => ({
    language: t.exposeString("language", { description: "A language code: en, hi, ta, ..." }),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    machineTranslated: t.boolean({
      description:
        "Made by machine translation (perhaps edited by the employer since), not written by a person: readers are told so.",
      resolve: (text) => text.machineTranslated === true,
    }),
  }),
});

export const Job = builder.prismaNode("Job", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visibleJobWhere(ctx.viewer)] }),
  fields: (t) => ({
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    requirements: t.exposeString("requirements", { nullable: true }),
    skills: t.exposeStringList("skills"),
    state: t.exposeString("state"),
    city: t.exposeString("city", {
      nullable: true,
      description: "Null when the job is open in every city of the state.",
    }),
    jobType: t.expose("jobType", { type: JobTypeEnum }),
    positions: t.exposeInt("positions"),
    salaryAmount: t.exposeInt("salaryAmount", { nullable: true, description: "Whole rupees." }),
    salaryPeriod: t.expose("salaryPeriod", { type: SalaryPeriodEnum, nullable: true }),
    duration: t.exposeString("duration", { nullable: true }),
    preferredLanguages: t.exposeStringList("preferredLanguages"),
    requireResume: t.exposeBoolean("requireResume"),
    status: t.expose("status", { type: JobStatusEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    employer: t.relation("employer", { type: Employer }),
    language: t.exposeString("language", {
      description: "The language the title and description are written in: en, hi, ta, ...",
    }),
    translations: t.field({
      type: [JobText],
      description:
        "The title and description in other languages: written by the employer, or machine-translated (machineTranslated says which).",
      select: { translations: true },
      resolve: (job) => jobTranslations(job.translations),
    }),
    readerText: t.field({
      type: JobText,
      description:
        "The title and description in the request's language (?language= or Accept-Language; bh reads hi) when the job is written or translated in it, else as written: its language then says which.",
      select: { language: true, title: true, description: true, translations: true },
      resolve: (job, _args, ctx) => readerText(job, ctx.language),
    }),
  }),
});

/** The numeric key of a Job's global ID given as an argument; a blank one is 'Job ID is required'. */
export const jobLocalId = (raw: string | number) => localId(requireJobId(String(raw)), "Job");

const JobSearchInput = builder.inputType("JobSearchInput", {
  fields: (t) => ({
    q: t.string({ description: "Keywords: a role, skill or words of the title or description." }),
    location: t.string({
      description:
        "A state or city by its name or another name (Bengaluru, Bombay; a close misspelling when " +
        "nothing is named exactly), never part of a name: a state finds its jobs, a city its own " +
        "and those open in every city of its state; a name of several places finds them all; " +
        "text that names no place finds no job.",
    }),
    state: t.string({ description: "A state by its name or another name (Orissa)." }),
    city: t.string({
      description:
        "A city by its name or another name, of the state when one is given; its jobs and those " +
        "open in every city of its state.",
    }),
    jobType: t.field({ type: JobTypeEnum }),
    salaryMin: t.int({ description: "Whole rupees." }),
    salaryPeriod: t.field({ type: SalaryPeriodEnum }),
  }),
});

interface JobConnectionShape {
  total: number | null;
  totalIsExact: boolean;
}

builder.queryFields((t) => ({
  jobs: t.connection(
    {
      type: Job,
      description:
        "Active jobs matching the filters, most relevant first, then newest. Forward paging only.",
      authScopes: { public: true },
      args: { filter: t.arg({ type: JobSearchInput }) },
      resolve: async (_root, args, ctx, info) => {
        if (args.last != null || args.before != null) {
          throw new BadRequestError("forwardPaginationOnly");
        }
        const first = args.first ?? PAGE_SIZE_DEFAULT;
        const filters: JobSearchFilters = { ...args.filter };
        const page = await searchJobs(ctx.pool, filters, {
          first,
          after: args.after,
          withTotal: selectsField(info, "totalCount") || selectsField(info, "totalIsExact"),
        });
        if (!args.after) logSearch(ctx, filters, page.ids.length);
        // One Prisma read for exactly what the query selects under edges.node.
        const rows = await ctx.prisma.job.findMany({
          ...queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
          where: { id: { in: page.ids } },
        });
        const byId = new Map(rows.map((row) => [row.id, row]));
        const edges = page.ids.flatMap((id, index) => {
          const node = byId.get(id);
          return node ? [{ node, cursor: page.cursors[index] ?? "" }] : [];
        });
        return {
          total: page.total,
          totalIsExact: page.totalIsExact,
          edges,
          pageInfo: {
            hasNextPage: page.hasNextPage,
            hasPreviousPage: Boolean(args.after),
            startCursor: page.cursors[0] ?? null,
            endCursor: page.cursors.at(-1) ?? null,
          },
        };
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({
          description:
            `How many jobs match, counted up to ${SEARCH_TOTAL_MAX} (SPEC's largest count ` +
            `bucket, "${SEARCH_TOTAL_MAX}+"): when more match it is ${SEARCH_TOTAL_MAX} and ` +
            "totalIsExact is false. Counted only when asked for.",
          resolve: (connection) => (connection as unknown as JobConnectionShape).total ?? 0,
        }),
        totalIsExact: c.boolean({
          description: `False when more than ${SEARCH_TOTAL_MAX} jobs match: totalCount is then a floor.`,
          resolve: (connection) => (connection as unknown as JobConnectionShape).totalIsExact,
        }),
      }),
    },
  ),
  job: t.prismaField({
    type: Job,
    nullable: true,
    description: "One job by its global ID; null when it does not exist or is not visible.",
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.job.findFirst({
        ...query,
        where: { id: localId(String(args.id), "Job"), AND: [visibleJobWhere(ctx.viewer)] },
      }),
  }),
}));
