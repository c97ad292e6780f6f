import "./auth.css";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { safeNextPath, withNext } from "./next-path";
import { RoleChoices } from "./RoleChoices";

export const handle = { title: "auth:roleSelection.title" };

/** /role-selection: employer or job seeker, before registering (?next= is kept). */
export function Component() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  // Where the person started (a job's Apply button): registration returns there.
  const next = safeNextPath(params.get("next"));
  return (
    <div className="auth-page auth-page--wide container">
      <section className="auth-card card" aria-labelledby="role-heading">
        <h1 id="role-heading">{t("roleSelection.heading")}</h1>
        <p className="auth-card__intro">{t("roleSelection.intro")}</p>
        <RoleChoices next={next} />
        <p className="auth-card__footer">
          {t("roleSelection.haveAccount")}{" "}
          <Link to={withNext("/signin", next)}>{t("roleSelection.signIn")}</Link>
        </p>
      </section>
    </div>
  );
}
