import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { safeNextPath, withNext } from "./next-path";

/** A failure the server reported, and where the user can go about it. */
export type Problem = { text: string; action?: "register" | "signIn" };

export function FormAlert({ problem }: { problem: Problem }) {
  const { t } = useTranslation("auth");
  // The page's ?next= (a job's Apply button) goes on with the person either way.
  const [params] = useSearchParams();
  const next = safeNextPath(params.get("next"));
  return (
    <div className="alert auth-alert" role="alert">
      <p>{problem.text}</p>
      {problem.action === "register" ? (
        <Link to={withNext("/role-selection", next)}>{t("errors.register")}</Link>
      ) : problem.action === "signIn" ? (
        <Link to={withNext("/signin", next)}>{t("errors.signIn")}</Link>
      ) : null}
    </div>
  );
}
