import "./trust.css";
import { useTranslation } from "react-i18next";
import { contactLinks, nationalNumber } from "../lib/contact-links";

export type EmployerContactValue = {
  readonly phoneNumber: string;
  readonly acceptsCalls: boolean;
  readonly acceptsWhatsapp: boolean;
};

/**
 * The employer's phone for the worker they accepted: the number and a Call
 * (tel:) and a WhatsApp (wa.me) button, as the employer takes them. The server sends the phone
 * only to that worker; nothing shows without it.
 */
export function EmployerReach({
  contact,
  employerName,
}: {
  contact: EmployerContactValue | null | undefined;
  employerName?: string | null | undefined;
}) {
  // Its words load only for a worker who has the phone to see.
  return contact ? <Reach contact={contact} employerName={employerName} /> : null;
}

function Reach({
  contact,
  employerName,
}: {
  contact: EmployerContactValue;
  employerName?: string | null | undefined;
}) {
  const { t } = useTranslation("trust");
  const phone = nationalNumber(contact.phoneNumber);
  const links = contactLinks({ ...contact, email: null });
  if (!phone || links.length === 0) return null;
  const name = employerName || t("reach.theEmployer");
  return (
    <div className="employer-reach">
      <p className="employer-reach__phone">
        {t("reach.phone")}{" "}
        <span dir="ltr">
          +91 {phone.slice(0, 5)} {phone.slice(5)}
        </span>
      </p>
      <div className="employer-reach__links">
        {links.map((link) => (
          <a
            key={link.method}
            className={`button ${link.method === "PHONE" ? "button--primary" : "button--ghost"}`}
            href={link.href}
            {...(link.method === "WHATSAPP"
              ? { target: "_blank", rel: "noopener noreferrer" }
              : {})}
            aria-label={t(`reach.${link.method}_label`, { name })}
          >
            {t(`reach.${link.method}`)}
          </a>
        ))}
      </div>
    </div>
  );
}
