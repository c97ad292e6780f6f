import "./auth.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { dashboardPath, type UserType } from "../../lib/user-type";
import { forgetRegistration, keepRegistration, keptRegistration } from "./kept-registration";
import { safeNextPath, withNext } from "./next-path";
import { OtpFlow, type VerifiedOtp } from "./OtpFlow";
import { type Registered, RegistrationForm } from "./RegistrationForm";
import { RoleChoices } from "./RoleChoices";
import { startSessionWith } from "./start-session";

export const handle = { title: "auth:register.title" };

function roleOf(value: string | null): UserType | null {
  return value === "labour" || value === "employer" ? value : null;
}

/**
 * /register?role=labour|employer: the role (chosen here when the link did not say), the phone
 * and its code, then the profile steps; registered, the user is signed in on their dashboard, or
 * back where they started (?next=, e.g. the job whose Apply button sent them).
 */
export function Component() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const role = roleOf(params.get("role"));
  // Where the person started (a job's Apply button, kept through sign-in and role selection).
  const next = safeNextPath(params.get("next"));
  // A reload after the OTP resumes here, at the profile steps (kept-registration.ts).
  const [verified, setVerified] = useState<{ phone: string; token: string } | null>(() =>
    role ? keptRegistration(role) : null,
  );

  const signedIn = (answer: VerifiedOtp | Registered) => {
    forgetRegistration();
    const userType = startSessionWith(answer);
    void navigate(next ?? dashboardPath(userType), { replace: true });
  };
  const phoneVerified = (answer: VerifiedOtp) => {
    // The server answers by the phone alone: one registered meanwhile is simply signed in.
    if (!answer.isNewUser) signedIn(answer);
    else {
      if (role) keepRegistration(role, answer.phone, answer.accessToken);
      setVerified({ phone: answer.phone, token: answer.accessToken });
    }
  };

  return (
    <div className="auth-page container">
      <section className="auth-card card" aria-labelledby="register-heading">
        <h1 id="register-heading">
          {role ? t(`register.heading_${role}`) : t("roleSelection.heading")}
        </h1>
        {!role ? (
          <>
            <p className="auth-card__intro">{t("roleSelection.intro")}</p>
            <RoleChoices next={next} />
          </>
        ) : !verified ? (
          <>
            <p className="auth-card__intro">{t("register.verifyIntro")}</p>
            <OtpFlow forRegistration onVerified={phoneVerified} />
            <p className="auth-card__footer">
              <Link to={withNext("/role-selection", next)}>{t("register.changeRole")}</Link>
            </p>
          </>
        ) : (
          <RegistrationForm
            key={role}
            role={role}
            phone={verified.phone}
            registrationToken={verified.token}
            onRegistered={signedIn}
            onVerifyAgain={() => {
              forgetRegistration();
              setVerified(null);
            }}
          />
        )}
        {verified ? null : (
          <p className="auth-card__footer">
            {t("roleSelection.haveAccount")}{" "}
            <Link to={withNext("/signin", next)}>{t("roleSelection.signIn")}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
