import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { AdminSystemPageQuery } from "../../__generated__/AdminSystemPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { AdminSystemFacts } from "./AdminSystemFacts";
import { useAdminMay } from "./admin-access";

// The system section (SYSTEM_READ): the server's facts, read from the route's query.

export const systemQuery = graphql`
  query AdminSystemPageQuery {
    ...AdminSystemFacts_query
  }
`;

function Facts() {
  const query = useRouteQuery<AdminSystemPageQuery>(systemQuery);
  return <AdminSystemFacts query={query} />;
}

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  return (
    <section className="admin-page">
      <h1>{t("system.title")}</h1>
      {may("SYSTEM_READ") ? (
        <Facts />
      ) : (
        <p role="alert">{t("permissionDenied", { ns: "errors" })}</p>
      )}
    </section>
  );
}
