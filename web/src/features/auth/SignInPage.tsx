import "./auth.css";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ERRORS_NAMESPACE } from "../../lib/error-text";
import { dashboardPath } from "../../lib/user-type";
import { useUnsentNote } from "../../session/unsent-note";
import { safeNextPath, withNext } from "./next-path";
import { OtpFlow, type VerifiedOtp } from "./OtpFlow";
import { startSessionWith } from "./start-session";

export const handle = { title: "auth:signIn.title" };

/**
 * /signin: phone, code, then the user's dashboard or the page that sent them here (?next=).
 * ?timeout=true says the last session ended through inactivity, ?ended=true that the server ended
 * it (signed out elsewhere, blocked, its time up); saves made offline that such a
 * sign-out dropped unsent are counted (session/unsent-note.ts).
 */
export function Component() {
  const { t } = useTranslation(["auth", ERRORS_NAMESPACE]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const timedOut = params.get("timeout") === "true";
  const ended = !timedOut && params.get("ended") === "true";
  const next = safeNextPath(params.get("next"));
  const unsent = useUnsentNote();

  const verified = (answer: VerifiedOtp) => {
    if (answer.isNewUser) {
      // Only a registered phone gets a code here; one registered elsewhere since goes on there.
      void navigate(withNext("/role-selection", next));
      return;
    }
    const userType = startSessionWith(answer);
    void navigate(next ?? dashboardPath(userType), { replace: true });
  };

  return (
    <div className="auth-page container">
      <section className="auth-card card" aria-labelledby="signin-heading">
        <h1 id="signin-heading">{t("signIn.heading")}</h1>
        {timedOut ? (
          <p className="alert auth-expired" role="status">
            {t("sessionTimedOut", { ns: ERRORS_NAMESPACE })}
          </p>
        ) : null}
        {ended ? (
          <p className="alert auth-expired" role="status">
            {t("signIn.sessionEnded")}
          </p>
        ) : null}
        {unsent > 0 ? (
          <p className="alert auth-expired" role="status">
            {t("signIn.unsentSaves", { count: unsent })}
          </p>
        ) : null}
        <p className="auth-card__intro">{t("signIn.intro")}</p>
        <OtpFlow forRegistration={false} onVerified={verified} />
        <p className="auth-card__footer">
          {t("signIn.noAccount")}{" "}
          <Link to={withNext("/role-selection", next)}>{t("signIn.register")}</Link>
        </p>
      </section>
    </div>
  );
}
