import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type Location, Outlet, ScrollRestoration, useMatches } from "react-router";
import { Footer } from "./Footer";
import { NavBar, type NotificationBell } from "./NavBar";
import { PageSpinner } from "./Spinner";

/**
 * Route `handle` a page may set: the i18n key of its document title, and `ownFrame` for a part of
 * the app that draws its own bar and menu (the back office), so the public header, with its
 * sign-in and register links, and the marketing footer stay off its pages.
 */
export type RouteHandle = { title?: string; ownFrame?: boolean };

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
  const ownFrame = useMatches().some((match) => (match.handle as RouteHandle)?.ownFrame);
  if (ownFrame) {
    return (
      <>
        <a href="#main" className="skip-link">
          {t("skipToContent")}
        </a>
        <main id="main" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <ScrollRestoration getKey={scrollKey} />
      </>
    );
  }
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
