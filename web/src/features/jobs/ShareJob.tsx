import "./share-job.css";
import { useTranslation } from "react-i18next";
import { ShareIcon, WhatsAppIcon } from "../../components/icons";
import { formatCurrency } from "../../lib/format";
import { jobPath } from "../../lib/job-paths";
import { formatPlace } from "../../lib/place";
import { useHydrated } from "../../lib/use-hydrated";

export type SharedJob = {
  id: string;
  title: string;
  salaryAmount: number | null | undefined;
  salaryPeriod: string | null | undefined;
  city: string | null | undefined;
  state: string;
};

/** "Mason · ₹800 per day · Pune, Maharashtra" and the job's address: what a shared job says. */
export function useShareText(job: SharedJob) {
  const { t } = useTranslation("jobs");
  const pay =
    job.salaryAmount == null
      ? t("salary.negotiable")
      : `${formatCurrency(job.salaryAmount)}${job.salaryPeriod ? ` ${t(`common:salaryPeriod.${job.salaryPeriod}`)}` : ""}`;
  const url = `${window.location.origin}${jobPath(job.id)}`;
  const text = t("share.text", {
    title: job.title,
    pay,
    place: formatPlace(t, job.city, job.state),
  });
  return { text, url };
}

function ShareLinks({ job, compact }: { job: SharedJob; compact: boolean }) {
  const { t } = useTranslation("jobs");
  const { text, url } = useShareText(job);
  const canShare = typeof navigator.share === "function";
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
  return (
    <span className={`share-job${compact ? " share-job--compact" : ""}`}>
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className="share-job__link share-job__link--whatsapp"
        aria-label={t("share.whatsappTitle", { title: job.title })}
      >
        <WhatsAppIcon size={compact ? 16 : 18} />
        {compact ? null : <span>{t("share.whatsapp")}</span>}
      </a>
      {canShare ? (
        <button
          type="button"
          className="share-job__link"
          aria-label={t("share.moreTitle", { title: job.title })}
          onClick={() => {
            // The person may close the sheet: that is not a failure worth a word.
            navigator.share({ title: job.title, text, url }).catch(() => undefined);
          }}
        >
          <ShareIcon size={compact ? 16 : 18} />
          {compact ? null : <span>{t("share.more")}</span>}
        </button>
      ) : null}
    </span>
  );
}

/**
 * Share a job to WhatsApp (wa.me with the title, pay, place and link) and, where the phone has
 * one, through its share sheet. The link needs the site's own address, which only the browser
 * knows for sure (a server-drawn page must not trust the request's Host header, as the page
 * cache shares drawings), so the controls appear once the app has taken over, at the end of a
 * line where nothing moves when they do.
 */
export function ShareJob({ job, compact = false }: { job: SharedJob; compact?: boolean }) {
  const hydrated = useHydrated();
  return hydrated ? <ShareLinks job={job} compact={compact} /> : null;
}
