import { useTranslation } from "react-i18next";
import { contentPicture } from "../../lib/picture";
import type { ShowcaseLogo } from "./showcase";

// Wordmarks are drawn at 200×72 (CONTENT_PICTURES' partner_logo frame; an uploaded logo also
// offers its 400 px size to sharp screens); the names are proper nouns and double as the alt
// text. Which logos, in which order, and where each leads: the admins' content section
// (partner_logos).
const LOGO_WIDTH = 200;

function LogoGrid({
  id,
  title,
  logos,
}: {
  id: string;
  title: string;
  logos: readonly ShowcaseLogo[];
}) {
  return (
    <div className="logos__group">
      <h3 id={id} className="logos__title">
        {title}
      </h3>
      <ul className="logos__grid" aria-labelledby={id}>
        {logos.map((logo) => {
          const picture = (
            <img
              {...contentPicture(logo.logoUrl, "partner_logo", LOGO_WIDTH, `${LOGO_WIDTH}px`)}
              alt={logo.name}
              loading="lazy"
              decoding="async"
            />
          );
          return (
            <li key={logo.id} className="logos__tile">
              {logo.linkUrl ? (
                <a href={logo.linkUrl} rel="noopener noreferrer">
                  {picture}
                </a>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Who hires through KaamSetu and who trains and supports its workers; a grid with none is left out. */
export function LogoGrids({ logos }: { logos: readonly ShowcaseLogo[] }) {
  const { t } = useTranslation("landing");
  const clients = logos.filter((logo) => logo.kind === "CLIENT");
  const partners = logos.filter((logo) => logo.kind === "PARTNER");
  if (clients.length === 0 && partners.length === 0) return null;
  return (
    <section className="logos" aria-labelledby="logos-title">
      <div className="container">
        <h2 id="logos-title" className="section-title">
          {t("logos.title")}
        </h2>
        <div className="logos__groups">
          {clients.length > 0 ? (
            <LogoGrid id="logos-clients" title={t("logos.clients")} logos={clients} />
          ) : null}
          {partners.length > 0 ? (
            <LogoGrid id="logos-partners" title={t("logos.partners")} logos={partners} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
