import {
  draftJobTranslations,
  type JobTranslationResult,
  type TranslationDrafts,
  translateJobForReader,
} from "../../services/jobs/machine-translation.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { Job, JobText, jobLocalId } from "./job.js";

// Machine translation of job texts (services/jobs/machine-translation.ts): whether it is on,
// drafts for an employer's form, and a reader's "show in my language".

const DraftJobTranslationsInput = builder.inputType("DraftJobTranslationsInput", {
  description: "The job form's text, before it is posted.",
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    state: t.string({ required: true, description: "Its state: what its workers read follows." }),
    language: t.string({ description: "The language title and description are in; English." }),
    languages: t.stringList({
      description: "Only these languages; left out, the state's languages and English.",
    }),
  }),
});

const TranslationDraftsRef = builder
  .objectRef<TranslationDrafts>("DraftJobTranslationsPayload")
  .implement({
    fields: (t) => ({
      drafts: t.field({
        type: [JobText],
        description: "One draft per language translated; the employer edits them before posting.",
        resolve: (payload) => payload.drafts,
      }),
      failedLanguages: t.stringList({
        description: "Languages the provider did not translate into this time.",
        resolve: (payload) => payload.failedLanguages,
      }),
    }),
  });

const TranslateJobPayload = builder
  .objectRef<JobTranslationResult>("TranslateJobPayload")
  .implement({
    fields: (t) => ({
      job: t.prismaField({
        type: Job,
        nullable: false,
        resolve: (query, payload, _args, ctx) =>
          ctx.prisma.job.findUniqueOrThrow({ ...query, where: { id: payload.jobId } }),
      }),
      text: t.field({
        type: JobText,
        description: "The job in the language asked for; the original when failed is true.",
        resolve: (payload) => payload.text,
      }),
      failed: t.exposeBoolean("failed", {
        description: "The provider could not translate it now: text is the original.",
      }),
    }),
  });

builder.queryFields((t) => ({
  machineTranslationAvailable: t.boolean({
    description:
      "Whether job texts can be machine-translated here (TRANSLATION_PROVIDER); when false, nothing offers it and its mutations refuse with translationUnavailable.",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ctx.translator !== null,
  }),
}));

builder.mutationFields((t) => ({
  draftJobTranslations: t.field({
    type: TranslationDraftsRef,
    description:
      "Machine-translated drafts of a job's title and description into the languages its likely workers read (its state's) and English; nothing is stored. Employers only; rate-limited.",
    authScopes: { can: "job.create" },
    errors: resultUnion("DraftJobTranslationsResult"),
    args: { input: t.arg({ type: DraftJobTranslationsInput, required: true }) },
    resolve: (_root, { input }, ctx) => draftJobTranslations(ctx, input),
  }),
  translateJob: t.field({
    type: TranslateJobPayload,
    description:
      "A job in the reader's language (language, else the request's): its stored text when it has one, else machine-translated once and stored, flagged machineTranslated. When the provider fails, the original with failed. Anyone may ask; rate-limited per address and account.",
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: resultUnion("TranslateJobResult"),
    args: { id: t.arg.id({ required: true }), language: t.arg.string() },
    resolve: (_root, { id, language }, ctx) => translateJobForReader(ctx, jobLocalId(id), language),
  }),
}));
