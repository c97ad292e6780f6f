import type { ContentKind } from "../../generated/prisma/enums.js";
import {
  type ContentLanguages,
  confirmContentTranslation,
  contentLanguages,
  type TranslationStatus,
} from "../../services/content/translations.js";
import { builder } from "../builder.js";
import { localId } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";
import { ContentEntryRef, ContentKindEnum } from "./content.js";

// Which languages each information page, question or post lacks, or has older than its English
// (services/content/translations.ts), for the back office's content section; and an admin's
// "this translation matches the English now".

builder.objectFields(ContentEntryRef, (t) => ({
  textUpdatedAt: t.expose("textUpdatedAt", {
    type: "DateTime",
    description: "When its title, summary or body last changed (not its status).",
  }),
  sourceTextUpdatedAt: t.expose("sourceTextUpdatedAt", {
    type: "DateTime",
    nullable: true,
    description:
      "A translation's: the English textUpdatedAt it was written from (it is outdated when the English changed after); null for English.",
  }),
}));

const TranslationStateEnum = builder.enumType("ContentTranslationState", {
  values: {
    CURRENT: { description: "Readers see it, and it matches the English." },
    OUTDATED: { description: "Readers see it, but the English changed after it was written." },
    NOT_PUBLIC: { description: "It exists, but readers do not see it (draft, archived, ahead)." },
    MISSING: { description: "No entry in the language: readers get the fallback (English)." },
  } as const,
});

const ContentTranslationRef = builder
  .objectRef<TranslationStatus>("ContentTranslationStatus")
  .implement({
    description: "One language of an entry, against its English.",
    fields: (t) => ({
      language: t.exposeString("language"),
      state: t.field({ type: TranslationStateEnum, resolve: (status) => status.state }),
      outdated: t.exposeBoolean("outdated", {
        description: "The English changed after it was written (whether public or not).",
      }),
      entry: t.field({
        type: ContentEntryRef,
        nullable: true,
        resolve: (status) => status.entry,
      }),
    }),
  });

const ContentLanguagesRef = builder.objectRef<ContentLanguages>("ContentLanguages").implement({
  description: "An English entry and each language it should also be written in.",
  fields: (t) => ({
    english: t.field({ type: ContentEntryRef, resolve: (row) => row.english }),
    languages: t.field({
      type: [ContentTranslationRef],
      description: "Every offered language with texts of its own but English (bh shows Hindi).",
      resolve: (row) => row.languages,
    }),
  }),
});

builder.queryFields((t) => ({
  adminContentLanguages: t.field({
    type: [ContentLanguagesRef],
    description:
      "Each English entry of a kind with which languages are missing, not public, outdated (edited since) or current.",
    authScopes: { can: "content.read" },
    args: { kind: t.arg({ type: ContentKindEnum, required: true }) },
    resolve: (_root, args, ctx) => contentLanguages(ctx, args.kind as ContentKind),
  }),
}));

const ConfirmContentTranslationPayload = nodePayload(
  "ConfirmContentTranslationPayload",
  "entry",
  ContentEntryRef,
);

builder.mutationFields((t) => ({
  confirmContentTranslation: t.field({
    type: ConfirmContentTranslationPayload,
    description:
      "Marks a translation as matching its English as it is now (no longer outdated): an admin with the content section in full; audited.",
    skipTypeScopes: true,
    authScopes: { can: "content.edit" },
    errors: resultUnion("ConfirmContentTranslationResult"),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({
      entry: await confirmContentTranslation(ctx, localId(String(id), "ContentEntry")),
    }),
  }),
}));
