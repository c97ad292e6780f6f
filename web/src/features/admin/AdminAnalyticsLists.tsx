import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminAnalyticsLists_analytics$key } from "../../__generated__/AdminAnalyticsLists_analytics.graphql";
import { formatNumber } from "../../lib/format";

/** A list's rows as a two-column table, or a line saying there are none. */
function Ranked({
  caption,
  name,
  heading,
  counted,
  rows,
}: {
  caption: string;
  name: string;
  heading: string;
  counted: string;
  rows: readonly { key: string; label: string; count: number }[];
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="admin-scroll">
      <table data-analytics={name}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">{counted}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2}>{t("analytics.lists.empty")}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{formatNumber(row.count)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The top trades and places of the range's jobs, and what people searched for and did not find. */
export function AdminAnalyticsLists({
  analytics: key,
}: {
  analytics: AdminAnalyticsLists_analytics$key;
}) {
  const { t } = useTranslation("admin");
  const a = useFragment(
    graphql`
      fragment AdminAnalyticsLists_analytics on AdminPlatformAnalytics {
        state
        topTrades {
          trade
          jobs
        }
        topPlaces {
          place
          jobs
        }
        emptySearches {
          query
          place
          searches
        }
      }
    `,
    key,
  );
  const anything = t("analytics.lists.anyWords");
  return (
    <section aria-labelledby="admin-analytics-lists">
      <h2 id="admin-analytics-lists">{t("analytics.lists.title")}</h2>
      <div className="admin-overview__breakdowns">
        <Ranked
          caption={t("analytics.lists.trades")}
          name="trades"
          heading={t("analytics.lists.trade")}
          counted={t("analytics.lists.jobs")}
          rows={a.topTrades.map((row) => ({ key: row.trade, label: row.trade, count: row.jobs }))}
        />
        <Ranked
          caption={t(a.state ? "analytics.lists.cities" : "analytics.lists.states")}
          name="places"
          heading={t("analytics.lists.place")}
          counted={t("analytics.lists.jobs")}
          rows={a.topPlaces.map((row) => ({ key: row.place, label: row.place, count: row.jobs }))}
        />
      </div>
      <Ranked
        caption={t("analytics.lists.emptySearches")}
        name="empty-searches"
        heading={t("analytics.lists.search")}
        counted={t("analytics.lists.searches")}
        rows={a.emptySearches.map((row) => ({
          key: `${row.query}\u001f${row.place}`,
          label: [row.query || anything, row.place].filter(Boolean).join(" · "),
          count: row.searches,
        }))}
      />
    </section>
  );
}
