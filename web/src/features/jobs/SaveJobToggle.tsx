import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import { commitLocalUpdate, type Environment, type RecordSourceSelectorProxy } from "relay-runtime";
import type { SaveJobToggleSaveMutation } from "../../__generated__/SaveJobToggleSaveMutation.graphql";
import type { SaveJobToggleUnsaveMutation } from "../../__generated__/SaveJobToggleUnsaveMutation.graphql";
import { i18n } from "../../i18n/i18n";
import { loadChunk } from "../../lib/chunks";
import { isOffline } from "../../relay/offline-state";
import { savedJobsChanged } from "../../relay/saved-jobs-store";
import { SaveToggle } from "./SaveToggle";

// The save toggle with its mutations, in its own chunk: SaveJobButton loads it for signed-in
// workers only, so the visitors of the job pages (who cannot save) do not download it.

// What both mutations bring back: the job as it now stands (an AppError says only "no").
graphql`
  fragment SaveJobToggle_payload on SaveJobPayload {
    job {
      id
      isSaved
    }
  }
`;

const saveMutation = graphql`
  mutation SaveJobToggleSaveMutation($jobId: ID!) {
    saveJob(jobId: $jobId) {
      __typename
      ...SaveJobToggle_payload @alias
    }
  }
`;

const unsaveMutation = graphql`
  mutation SaveJobToggleUnsaveMutation($jobId: ID!) {
    unsaveJob(jobId: $jobId) {
      __typename
      ...SaveJobToggle_payload @alias
    }
  }
`;

/**
 * Saves or unsaves the job for the signed-in worker: shown at once (optimistic) and put back,
 * with a word, if the server says no. A tap while the last one is on its way does nothing.
 * Offline, the tap is kept on the phone and sent when the network returns
 * (relay/offline-sync.ts), and the toggle says so; when the phone cannot keep it, it says the job
 * was not saved.
 */
export function SaveJobToggle({
  jobId,
  title,
  saved,
}: {
  jobId: string;
  title: string;
  saved: boolean;
}) {
  const environment = useRelayEnvironment() as Environment;
  const [save, saving] = useMutation<SaveJobToggleSaveMutation>(saveMutation);
  const [unsave, unsaving] = useMutation<SaveJobToggleUnsaveMutation>(unsaveMutation);
  // The "offline" texts are loaded before they are said (cached while online: offline-sync.ts).
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [queued, setQueued] = useState<"queued" | "refused" | null>(null);
  // Where saves can be made offline, the queue runs: it sends what waits and, online, fetches the
  // texts an offline visit needs (offline-sync.ts). Once a page load, as on a start already
  // signed in (main.tsx), also when the worker signed in since.
  useEffect(() => {
    void loadChunk("offline-sync", () => import("../../relay/offline-sync")).then(
      (sync) => sync.startOfflineSync(),
      () => undefined,
    );
  }, []);

  const queueOffline = () => {
    setFailed(false);
    void loadChunk("offline-sync", () => import("../../relay/offline-sync"))
      .then((sync) => sync.queueOffline(saved ? "unsave" : "save", jobId, title))
      .catch(() => false)
      .then(async (kept) => {
        await i18n.loadNamespaces("offline").catch(() => undefined);
        setQueued(kept ? "queued" : "refused");
        if (!kept) return;
        commitLocalUpdate(environment, (store) => {
          store.get(jobId)?.setValue(!saved, "isSaved");
        });
      });
  };

  const toggle = () => {
    if (saving || unsaving) return;
    if (isOffline()) {
      queueOffline();
      return;
    }
    setQueued(null);
    setFailed(false);
    const config = {
      variables: { jobId },
      optimisticUpdater: (store: RecordSourceSelectorProxy) => {
        store.get(jobId)?.setValue(!saved, "isSaved");
      },
      onError: () => setFailed(true),
    };
    const answered = (result: { __typename: string }) => {
      if (result.__typename === "SaveJobPayload") savedJobsChanged(environment);
      else setFailed(true);
    };
    if (saved) unsave({ ...config, onCompleted: ({ unsaveJob }) => answered(unsaveJob) });
    else save({ ...config, onCompleted: ({ saveJob }) => answered(saveJob) });
  };

  return (
    <>
      <SaveToggle title={title} saved={saved} failed={failed} onToggle={toggle} />
      {queued && (
        <span className="save-job__queued" role={queued === "refused" ? "alert" : "status"}>
          {queued === "queued" ? t("offline:save.queued") : t("offline:save.notKept")}
        </span>
      )}
    </>
  );
}
