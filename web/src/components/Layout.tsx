import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type Location, Outlet, ScrollRestoration, useMatches } from "react-router";
import { Footer } from "./Footer";
import { NavBar, type NotificationBell } from "./NavBar";
import { PageSpinner } from "./Spinner";

/** Route `handle` a page may set: the i18n key of its document title. */
export type RouteHandle = { title?: string };

function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const key = [...matches].reverse().find((match) => (match.handle as RouteHandle)?.title)
    ?.handle as RouteHandle | undefined;
  const title = key?.title
    ? `${t(key.title)} · ${t("appName")}`
    : `${t("appName")} · ${t("tagline")}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * Where a page's scroll position is remembered. React Router keys it by history entry, but the
 * entry a tab opened on has no key of its own ("default"): every page opened fresh in that tab
 * would jump to where the last such page was left. Those entries are keyed by their URL.
 */
function scrollKey(location: Location): string {
  return location.key === "default" ? location.pathname + location.search : location.key;
}

export function Layout({ notificationBell }: { notificationBell?: NotificationBell }) {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <NavBar notificationBell={notificationBell} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
