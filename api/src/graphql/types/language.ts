import { setPreferredLanguage } from "../../services/accounts/language.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";
import { User } from "./user.js";

// The language a signed-in user chose in the menu, saved on their account.

const SetLanguagePayload = builder.objectRef<{ userId: number }>("SetLanguagePayload").implement({
  fields: (t) => ({
    viewer: t.prismaField({
      type: User,
      nullable: false,
      resolve: (query, p, _args, ctx) =>
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  setLanguage: t.field({
    type: SetLanguagePayload,
    description:
      "Saves the language the viewer chose in the menu on their account (one of the available languages).",
    authScopes: { can: "account.update" },
    errors: resultUnion("SetLanguageResult"),
    args: { language: t.arg.string({ required: true }) },
    resolve: async (_root, { language }, ctx) => ({
      userId: await setPreferredLanguage(ctx, language),
    }),
  }),
}));
