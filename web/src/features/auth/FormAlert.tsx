import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A failure the server reported, and where the user can go about it. */
export type Problem = { text: string; action?: "register" | "signIn" };

export function FormAlert({ problem }: { problem: Problem }) {
  const { t } = useTranslation("auth");
  return (
    <div className="alert auth-alert" role="alert">
      <p>{problem.text}</p>
      {problem.action === "register" ? (
        <Link to="/role-selection">{t("errors.register")}</Link>
      ) : problem.action === "signIn" ? (
        <Link to="/signin">{t("errors.signIn")}</Link>
      ) : null}
    </div>
  );
}
