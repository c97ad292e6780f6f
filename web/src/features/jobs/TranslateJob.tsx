import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { TranslateJobMutation } from "../../__generated__/TranslateJobMutation.graphql";
import type { Language } from "../../config";
import { errorText } from "../../lib/error-text";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";

// "Show in Tamil" on a job page written in another language, when machine translation is on
// (Query.machineTranslationAvailable). The server translates once and stores it: the answer adds
// the translation to the job in Relay's store, and the page (job-text.ts) shows it, marked as
// machine-translated. When the provider fails, the page stays as written and says so.

const translateJob = graphql`
  mutation TranslateJobMutation($id: ID!, $language: String) {
    translateJob(id: $id, language: $language) {
      __typename
      ... on TranslateJobPayload {
        failed
        job {
          id
          translations {
            language
            title
            description
            machineTranslated
          }
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/** The language a reader of `reader` is translated into: Bhojpuri readers read Hindi. */
const targetOf = (reader: Language): Language => (reader === "bh" ? "hi" : reader);

export function TranslateJob({ jobId, reader }: { jobId: string; reader: Language }) {
  const { t } = useTranslation("job");
  const [translate, translating] = useMutationPromise<TranslateJobMutation>(translateJob);
  const [note, setNote] = useState<string | null>(null);
  const target = targetOf(reader);

  async function ask() {
    if (translating) return;
    setNote(null);
    try {
      const { translateJob: answer } = await translate({ id: jobId, language: target });
      if (answer.__typename === "TranslateJobPayload") {
        if (answer.failed) setNote(t("translate.failed"));
      } else {
        setNote(errorText(t, appErrorOf(answer), t("translate.failed")));
      }
    } catch {
      setNote(t("translate.failed"));
    }
  }

  return (
    <div className="job-detail__translate">
      <button
        type="button"
        className="button button--ghost"
        onClick={ask}
        disabled={translating}
        aria-busy={translating || undefined}
      >
        {translating
          ? t("translate.working")
          : t("translate.button", { language: t(`common:jobLanguage.names.${target}`) })}
      </button>
      {note ? (
        <p role="status" className="job-detail__posted-in">
          {note}
        </p>
      ) : null}
    </div>
  );
}
