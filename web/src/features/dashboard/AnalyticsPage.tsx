import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { AnalyticsPageQuery } from "../../__generated__/AnalyticsPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { AnalyticsPanel } from "./AnalyticsPanel";

export const handle = { title: "dashboard:analytics.title" };

/** /employer/dashboard/analytics: the hiring analytics on a page of their own. */
export function Component() {
  const { t } = useTranslation("dashboard");
  const { viewer } = useRouteQuery<AnalyticsPageQuery>(graphql`
    query AnalyticsPageQuery {
      viewer {
        ...AnalyticsPanel_user
      }
    }
  `);
  return (
    <div className="dashboard-home">
      <header className="dashboard-home__header">
        <h1>{t("analytics.title")}</h1>
        <p>{t("analytics.intro")}</p>
      </header>
      {viewer ? <AnalyticsPanel user={viewer} /> : null}
    </div>
  );
}
