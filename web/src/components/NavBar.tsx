import {
  type ComponentType,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useNavigate } from "react-router";
import { LANGUAGE_NATIVE_NAMES, type Language, SCROLL_THRESHOLD_PX } from "../config";
import { loadChunk } from "../lib/chunks";
import { whenIdle } from "../lib/idle";
import { dashboardPath, type UserType } from "../lib/user-type";
import { signOut } from "../relay/sign-out";
import { useSession } from "../session/session";
import { Avatar } from "./Avatar";
import { ChevronDownIcon, CloseIcon, GlobeIcon, MenuIcon, SearchIcon } from "./icons";
import { LanguageList } from "./LanguageList";
import { Logo } from "./Logo";
import { useDismiss } from "./use-dismiss";

const LINKS = [
  { to: "/", key: "nav.home", end: true },
  { to: "/jobs", key: "nav.findJobs", end: false },
  { to: "/about", key: "nav.about", end: false },
  { to: "/pricing", key: "nav.pricing", end: false },
  { to: "/blog", key: "nav.blog", end: false },
] as const;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * The open state of a <details> menu. The server draws it closed and the browser opens it on a
 * tap before the app has taken over (or without JavaScript); once the app runs, it keeps what the
 * page shows (a menu opened meanwhile stays open) and opens and closes it itself, so it can also
 * close it on Escape, a press outside or a route change (useDismiss).
 */
function useDisclosure(ref: RefObject<HTMLDetailsElement | null>) {
  const [open, setOpen] = useState(false);
  // A layout effect: it runs as the app takes over, before a tap can reach the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on taking over the page.
  useLayoutEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  const toggle = useCallback((event: MouseEvent) => {
    event.preventDefault();
    setOpen((was) => !was);
  }, []);
  return [open, setOpen, toggle] as const;
}

/** The signed-in user's notification bell (features/notifications), handed in by the app. */
export type NotificationBell = ComponentType<{ userType: UserType }>;

/** The top bar: links, search, language and account; a slide-down menu on small screens. */
export function NavBar({ notificationBell: Bell }: { notificationBell?: NotificationBell }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  // A worker's sign-out asks about saves made offline and not sent yet (SignOutCheck.tsx): its
  // code is fetched once the page is idle and online, so the service worker has it for a sign-out
  // made offline. A visitor never fetches it.
  const worker = session.status === "signedIn" && session.userType === "labour";
  useEffect(() => {
    if (worker && navigator.onLine)
      whenIdle(() => void import("./SignOutCheck").catch(() => undefined));
  }, [worker]);
  const navigate = useNavigate();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const menuId = useId();
  const languageId = useId();

  const menuRef = useRef<HTMLDetailsElement>(null);
  const menuButtonRef = useRef<HTMLElement>(null);
  const languageRef = useRef<HTMLDetailsElement>(null);
  const [menuOpen, setMenuOpen, toggleMenu] = useDisclosure(menuRef);
  const [languageOpen, setLanguageOpen, toggleLanguage] = useDisclosure(languageRef);

  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);
  const closeLanguage = useCallback(() => setLanguageOpen(false), [setLanguageOpen]);
  const menuParts = useMemo(() => [menuRef, menuButtonRef], []);
  const languageParts = useMemo(() => [languageRef], []);
  useDismiss(menuOpen, closeMenu, menuParts);
  useDismiss(languageOpen, closeLanguage, languageParts);

  // Escape returns focus to the button that opened the menu, so keyboard users are not lost.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") menuButtonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const closeAll = () => {
    setMenuOpen(false);
    setLanguageOpen(false);
  };
  const logout = () => {
    closeAll();
    // Saves made offline and not sent yet are sent first, or named (SignOutCheck.tsx): its code
    // loads when a signed-in person presses this, never for a visitor. Without it (offline and
    // never fetched, or replaced by a new version), this device signs out at once, still asking
    // the server to revoke the token, and the sign-in page names what waited.
    loadChunk("sign-out-check", () => import("./SignOutCheck")).then(
      (check) => check.signOutChecked(navigate),
      () => {
        void signOut();
        navigate("/");
      },
    );
  };

  const links = LINKS.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.end} className="nav__link">
        {t(link.key)}
      </NavLink>
    </li>
  ));

  const account =
    session.status === "signedIn" ? (
      <>
        <Link to={`${dashboardPath(session.userType)}/profile`} className="nav__link nav__account">
          <Avatar name={session.name} src={session.picture} size={32} />
          {t("nav.profile")}
        </Link>
        <Link to={dashboardPath(session.userType)} className="nav__link">
          {t("nav.dashboard")}
        </Link>
        <button type="button" className="nav__link nav__logout" onClick={logout}>
          {t("nav.logout")}
        </button>
      </>
    ) : (
      <>
        <Link to="/signin" className="button button--ghost">
          {t("nav.signIn")}
        </Link>
        <Link to="/role-selection" className="button button--primary">
          {t("nav.register")}
        </Link>
      </>
    );

  return (
    <header className={`nav${scrolled ? " nav--scrolled" : ""}${menuOpen ? " nav--open" : ""}`}>
      <div className="nav__bar container">
        <Link to="/" className="nav__brand" aria-label={t("nav.home")}>
          <Logo />
        </Link>
        <nav className="nav__desktop" aria-label={t("nav.main")}>
          <ul className="nav__links">{links}</ul>
        </nav>
        <div className="nav__tools">
          <Link to="/search" className="icon-button" aria-label={t("nav.search")}>
            <SearchIcon />
          </Link>
          {session.status === "signedIn" && Bell ? <Bell userType={session.userType} /> : null}
          <div className="nav__language nav__desktop-only">
            {/* A <details>: it opens on a tap before the app has taken over, or without it. */}
            <details className="nav__disclosure" ref={languageRef} open={languageOpen}>
              {/* biome-ignore lint/a11y/useSemanticElements: a <summary> toggles its <details> without JavaScript; the role names it as the button it is. */}
              <summary
                role="button"
                className="nav__link"
                aria-haspopup="true"
                aria-expanded={languageOpen}
                aria-controls={languageId}
                onClick={toggleLanguage}
              >
                <GlobeIcon size={20} />
                <span>{LANGUAGE_NATIVE_NAMES[(i18n.language ?? "en") as Language]}</span>
                <ChevronDownIcon size={16} />
              </summary>
              <div className="dropdown" id={languageId}>
                <LanguageList onChosen={closeAll} />
              </div>
            </details>
          </div>
          <div className="nav__account-group nav__desktop-only">{account}</div>
          {/* A <details>: the menu opens on a tap before the app has taken over, or without it. */}
          <details className="nav__menu" ref={menuRef} open={menuOpen}>
            {/* biome-ignore lint/a11y/useSemanticElements: a <summary> toggles its <details> without JavaScript; the role names it as the button it is. */}
            <summary
              ref={menuButtonRef}
              role="button"
              className="icon-button nav__menu-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
              onClick={toggleMenu}
            >
              {/* Both drawn; the stylesheet shows the one for the state the page is in. */}
              <MenuIcon className="nav__menu-icon nav__menu-icon--open" />
              <CloseIcon className="nav__menu-icon nav__menu-icon--close" />
            </summary>
            <div id={menuId} className="nav__mobile" role="dialog" aria-label={t("nav.main")}>
              <nav aria-label={t("nav.main")}>
                <ul className="nav__mobile-links">{links}</ul>
              </nav>
              <section aria-labelledby={`${menuId}-language`}>
                <h2 id={`${menuId}-language`} className="nav__mobile-heading">
                  {t("nav.language")}
                </h2>
                <LanguageList onChosen={closeAll} />
              </section>
              <section aria-labelledby={`${menuId}-account`}>
                <h2 id={`${menuId}-account`} className="nav__mobile-heading">
                  {t("nav.account")}
                </h2>
                <div className="nav__mobile-account">{account}</div>
              </section>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
