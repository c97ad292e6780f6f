import "./hero.css";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SearchBar } from "../../components/search-bar/SearchBar";
import { useSession } from "../../session/session";
import { HeroMark } from "./HeroMark";

const PROMISES = ["hero.promise.free", "hero.promise.pay", "hero.promise.verified"] as const;

/** The first screen: what KaamSetu is, the job search, and the two ways in. */
export function Hero() {
  const { t } = useTranslation("landing");
  const session = useSession();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__text">
          <p className="hero__eyebrow">{t("hero.eyebrow")}</p>
          <h1 id="hero-title" className="hero__title">
            {t("hero.title")} <span className="hero__title-accent">{t("hero.titleAccent")}</span>
          </h1>
          <p className="hero__subline">{t("hero.subline")}</p>
          <div className="hero__search">
            <SearchBar variant="hero" />
          </div>
          <div className="hero__actions">
            {session.status !== "signedIn" && (
              <Link to="/role-selection" className="button button--primary hero__cta">
                {t("hero.getStarted")}
              </Link>
            )}
            <Link to="/jobs" className="button button--ghost hero__cta">
              {t("hero.browseJobs")}
            </Link>
          </div>
          <ul className="hero__promises">
            {PROMISES.map((key) => (
              <li key={key}>
                <CheckIcon />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <HeroMark />
      </div>
    </section>
  );
}

function CheckIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="m7.5 12.5 3 3 6-6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
