import { authorize } from "../../auth/policy/permissions.js";
import { AVAILABLE_LANGUAGES, type Language } from "../../constants.js";
import type { Context } from "../../context.js";
import { fieldError } from "../../errors.js";

// The language a user reads KaamSetu in, kept on their account (users.preferred_language): the
// menu saves it for a signed-in user, sign-in on another device applies it, and the OTP SMS is
// written in it. Set at registration from the request's language.

/** Saves the viewer's language; one of the available languages (constants.ts). */
export async function setPreferredLanguage(ctx: Context, raw: unknown): Promise<number> {
  const userId = authorize(ctx.viewer, "account.update");
  const language =
    typeof raw === "string" && (AVAILABLE_LANGUAGES as readonly string[]).includes(raw)
      ? (raw as Language)
      : null;
  if (!language) {
    throw fieldError("language", "choiceInvalid", { values: AVAILABLE_LANGUAGES.join(", ") });
  }
  await ctx.prisma.user.update({ where: { id: userId }, data: { preferredLanguage: language } });
  return userId;
}
