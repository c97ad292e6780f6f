import { useTranslation } from "react-i18next";
import { PhoneIcon, WhatsAppIcon } from "../../components/icons";
import { phoneHref, usePublicSettings } from "../../lib/public-settings";

function ChatIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M8.5 8.5c0 3.6 3.4 7 7 7l1-1.8-2-1-1 .9a5 5 0 0 1-2.6-2.6l.9-1-1-2Z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * The messaging-app community and the support line (its number stays off the page, per SPEC),
 * from the platform settings: each card only when its link is set, the band only with one.
 */
export function ContactBand() {
  const { t } = useTranslation("landing");
  const settings = usePublicSettings();
  const community = settings?.communityUrl ?? null;
  const phone = settings?.supportPhone ?? null;
  const whatsapp = settings?.supportWhatsappUrl ?? null;
  if (!community && !phone && !whatsapp) return null;
  return (
    <section className="contact-band" aria-labelledby="contact-band-title">
      <div className="container">
        <h2 id="contact-band-title" className="section-title">
          {t("contact.title")}
        </h2>
        <div className="contact-band__grid">
          {community ? (
            <div className="contact-card contact-card--community">
              <span className="contact-card__icon">
                <ChatIcon />
              </span>
              <div>
                <h3>{t("contact.community.title")}</h3>
                <p>{t("contact.community.body")}</p>
                <a
                  className="button button--primary"
                  href={community}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t("contact.community.cta")}
                  <span className="visually-hidden">{t("contact.opensApp")}</span>
                </a>
              </div>
            </div>
          ) : null}
          {phone || whatsapp ? (
            <div className="contact-card">
              <span className="contact-card__icon">
                {phone ? <PhoneIcon size={28} /> : <WhatsAppIcon size={28} />}
              </span>
              <div>
                <h3>{t(phone ? "contact.call.title" : "contact.whatsapp.title")}</h3>
                <p>{t("contact.call.body")}</p>
                <div className="contact-card__actions">
                  {phone ? (
                    <a className="button button--ghost" href={phoneHref(phone)}>
                      {t("contact.call.cta")}
                    </a>
                  ) : null}
                  {whatsapp ? (
                    <a
                      className="button button--ghost"
                      href={whatsapp}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t("contact.whatsapp.cta")}
                      <span className="visually-hidden">{t("contact.opensApp")}</span>
                    </a>
                  ) : null}
                </div>
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
