import { commitMutation, graphql } from "react-relay";
import type { languageSaveMutation } from "../__generated__/languageSaveMutation.graphql";
import type { Language } from "../config";
import { getEnvironment } from "./environment";

/**
 * Saves the language chosen in the menu on the signed-in user's account (best effort: the
 * device remembers it anyway), so their next sign-in elsewhere and their OTP SMS use it. Its own
 * chunk: only a signed-in user choosing a language loads it.
 */
export function saveLanguage(language: Language): void {
  commitMutation<languageSaveMutation>(getEnvironment(), {
    mutation: graphql`
      mutation languageSaveMutation($language: String!) {
        setLanguage(language: $language) {
          __typename
          ... on SetLanguagePayload {
            viewer {
              id
              preferredLanguage
            }
          }
        }
      }
    `,
    variables: { language },
    onError: (error) => console.warn("Could not save the language on the account", error),
  });
}
