import "./profile-gate.css";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { completeProfilePath, PROFILE_NAMESPACE, profileFieldLabel } from "../lib/profile-fields";

/** The completion gate's refusal as the server keyed it (reason profileIncomplete). */
export type ProfileGate = {
  /** The worker's completion now. */
  percentage: number | null;
  /** The least completion the platform asks for before applying. */
  gate: number | null;
  /** The missing fields by their REST names, most important first. */
  fields: readonly string[];
};

function numberParam(params: unknown, name: string): number | null {
  if (typeof params !== "object" || params === null) return null;
  const value = (params as Record<string, unknown>)[name];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** Reads a profileIncomplete refusal: its params and the field error per missing field. */
export function profileGateOf(error: {
  readonly reason?: string | null;
  readonly params?: unknown;
  readonly fieldErrors?: readonly { readonly field: string }[];
}): ProfileGate | null {
  if (error.reason !== "profileIncomplete") return null;
  return {
    percentage: numberParam(error.params, "percentage"),
    gate: numberParam(error.params, "count"),
    fields: [...new Set((error.fieldErrors ?? []).map((failure) => failure.field))],
  };
}

/**
 * Below the completion gate: what is missing, in words, and the way to exactly those fields in
 * the profile editor and back (`back`: the job, the worker's home). Focused when it answers a submit, so it is read out;
 * shown quietly in place of the form when the worker is below the gate as the form opens.
 */
export function ProfileGateNotice({
  back,
  gate,
  focus = true,
}: {
  /** Where the profile editor sends the worker once saved. */
  back: string;
  gate: ProfileGate;
  /** Whether to take the focus (a refusal just answered), or only be there (on opening). */
  focus?: boolean;
}) {
  const { t } = useTranslation(["job", PROFILE_NAMESPACE]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} className="alert apply-gate" role={focus ? "alert" : "note"} tabIndex={-1}>
      <p className="apply-gate__heading">{t("apply.gate.heading")}</p>
      {gate.percentage !== null && gate.gate !== null ? (
        <p>{t("apply.gate.percent", { percentage: gate.percentage, count: gate.gate })}</p>
      ) : null}
      {gate.fields.length > 0 ? (
        <>
          <p>{t("apply.gate.missing")}</p>
          <ul className="apply-gate__fields">
            {gate.fields.map((field) => (
              <li key={field}>{profileFieldLabel(t, field)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Link
        to={completeProfilePath(gate.fields, back)}
        className="button button--primary apply-gate__button"
      >
        {t("apply.gate.complete")}
      </Link>
    </div>
  );
}
