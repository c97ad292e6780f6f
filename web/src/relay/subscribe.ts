import { commitMutation, graphql } from "react-relay";
import type { subscribeNewsletterMutation } from "../__generated__/subscribeNewsletterMutation.graphql";
import { currentLanguage } from "../i18n/current";
import { type AppError, appErrorOf } from "./app-error";
import { getEnvironment } from "./environment";

// The footer's newsletter form with JavaScript (components/NewsletterForm.tsx loads this on its
// first submit, so a page that is only read never carries it). The footer sits outside the
// pages' Relay boundary, so the mutation is committed on the environment itself.

const subscribeMutation = graphql`
  mutation subscribeNewsletterMutation($input: SubscribeNewsletterInput!) {
    subscribeNewsletter(input: $input) {
      __typename
      ... on NewsletterPayload {
        done
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/** Null when subscribed; the AppError when refused; throws when the request failed. */
export function subscribe(email: string, consent: boolean): Promise<AppError | null> {
  return new Promise((resolve, reject) => {
    commitMutation<subscribeNewsletterMutation>(getEnvironment(), {
      mutation: subscribeMutation,
      variables: { input: { email, consent, language: currentLanguage() } },
      onCompleted: (response) => {
        const answer = response.subscribeNewsletter;
        if (!answer) reject(new Error("no answer"));
        else resolve(answer.__typename === "NewsletterPayload" ? null : appErrorOf(answer));
      },
      onError: reject,
    });
  });
}
