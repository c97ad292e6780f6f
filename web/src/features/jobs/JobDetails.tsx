import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { JobDetails_job$key } from "../../__generated__/JobDetails_job.graphql";
import { VerifiedIcon } from "../../components/VerifiedIcon";
import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type Language } from "../../config";
import { loadChunk } from "../../lib/chunks";
import { formatDate, formatRelativeTime } from "../../lib/format";
import { formatPlace, tradeName } from "../../lib/place";
import { useHydrated } from "../../lib/use-hydrated";
import { ApplyPanel } from "./ApplyPanel";
import { EmployerCard } from "./EmployerCard";
import { useJobText } from "./job-text";
import { MachineTranslated, PostedIn } from "./PostedIn";
import { ReportJob } from "./ReportJob";
import { Salary } from "./Salary";
import { SaveJobButton } from "./SaveJobButton";
import { ShareJob } from "./ShareJob";

// Only where machine translation is on and the job is in another language: its own chunk, kept
// out of the job page's first load, and offered once the page is the app's (a lazy part is not
// drawn by the server). A chunk that does not arrive offers nothing (the page reads on as
// written), rather than failing the page.
const TranslateJob = lazy<(props: { jobId: string; reader: Language }) => ReactNode>(() =>
  loadChunk("translate-job", () => import("./TranslateJob")).then(
    (module) => ({ default: module.TranslateJob }),
    () => ({ default: () => null }),
  ),
);

const readerLanguage = (code: string): Language =>
  (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : "en";

/** Preferred languages arrive as codes ("hi") or as words; codes show their native name. */
function languageName(language: string): string {
  return Object.hasOwn(LANGUAGE_NATIVE_NAMES, language)
    ? LANGUAGE_NATIVE_NAMES[language as keyof typeof LANGUAGE_NATIVE_NAMES]
    : language;
}

/** Employers write requirements one per line, sometimes with their own bullets. */
function requirementLines(requirements: string | null | undefined): string[] {
  const lines = (requirements ?? "")
    .split("\n")
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean);
  return [...new Set(lines)];
}

/** Everything about a job that its viewer may see. */
export function JobDetails({
  job: jobKey,
  translatable = false,
}: {
  job: JobDetails_job$key;
  /** Machine translation is on: a job shown as written in another language offers it. */
  translatable?: boolean;
}) {
  const { t, i18n } = useTranslation("job");
  const job = useFragment(
    graphql`
      fragment JobDetails_job on Job {
        id
        title
        description
        language
        translations {
          language
          title
          description
          machineTranslated
        }
        requirements
        skills
        city
        state
        jobType
        positions
        salaryAmount
        salaryPeriod
        duration
        preferredLanguages
        status
        createdAt
        mentionsPayment
        ...ApplyPanel_job
        ...SaveJobButton_job
        employer {
          companyName
          isVerified
          ...EmployerCard_employer
        }
      }
    `,
    jobKey,
  );
  const open = job.status === "ACTIVE";
  const text = useJobText(job);
  const hydrated = useHydrated();
  const requirements = requirementLines(job.requirements);
  return (
    <article className="job-detail">
      <header className="job-detail__summary">
        {open ? null : (
          <p className="job-detail__closed">
            {t("detail.closed", { status: t(`status.${job.status}`) })}
          </p>
        )}
        <div className="job-detail__title-row">
          <h1 className="job-detail__title" lang={text.language}>
            {text.title}
          </h1>
          <SaveJobButton job={job} />
        </div>
        <p className="job-detail__company">
          {job.employer.companyName}
          {job.employer.isVerified ? (
            <span className="job-detail__verified">
              <VerifiedIcon size={18} />
              {t("employer.verified")}
            </span>
          ) : null}
        </p>
      </header>

      {job.mentionsPayment ? (
        <p className="job-detail__warning" role="note">
          <strong>{t("safety.heading")}</strong> {t("safety.neverPay")}
        </p>
      ) : null}

      <dl className="job-facts card">
        <div className="job-facts__pay">
          <dt>{t("detail.pay")}</dt>
          <dd>
            <Salary amount={job.salaryAmount} period={job.salaryPeriod} />
          </dd>
        </div>
        <div>
          <dt>{t("detail.location")}</dt>
          <dd>{formatPlace(t, job.city, job.state)}</dd>
        </div>
        <div>
          <dt>{t("detail.jobType")}</dt>
          <dd>{t(`common:jobType.${job.jobType}`)}</dd>
        </div>
        <div>
          <dt>{t("detail.workers")}</dt>
          <dd>{job.positions}</dd>
        </div>
        {job.duration ? (
          <div>
            <dt>{t("detail.duration")}</dt>
            <dd>{job.duration}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("detail.posted")}</dt>
          <dd>
            {/* Drawn by the server minutes before the app may take it over (JobCard.tsx). */}
            <time dateTime={job.createdAt} suppressHydrationWarning>
              {t("detail.postedOn", {
                date: formatDate(job.createdAt),
                time: formatRelativeTime(t, job.createdAt),
              })}
            </time>
          </dd>
        </div>
      </dl>

      <div className="job-detail__body card">
        <section>
          <h2>{t("detail.description")}</h2>
          <PostedIn language={text.postedIn} className="job-detail__posted-in" />
          <MachineTranslated
            from={text.original}
            shown={text.machineTranslated}
            className="job-detail__posted-in"
          />
          {translatable && hydrated && text.postedIn ? (
            <Suspense fallback={null}>
              <TranslateJob jobId={job.id} reader={readerLanguage(i18n.language)} />
            </Suspense>
          ) : null}
          <p className="job-detail__text" lang={text.language}>
            {text.description}
          </p>
        </section>
        {requirements.length > 0 ? (
          <section>
            <h2>{t("detail.requirements")}</h2>
            <ul className="job-detail__list">
              {requirements.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {job.skills.length > 0 ? (
          <section>
            <h2>{t("detail.skills")}</h2>
            <ul className="job-chips">
              {job.skills.map((skill) => (
                <li key={skill} className="job-chip">
                  {tradeName(t, skill)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {job.preferredLanguages.length > 0 ? (
          <section>
            <h2>{t("detail.languages")}</h2>
            <ul className="job-chips">
              {job.preferredLanguages.map((language) => (
                <li key={language} className="job-chip job-chip--plain">
                  {languageName(language)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="job-detail__share">
          <h2>{t("detail.share")}</h2>
          <ShareJob job={job} />
        </section>
      </div>

      <div className="job-detail__side">
        <ApplyPanel job={job} />
        <EmployerCard employer={job.employer} jobId={job.id} />
        <ReportJob jobId={job.id} title={job.title} />
      </div>
    </article>
  );
}
