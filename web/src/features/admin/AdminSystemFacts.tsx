import { useTransition } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRefetchableFragment } from "react-relay";
import type { AdminSystemFacts_query$key } from "../../__generated__/AdminSystemFacts_query.graphql";
import type { AdminSystemFactsRefetchQuery } from "../../__generated__/AdminSystemFactsRefetchQuery.graphql";
import { formatMegabytes, formatNumber } from "../../lib/format";

// What an operator reads to decide whether something is wrong, as the server answering sees it
// now; Refresh asks the server again and the facts change in place.

const factsFragment = graphql`
  fragment AdminSystemFacts_query on Query
  @refetchable(queryName: "AdminSystemFactsRefetchQuery") {
    adminSystem {
      databaseVersion
      databaseSizeBytes
      connections
      maxConnections
      migrationsApplied
      lastMigration
      serverVersion
      uptimeSeconds
      listener
      rateLimitRefusalsLastHour
      queueDepth
      queueFailing
    }
  }
`;

export function AdminSystemFacts({ query }: { query: AdminSystemFacts_query$key }) {
  const { t } = useTranslation("admin");
  const [data, refetch] = useRefetchableFragment<
    AdminSystemFactsRefetchQuery,
    AdminSystemFacts_query$key
  >(factsFragment, query);
  const [refreshing, startTransition] = useTransition();
  const s = data.adminSystem;
  const facts: [string, string][] = [
    [t("system.databaseVersion"), s.databaseVersion],
    [t("system.databaseSize"), formatMegabytes(s.databaseSizeBytes)],
    [
      t("system.connections"),
      t("system.connectionsValue", { count: s.connections, max: s.maxConnections }),
    ],
    [t("system.migrations"), formatNumber(s.migrationsApplied)],
    [t("system.lastMigration"), s.lastMigration ?? "—"],
    [t("system.serverVersion"), s.serverVersion],
    [
      t("system.uptime"),
      t("system.uptimeValue", {
        hours: Math.floor(s.uptimeSeconds / 3600),
        minutes: Math.floor((s.uptimeSeconds % 3600) / 60),
      }),
    ],
    [t("system.listener"), t(`system.listenerStates.${s.listener}`, { defaultValue: s.listener })],
    [
      t("system.refusals"),
      s.rateLimitRefusalsLastHour == null
        ? t("system.unknown")
        : formatNumber(s.rateLimitRefusalsLastHour),
    ],
    [t("system.queue"), formatNumber(s.queueDepth)],
    [t("system.queueFailing"), formatNumber(s.queueFailing)],
  ];
  return (
    <>
      <dl className="admin-facts" aria-busy={refreshing}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t("system.perProcess")}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={refreshing}
        onClick={() =>
          startTransition(() => {
            refetch({}, { fetchPolicy: "network-only" });
          })
        }
      >
        {t("system.refresh")}
      </button>
    </>
  );
}
