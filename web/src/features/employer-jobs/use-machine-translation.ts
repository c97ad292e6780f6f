import { useEffect, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { useMachineTranslationQuery } from "../../__generated__/useMachineTranslationQuery.graphql";

// Whether the job form offers machine-translated drafts: the server says (its provider is
// configured, TRANSLATION_PROVIDER); off, or not yet known, nothing is offered.

const availableQuery = graphql`
  query useMachineTranslationQuery {
    machineTranslationAvailable
  }
`;

/** Whether the server can machine-translate (off, or not known yet: nothing is offered). */
export function useMachineTranslation(): boolean {
  const environment = useRelayEnvironment();
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const subscription = fetchQuery<useMachineTranslationQuery>(
      environment,
      availableQuery,
      {},
    ).subscribe({
      next: (data) => setAvailable(data.machineTranslationAvailable),
      error: () => setAvailable(false),
    });
    return () => subscription.unsubscribe();
  }, [environment]);
  return available;
}
