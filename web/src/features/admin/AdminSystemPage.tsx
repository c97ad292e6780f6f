import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { AdminSystemPageQuery } from "../../__generated__/AdminSystemPageQuery.graphql";
import { formatMegabytes, formatNumber } from "../../lib/format";
import { useAdminMay } from "./admin-access";

// The system section: what an operator reads to decide whether
// something is wrong, as the server answering sees it now; Refresh asks again.

const systemQuery = graphql`
  query AdminSystemPageQuery {
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

function Facts({ fetchKey }: { fetchKey: number }) {
  const { t } = useTranslation("admin");
  const { adminSystem: s } = useLazyLoadQuery<AdminSystemPageQuery>(
    systemQuery,
    {},
    { fetchPolicy: "network-only", fetchKey },
  );
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
    <dl className="admin-facts">
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <section className="admin-page">
      <h1>{t("system.title")}</h1>
      {may("SYSTEM_READ") ? (
        <>
          <Facts fetchKey={fetchKey} />
          <p>{t("system.perProcess")}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setFetchKey((key) => key + 1)}
          >
            {t("system.refresh")}
          </button>
        </>
      ) : (
        <p role="alert">{t("permissionDenied", { ns: "errors" })}</p>
      )}
    </section>
  );
}
