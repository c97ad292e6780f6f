import { useId } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type { AdminAnalyticsPageQuery } from "../../__generated__/AdminAnalyticsPageQuery.graphql";
import { INDIAN_STATES } from "../../config";
import { useRouteQuery } from "../../relay/route-query";
import { AdminAnalyticsLists } from "./AdminAnalyticsLists";
import { AdminAnalyticsSummary } from "./AdminAnalyticsSummary";
import { AdminAnalyticsTrend } from "./AdminAnalyticsTrend";
import { ANALYTICS_RANGES, dayText, rangeAddress } from "./analytics-filters";

// The analytics section: the platform's figures for a range (7 days, 30 days, this month, all
// time) and optionally a state, both in the address; the figures themselves are decided by the
// server (services/admin/platform-analytics.ts). Read only: every admin role may read it.

export const analyticsQuery = graphql`
  query AdminAnalyticsPageQuery($range: AnalyticsRange!, $state: String) {
    adminPlatformAnalytics(range: $range, state: $state) {
      from
      to
      state
      ...AdminAnalyticsSummary_analytics
      ...AdminAnalyticsTrend_analytics
      ...AdminAnalyticsLists_analytics
    }
  }
`;

export function Component() {
  const { t } = useTranslation("admin");
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { adminPlatformAnalytics: analytics } =
    useRouteQuery<AdminAnalyticsPageQuery>(analyticsQuery);
  const current = rangeAddress(params);
  const withRange = (address: string) => {
    const next = new URLSearchParams(params);
    next.set("range", address);
    return `?${next.toString()}`;
  };
  const chooseState = (state: string) => {
    const next = new URLSearchParams(params);
    if (state) next.set("state", state);
    else next.delete("state");
    setParams(next);
  };

  return (
    <section className="admin-page admin-analytics">
      <h1>{t("analytics.title")}</h1>
      <div className="admin-page__filters">
        <nav aria-label={t("analytics.range")} className="admin-overview__ranges">
          {ANALYTICS_RANGES.map(({ range, address }) => (
            <Link
              key={address}
              to={withRange(address)}
              className="button button--ghost"
              aria-current={address === current ? "page" : undefined}
            >
              {t(`analytics.ranges.${range}`)}
            </Link>
          ))}
        </nav>
        <label htmlFor={`${id}-state`}>{t("analytics.state")}</label>
        <select
          id={`${id}-state`}
          value={analytics.state ?? ""}
          onChange={(event) => chooseState(event.target.value)}
        >
          <option value="">{t("analytics.allStates")}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </div>
      <p>{t("analytics.period", { from: dayText(analytics.from), to: dayText(analytics.to) })}</p>
      <AdminAnalyticsSummary analytics={analytics} />
      <AdminAnalyticsTrend analytics={analytics} />
      <AdminAnalyticsLists analytics={analytics} />
    </section>
  );
}
