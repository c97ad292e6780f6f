import "./auth.css";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RoleChoices } from "./RoleChoices";

export const handle = { title: "auth:roleSelection.title" };

/** /role-selection: employer or job seeker, before registering. */
export function Component() {
  const { t } = useTranslation("auth");
  return (
    <div className="auth-page auth-page--wide container">
      <section className="auth-card card" aria-labelledby="role-heading">
        <h1 id="role-heading">{t("roleSelection.heading")}</h1>
        <p className="auth-card__intro">{t("roleSelection.intro")}</p>
        <RoleChoices />
        <p className="auth-card__footer">
          {t("roleSelection.haveAccount")} <Link to="/signin">{t("roleSelection.signIn")}</Link>
        </p>
      </section>
    </div>
  );
}
