import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { JOB_FORM_STEPS } from "../../config";
import { MY_JOBS_PATH } from "../../lib/employer-paths";
import { enterMovesOn } from "../../lib/enter-key";
import { ERRORS_NAMESPACE, errorText, fieldErrorsOf } from "../../lib/error-text";
import type { AppError } from "../../relay/app-error";
import { JobBasicsFields } from "./JobBasicsFields";
import { JobDetailsFields } from "./JobDetailsFields";
import {
  checkStep,
  firstError,
  JOB_FIELDS,
  JOB_FORM_STEP_FIELDS,
  type JobField,
  type JobFieldErrors,
  type JobFormStep,
  type JobFormValues,
  jobInput,
} from "./job-form";

export type JobInput = ReturnType<typeof jobInput>;

/** Saves the job: null once saved (the page then moves on), else the server's AppError. */
export type SaveJob = (
  input: JobInput,
) => Promise<
  | (Pick<AppError, "code" | "reason" | "params" | "message"> &
      Partial<Pick<AppError, "fieldErrors">>)
  | null
>;

/** Set on the history entry of step 2, so going back to step 1 is the browser's own Back. */
const DETAILS_STATE = { jobFormDetails: true };
const cameFromBasics = (state: unknown) =>
  typeof state === "object" && state !== null && "jobFormDetails" in state;

/**
 * Post job and edit job (SPEC section 4): basic info, then job details. Step 2 has its own
 * address (?step=2), so the phone's Back button returns to step 1 with everything kept; step 1
 * must pass its checks first. The server's field errors go beside their fields, on their step.
 * `saving`: the page's save is in flight; the form stays busy until the list it goes to opens.
 */
export function JobForm({
  mode,
  initialValues,
  onSave,
  saving: savingJob = false,
  machineTranslation = false,
}: {
  mode: "post" | "edit";
  initialValues: JobFormValues;
  onSave: SaveJob;
  saving?: boolean;
  /** The server can machine-translate: the languages step offers drafts. */
  machineTranslation?: boolean;
}) {
  const { t } = useTranslation(["employerJobs", ERRORS_NAMESPACE]);
  const id = useId();
  const idOf = (field: JobField) => `${id}-${field}`;
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<JobFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const navigating = useNavigation().state !== "idle";
  const saving = savingJob || navigating;
  const [basicsDone, setBasicsDone] = useState(false);
  const [focus, setFocus] = useState<{ step: JobFormStep; target: JobField | "heading" } | null>(
    null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  const wantsDetails = searchParams.get("step") === "2";
  const step: JobFormStep = wantsDetails && basicsDone ? 2 : 1;

  // Step 2's address without step 1 done (a reload, a shared link) starts at step 1.
  useEffect(() => {
    if (wantsDetails && !basicsDone) void navigate({ search: "" }, { replace: true });
  }, [wantsDetails, basicsDone, navigate]);

  // Focus goes where it was sent once that step is on screen (going back is asynchronous), in
  // the same commit that puts the step there: a passive effect would leave a moment in which
  // the step shows and focus still sits on the button that was pressed.
  useLayoutEffect(() => {
    if (!focus || focus.step !== step) return;
    const target =
      focus.target === "heading" ? headingRef.current : document.getElementById(idOf(focus.target));
    target?.focus();
    setFocus(null);
  });

  const change = <K extends JobField>(field: K, value: JobFormValues[K]) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      // The cities belong to the state: another state starts at "all cities" again.
      ...(field === "state" && value !== current.state ? { city: "" } : {}),
    }));
    setErrors((current) =>
      current[field] || (field === "state" && current.city)
        ? { ...current, [field]: undefined, ...(field === "state" ? { city: undefined } : {}) }
        : current,
    );
  };

  const goToBasics = () => {
    if (cameFromBasics(location.state)) void navigate(-1);
    else void navigate({ search: "" }, { replace: true });
  };

  /** Shows `found` beside their fields and sends focus to the first (on its own step). */
  const showErrors = (found: JobFieldErrors): boolean => {
    setErrors(found);
    const first = firstError(found);
    if (!first) return false;
    if (first.step === 1 && step === 2) goToBasics();
    setFocus({ step: first.step, target: first.field });
    return true;
  };

  const clientErrors = (of: JobFormStep): JobFieldErrors =>
    Object.fromEntries(
      Object.entries(checkStep(of, values)).map(([field, check]) => [
        field,
        errorText(t, check, ""),
      ]),
    );

  const save = async () => {
    try {
      const error = await onSave(jobInput(values));
      if (!error) return;
      const saveFailed = t("errors.saveFailed");
      if (error.code === "VALIDATION") {
        const { fields, other } = fieldErrorsOf(error.fieldErrors ?? [], JOB_FIELDS);
        const worded = Object.fromEntries(
          Object.entries(fields).map(([field, found]) => [field, errorText(t, found, saveFailed)]),
        );
        const shown = showErrors({ ...errors, ...worded });
        const note = other[0] ?? (shown ? null : error);
        setProblem(note ? errorText(t, note, saveFailed) : null);
      } else if (error.code === "FORBIDDEN" || error.code === "NOT_FOUND") {
        setProblem(errorText(t, error, saveFailed));
      } else {
        setProblem(saveFailed);
      }
    } catch {
      // Offline, timed out or a server failure: everything typed stays for another try.
      setProblem(t("errors.saveFailed"));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setProblem(null);
    if (step === 1) {
      // A field the server turned down keeps its message until it is changed.
      const basics = JOB_FORM_STEP_FIELDS[0].fields;
      const found = { ...errors, ...clientErrors(1) };
      if (basics.some((field) => found[field])) {
        showErrors(found);
        return;
      }
      setBasicsDone(true);
      void navigate({ search: "?step=2" }, { state: DETAILS_STATE });
      setFocus({ step: 2, target: "heading" });
      return;
    }
    if (showErrors({ ...errors, ...clientErrors(1), ...clientErrors(2) })) return;
    void save();
  };

  const current = JOB_FORM_STEP_FIELDS[step === 1 ? 0 : 1];
  const invalid = Object.values(errors).some(Boolean);
  const fieldsProps = { idOf, values, errors, onChange: change, machineTranslation };
  return (
    <form
      className="job-form card"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-step`}
      {...enterMovesOn(step === JOB_FORM_STEPS)}
    >
      <div className="job-form__progress">
        <p>{t("form.step", { step, count: JOB_FORM_STEPS })}</p>
        <ol aria-hidden="true">
          {JOB_FORM_STEP_FIELDS.map(({ name }, index) => (
            <li key={name} className={index < step ? "job-form__done" : undefined} />
          ))}
        </ol>
      </div>
      <h2 id={`${id}-step`} ref={headingRef} tabIndex={-1}>
        {t(`form.steps.${current.name}`)}
      </h2>
      {invalid ? (
        <p className="alert" role="alert">
          {t("errors.fixFields")}
        </p>
      ) : null}
      {step === 1 ? <JobBasicsFields {...fieldsProps} /> : <JobDetailsFields {...fieldsProps} />}
      {problem ? (
        <p className="alert job-form__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="job-form__actions">
        {step === 2 ? (
          <button type="button" className="button button--ghost" onClick={goToBasics}>
            {t("form.back")}
          </button>
        ) : (
          <Link to={MY_JOBS_PATH} className="button button--ghost">
            {t("form.cancel")}
          </Link>
        )}
        <button type="submit" className="button button--primary" aria-disabled={saving}>
          {step === 1
            ? t("form.next")
            : saving
              ? t("form.saving")
              : t(mode === "post" ? "form.post" : "form.save")}
        </button>
      </div>
    </form>
  );
}
