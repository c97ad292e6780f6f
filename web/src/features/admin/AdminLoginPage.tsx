import "./admin.css";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, RelayEnvironmentProvider } from "react-relay";
import type { AdminLoginPageExistsQuery } from "../../__generated__/AdminLoginPageExistsQuery.graphql";
import { PageSpinner } from "../../components/Spinner";
import { useRouteQuery } from "../../relay/route-query";
import { AdminFirstAdminForm } from "./AdminFirstAdminForm";
import { AdminLanguage } from "./AdminLanguage";
import { AdminSignInForm } from "./AdminSignInForm";
import { adminEnvironment } from "./admin-session";

// /admin/login (SPEC sections 2, 7 and 8): signs an admin in (AdminSignInForm), or, while no
// admin exists, sets up the first one (AdminFirstAdminForm). Whether one exists is the route's
// query (AdminLoginPage.loader.ts), asked of the server each time.

export const existsQuery = graphql`
  query AdminLoginPageExistsQuery {
    adminExists
  }
`;

function LoginOrSetup() {
  const { t } = useTranslation("admin");
  const { adminExists } = useRouteQuery<AdminLoginPageExistsQuery>(existsQuery);
  const [created, setCreated] = useState(false);
  if (adminExists) {
    return (
      <>
        {created ? <p className="admin-auth__notice">{t("setup.done")}</p> : null}
        <AdminSignInForm />
      </>
    );
  }
  return <AdminFirstAdminForm onCreated={() => setCreated(true)} />;
}

export function Component() {
  const { t } = useTranslation("admin");
  return (
    <RelayEnvironmentProvider environment={adminEnvironment(null)}>
      {/* The back office's own bar (no public header here): its name and the language. */}
      <header className="admin__bar">
        <span className="admin__brand">{t("brand")}</span>
        <AdminLanguage />
      </header>
      <div className="admin-auth">
        <Suspense fallback={<PageSpinner />}>
          <LoginOrSetup />
        </Suspense>
      </div>
    </RelayEnvironmentProvider>
  );
}
