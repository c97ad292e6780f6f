import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link } from "react-router";
import type {
  AlertMeSaveMutation,
  SavedSearchInput,
} from "../../__generated__/AlertMeSaveMutation.graphql";
import { errorText } from "../../lib/error-text";
import { appErrorOf } from "../../relay/app-error";
import { RelayProvider } from "../../relay/RelayBoundary";
import { useMutationPromise } from "../../relay/use-mutation-promise";

// The worker's "Alert me" (AlertMe.tsx): saves the search; saving the same one again is the
// same alert (the server keeps one of each), so a second tap does no harm.

const saveSearch = graphql`
  mutation AlertMeSaveMutation($input: SavedSearchInput!) {
    saveSearch(input: $input) {
      __typename
      ... on SavedSearchPayload {
        savedSearch {
          id
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export const ALERTS_PATH = "/labour/dashboard/alerts";

interface AlertMeSaveProps {
  input: SavedSearchInput;
  /** The button was tapped before this code arrived: save at once. */
  tappedEarly?: boolean;
}

/** /jobs is outside the Relay layout route (features/jobs/routes.ts): this brings its own. */
export function AlertMeSave(props: AlertMeSaveProps) {
  return (
    <RelayProvider>
      <Save {...props} />
    </RelayProvider>
  );
}

function Save({ input, tappedEarly = false }: AlertMeSaveProps) {
  const { t } = useTranslation("jobs");
  const [save, saving] = useMutationPromise<AlertMeSaveMutation>(saveSearch);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function alertMe() {
    if (saving) return;
    try {
      const { saveSearch: answer } = await save({ input });
      if (answer.__typename === "SavedSearchPayload") {
        setOutcome({ ok: true, text: t("alerts.saved") });
      } else {
        setOutcome({ ok: false, text: errorText(t, appErrorOf(answer), t("alerts.failed")) });
      }
    } catch {
      setOutcome({ ok: false, text: t("alerts.failed") });
    }
  }

  const early = useRef(tappedEarly);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the tap made before.
  useEffect(() => {
    if (early.current) {
      early.current = false;
      void alertMe();
    }
  }, []);

  if (outcome?.ok) {
    return (
      <p role="status" className="alert-me__done">
        {outcome.text} <Link to={ALERTS_PATH}>{t("alerts.manage")}</Link>
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--ghost alert-me__button"
        onClick={alertMe}
        aria-busy={saving}
      >
        {t("alerts.button")}
      </button>
      {outcome ? (
        <p role="alert" className="alert-me__failed">
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}
