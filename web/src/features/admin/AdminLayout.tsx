import "./admin.css";
import { Suspense, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, RelayEnvironmentProvider, useMutation } from "react-relay";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import type { AdminLayoutQuery } from "../../__generated__/AdminLayoutQuery.graphql";
import type { AdminLayoutSignOutMutation } from "../../__generated__/AdminLayoutSignOutMutation.graphql";
import { MenuIcon } from "../../components/icons";
import { PageSpinner } from "../../components/Spinner";
import { ForbiddenPage } from "../../components/StatusPage";
import { useRouteQuery } from "../../relay/route-query";
import { AdminLanguage } from "./AdminLanguage";
import {
  type AccessLevel,
  AdminPermissionsContext,
  canRead,
  SIDEBAR_SECTIONS,
  sectionOfPath,
} from "./admin-access";
import {
  ADMIN_LOGIN_PATH,
  adminEnvironment,
  clearAdminToken,
  expireAdminSession,
  useAdminToken,
} from "./admin-session";

// The back office's frame (SPEC section 2): the admin's name and role, a sidebar of the sections
// their role reaches (the server's matrix), and the page, told which actions the server lets the
// admin take. No admin for the token: the session expired (SPEC section 7). It is the whole
// page's frame (routes.ts: ownFrame), so the bar carries the language choice; on a phone the
// sidebar folds into a menu button that opens the sections' list and closes on a choice.

export const layoutQuery = graphql`
  query AdminLayoutQuery {
    adminViewer {
      id
      username
      fullName
      role
      access {
        section
        level
      }
      permissions
    }
  }
`;

const signOutMutation = graphql`
  mutation AdminLayoutSignOutMutation {
    signOut
  }
`;

function Frame() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { adminViewer } = useRouteQuery<AdminLayoutQuery>(layoutQuery);
  const [signOut, signingOut] = useMutation<AdminLayoutSignOutMutation>(signOutMutation);
  useEffect(() => {
    if (!adminViewer) expireAdminSession();
  }, [adminViewer]);
  const access = useMemo(
    () =>
      new Map<string, AccessLevel>(
        (adminViewer?.access ?? []).map((entry) => [entry.section, entry.level as AccessLevel]),
      ),
    [adminViewer],
  );
  const permissions = useMemo(() => new Set(adminViewer?.permissions ?? []), [adminViewer]);
  const sectionsId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  // A section chosen (or any other way to a new address) closes the phone's menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address.
  useEffect(() => setMenuOpen(false), [pathname]);
  if (!adminViewer) return <PageSpinner />;
  // A section the role cannot open (an address typed or kept): the 403 page, not its screen.
  const section = sectionOfPath(pathname);

  // The server ends the session; this browser forgets the token whatever it answered.
  function leave() {
    const done = () => {
      clearAdminToken();
      navigate(ADMIN_LOGIN_PATH, { replace: true });
    };
    signOut({ variables: {}, onCompleted: done, onError: done });
  }

  return (
    <AdminPermissionsContext.Provider value={permissions}>
      <div className="admin">
        <header className="admin__bar">
          <button
            type="button"
            className="button button--ghost admin__menu-button"
            aria-expanded={menuOpen}
            aria-controls={sectionsId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon size={20} />
            <span>{t("sidebar.menu")}</span>
          </button>
          <span className="admin__brand">{t("brand")}</span>
          <span className="admin__who">
            {adminViewer.fullName} · {t(`roles.${adminViewer.role}`)}
          </span>
          <AdminLanguage />
          <button
            type="button"
            className="button button--ghost"
            onClick={leave}
            disabled={signingOut}
          >
            {t("signOut")}
          </button>
        </header>
        <nav
          id={sectionsId}
          className="admin__sidebar"
          data-open={menuOpen ? "true" : undefined}
          aria-label={t("sidebar.label")}
        >
          <ul>
            {SIDEBAR_SECTIONS.filter(({ section }) => canRead(access, section)).map(
              ({ section, path, label }) => (
                <li key={path}>
                  <NavLink to={path} end={path === ""}>
                    {t(`sections.${label ?? section}`)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="admin__main">
          <Suspense fallback={<PageSpinner />}>
            {section && !canRead(access, section) ? <ForbiddenPage /> : <Outlet />}
          </Suspense>
        </div>
      </div>
    </AdminPermissionsContext.Provider>
  );
}

export function Component() {
  const token = useAdminToken();
  return (
    <RelayEnvironmentProvider environment={adminEnvironment(token)}>
      <Suspense fallback={<PageSpinner />}>
        <Frame />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}
