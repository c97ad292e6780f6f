import "./contact.css";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { NewsletterForm } from "../../components/NewsletterForm";
import { usePageHead } from "../../lib/page-head";
import { useServerForm } from "../../lib/server-form";

// /newsletter: where the footer's form lands without JavaScript (api/src/http/forms.ts): "subscribed"
// after it was taken (?subscribed=1), else the form, drawn again with its messages when refused.

export function Component() {
  const { t } = useTranslation(["contact", "common"]);
  const server = useServerForm();
  const [params] = useSearchParams();
  usePageHead({ title: `${t("common:footer.newsletter.title")} · ${t("common:appName")}` });
  return (
    <section className="contact-page container">
      {params.get("subscribed") === "1" ? (
        <>
          <h1>{t("common:footer.newsletter.title")}</h1>
          <p role="status">{t("common:footer.newsletter.done")}</p>
          <p>
            <Link to="/">{t("contact:home")}</Link>
          </p>
        </>
      ) : (
        <NewsletterForm server={server} headingLevel="h1" />
      )}
    </section>
  );
}
