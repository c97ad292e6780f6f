import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PaidQuestion_application$key } from "../../__generated__/PaidQuestion_application.graphql";
import type {
  PaidAnswer,
  PaidQuestionMutation,
} from "../../__generated__/PaidQuestionMutation.graphql";
import { ERRORS_NAMESPACE, errorText } from "../../lib/error-text";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";

const ANSWERS: readonly PaidAnswer[] = ["YES", "PARTLY", "NO"];

const answerMutation = graphql`
  mutation PaidQuestionMutation($id: ID!, $answer: PaidAnswer!) {
    answerPaidAsPromised(id: $id, answer: $answer) {
      __typename
      ... on AnswerPaidAsPromisedPayload {
        application {
          ...PaidQuestion_application
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/**
 * "Were you paid what was promised?" on a completed application: one tap of
 * yes, partly or no, once; then the answer. The employer only ever sees counts.
 */
export function PaidQuestion({ application: key }: { application: PaidQuestion_application$key }) {
  const { t } = useTranslation(["trust", ERRORS_NAMESPACE]);
  const application = useFragment(
    graphql`
      fragment PaidQuestion_application on Application {
        id
        canAnswerPaid
        paidAnswer
      }
    `,
    key,
  );
  const [answer, answering] = useMutationPromise<PaidQuestionMutation>(answerMutation);
  const [failure, setFailure] = useState<string | null>(null);

  if (application.paidAnswer) {
    return (
      <p className="application__paid">
        {t(`paid.answered.${application.paidAnswer}`, { defaultValue: "" })}
      </p>
    );
  }
  if (!application.canAnswerPaid) return null;

  const send = async (choice: PaidAnswer) => {
    if (answering) return;
    setFailure(null);
    try {
      const { answerPaidAsPromised: result } = await answer({ id: application.id, answer: choice });
      if (result.__typename !== "AnswerPaidAsPromisedPayload") {
        setFailure(errorText(t, appErrorOf(result), t("paid.failed")));
      }
    } catch {
      setFailure(t("paid.failed"));
    }
  };

  return (
    <fieldset className="application__paid-question">
      <legend>{t("paid.question")}</legend>
      <div className="application__paid-choices">
        {ANSWERS.map((choice) => (
          <button
            key={choice}
            type="button"
            className="button button--ghost"
            aria-disabled={answering}
            onClick={() => void send(choice)}
          >
            {t(`paid.${choice}`)}
          </button>
        ))}
      </div>
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
    </fieldset>
  );
}
