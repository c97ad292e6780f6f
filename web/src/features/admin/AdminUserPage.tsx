import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link } from "react-router";
import type { AdminUserPageQuery } from "../../__generated__/AdminUserPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { AdminUserActions } from "./AdminUserActions";
import { AdminUserAudit } from "./AdminUserAudit";
import { AdminUserDocuments } from "./AdminUserDocuments";
import { AdminUserFacts } from "./AdminUserFacts";
import { AdminUserProfile } from "./AdminUserProfile";
import { AdminUserRatings } from "./AdminUserRatings";
import { AdminUserSessions } from "./AdminUserSessions";
import { AdminUserWork } from "./AdminUserWork";

// One worker or employer, whole: their account and profile as others see it, documents, jobs or
// applications, ratings and labour score, reports, sessions and what admins did to them; and the
// decisions the server lets this admin take, each asking first and naming what it will do.

export const userQuery = graphql`
  query AdminUserPageQuery($id: ID!) {
    adminUser(id: $id) {
      id
      firstName
      lastName
      ...AdminUserFacts_user
      ...AdminUserActions_user
      ...AdminUserProfile_user
      ...AdminUserDocuments_user
      ...AdminUserWork_user
      ...AdminUserRatings_user
      ...AdminUserSessions_user
      ...AdminUserAudit_user
    }
  }
`;

export function Component() {
  const { t } = useTranslation("admin");
  const { adminUser: user } = useRouteQuery<AdminUserPageQuery>(userQuery);
  if (!user) {
    return (
      <section className="admin-page">
        <h1>{t("users.notFound")}</h1>
        <Link to=".." relative="path">
          {t("users.back")}
        </Link>
      </section>
    );
  }
  return (
    <section className="admin-page admin-user">
      <Link to=".." relative="path">
        {t("users.back")}
      </Link>
      <h1>{`${user.firstName} ${user.lastName}`.trim()}</h1>
      <AdminUserFacts user={user} />
      <AdminUserActions user={user} />
      <AdminUserProfile user={user} />
      <AdminUserDocuments user={user} />
      <AdminUserWork user={user} />
      <AdminUserRatings user={user} />
      <AdminUserSessions user={user} />
      <AdminUserAudit user={user} />
    </section>
  );
}
