import "./jobs.css";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { JobCard_job$key } from "../../__generated__/JobCard_job.graphql";
import { BriefcaseIcon, ClockIcon, MapPinIcon, UserIcon } from "../../components/icons";
import { VerifiedIcon } from "../../components/VerifiedIcon";
import { formatRating, formatRelativeTime } from "../../lib/format";
import { type FromJobList, jobPath } from "../../lib/job-paths";
import { formatPlace, tradeName } from "../../lib/place";
import { useJobText } from "./job-text";
import { MachineTranslated, PostedIn } from "./PostedIn";
import { Salary } from "./Salary";
import { SaveJobButton } from "./SaveJobButton";
import { ShareJob } from "./ShareJob";

const fromJobList: FromJobList = { fromJobList: true };

/** One job in the list; the whole card opens the job, and a worker can save it for later. */
export function JobCard({ job: jobKey, now }: { job: JobCard_job$key; now?: Date }) {
  const { t } = useTranslation("jobs");
  const job = useFragment(
    graphql`
      fragment JobCard_job on Job {
        id
        title
        language
        translations {
          language
          title
          machineTranslated
        }
        city
        state
        jobType
        salaryAmount
        salaryPeriod
        positions
        createdAt
        skills
        employer {
          companyName
          isVerified
          rating {
            average
            count
          }
        }
        ...SaveJobButton_job
      }
    `,
    jobKey,
  );
  const posted = formatRelativeTime(t, job.createdAt, now);
  const text = useJobText(job);
  return (
    <article className="job-card card">
      {/* The employer's words stay as written, marked with their language (screen readers, fonts). */}
      <h2 className="job-card__title" lang={text.language}>
        <Link to={jobPath(job.id)} state={fromJobList} className="job-card__link">
          {text.title}
        </Link>
      </h2>
      <PostedIn language={text.postedIn} className="job-card__posted-in" />
      <MachineTranslated
        from={text.original}
        shown={text.machineTranslated}
        className="job-card__posted-in"
      />
      <p className="job-card__company">
        <span className="job-card__company-name">{job.employer.companyName}</span>
        {job.employer.isVerified ? (
          <span className="job-card__verified" title={t("card.verified")}>
            <VerifiedIcon size={16} />
            <span className="visually-hidden">{t("card.verified")}</span>
          </span>
        ) : null}
        <span className="job-card__rating">
          {job.employer.rating.count > 0 && job.employer.rating.average != null
            ? t("card.rating", {
                average: formatRating(job.employer.rating.average),
                count: job.employer.rating.count,
              })
            : t("card.ratingNew")}
        </span>
      </p>
      <Salary className="job-card__salary" amount={job.salaryAmount} period={job.salaryPeriod} />
      <ul className="job-card__facts">
        <li>
          <MapPinIcon size={16} />
          <span>{formatPlace(t, job.city, job.state)}</span>
        </li>
        <li>
          <BriefcaseIcon size={16} />
          <span>{t(`common:jobType.${job.jobType}`)}</span>
        </li>
        <li>
          <UserIcon size={16} />
          <span>{t("card.workers", { count: job.positions })}</span>
        </li>
      </ul>
      <ul className="job-card__skills" aria-label={t("card.skills")}>
        {job.skills.map((skill) => (
          <li key={skill} className="job-chip">
            {tradeName(t, skill)}
          </li>
        ))}
      </ul>
      <p className="job-card__posted">
        <ClockIcon size={14} />
        {/* The server's "just now" may be "1 minute ago" by the time a slow phone takes the list
            over: its text stays until the next render (React keeps it rather than redrawing the
            whole list from scratch). */}
        <time dateTime={job.createdAt} suppressHydrationWarning>
          {t("card.posted", { time: posted })}
        </time>
        <ShareJob job={job} compact />
      </p>
      <SaveJobButton job={job} />
    </article>
  );
}
