import { getOperationAST, Kind } from "graphql";
import type { Plugin } from "graphql-yoga";
import { isValidCsrfToken } from "../auth/csrf.js";
import type { Context } from "../context.js";
import { ForbiddenError } from "../errors.js";
import { toGraphQLError } from "./errors.js";

// GraphQL's side of the CSRF rule (auth/csrf.ts makes and checks the tokens).

/**
 * The sign-in mutations, which (like REST's /auth/ paths) run before a client can hold a token,
 * and the job view counter. Every other mutation needs X-CSRF-Token.
 */
export const CSRF_EXEMPT_MUTATIONS: ReadonlySet<string> = new Set([
  "sendOtp",
  "verifyOtp",
  "registerLabour",
  "registerEmployer",
  "signOut",
  // A page view counter: one per visitor per day whoever triggers it, so a forged request
  // can add nothing a visit would not.
  "recordJobView",
]);

/** Refuses a GraphQL mutation without a valid X-CSRF-Token, as the REST gateway does. */
export function csrfForMutations(secret: string): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== "mutation") return;
      const exempt = operation.selectionSet.selections.every(
        (selection) =>
          selection.kind === Kind.FIELD &&
          (CSRF_EXEMPT_MUTATIONS.has(selection.name.value) ||
            selection.name.value === "__typename"),
      );
      if (exempt) return;
      const token = args.contextValue.request.headers.get("x-csrf-token");
      if (!isValidCsrfToken(secret, token)) {
        setResultAndStopExecution({
          errors: [toGraphQLError(new ForbiddenError("csrfInvalid"))],
        });
      }
    },
  };
}
