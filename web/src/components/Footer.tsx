import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { COMPANY } from "../config";
import { currentYear } from "../lib/format";
import { phoneHref, phoneText, usePublicSettings } from "../lib/public-settings";
import {
  ArrowUpIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  PhoneIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from "./icons";
import { Logo } from "./Logo";
import { NewsletterForm } from "./NewsletterForm";

const LINKS = [
  { to: "/", key: "footer.home" },
  { to: "/about", key: "footer.about_page" },
  { to: "/jobs", key: "footer.jobs" },
  { to: "/faq", key: "footer.faq" },
  { to: "/privacy", key: "footer.privacy" },
  { to: "/terms", key: "footer.terms" },
  { to: "/contact", key: "footer.contactPage" },
  { to: "/data-saver", key: "footer.dataSaver" },
] as const;

const SOCIAL = [
  { href: COMPANY.social.facebook, key: "footer.social.facebook", Icon: FacebookIcon },
  { href: COMPANY.social.instagram, key: "footer.social.instagram", Icon: InstagramIcon },
  { href: COMPANY.social.linkedin, key: "footer.social.linkedin", Icon: LinkedInIcon },
  { href: COMPANY.social.youtube, key: "footer.social.youtube", Icon: YouTubeIcon },
] as const;

export function Footer() {
  const { t } = useTranslation();
  // The support line and WhatsApp are platform settings: left out while unset, never made up.
  const settings = usePublicSettings();
  const phone = settings?.supportPhone ?? null;
  const whatsapp = settings?.supportWhatsappUrl ?? null;
  // A link to the page's top (it works before the app has taken over); the app scrolls smoothly.
  const scrollToTop = (event: MouseEvent) => {
    event.preventDefault();
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
    document.getElementById("main")?.focus({ preventScroll: true });
  };
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section className="footer__company">
          <Logo />
          <p>{t("footer.about")}</p>
          <address>{t("footer.address")}</address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__heading">
            {t("footer.links")}
          </h2>
          <ul className="footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">
            {t("footer.contact")}
          </h2>
          <ul className="footer__links">
            {phone ? (
              <li>
                <a href={phoneHref(phone)}>
                  <PhoneIcon size={18} />
                  <span className="visually-hidden">{t("footer.phone")}: </span>
                  {phoneText(phone)}
                </a>
              </li>
            ) : null}
            {whatsapp ? (
              <li>
                <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                  <WhatsAppIcon size={18} />
                  {t("footer.whatsapp")}
                </a>
              </li>
            ) : null}
            <li>
              <a href={`mailto:${COMPANY.email}`}>
                <MailIcon size={18} />
                <span className="visually-hidden">{t("footer.email")}: </span>
                {COMPANY.email}
              </a>
            </li>
          </ul>
          <h2 className="footer__heading">{t("footer.follow")}</h2>
          <ul className="footer__social">
            {SOCIAL.map(({ href, key, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  className="icon-button"
                  aria-label={t(key)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <NewsletterForm />
      </div>
      <div className="container footer__bottom">
        <p>{t("footer.copyright", { year: currentYear() })}</p>
        {/* biome-ignore lint/a11y/useValidAnchor: a link to the page's top works before the app has taken over; the app scrolls smoothly instead. */}
        <a href="#main" className="icon-button footer__top" onClick={scrollToTop}>
          <ArrowUpIcon size={20} />
          <span className="visually-hidden">{t("footer.scrollTop")}</span>
        </a>
      </div>
    </footer>
  );
}
