import { useTranslation } from "react-i18next";

function Line({ width }: { width: string }) {
  return <span className="skeleton skeleton--line" style={{ width }} />;
}

const FACTS = ["8em", "6em", "3em", "7em"];
const TEXT = ["100%", "96%", "98%", "90%", "60%"];

/**
 * The job page's outline while it loads, in the real page's boxes and at least a screen tall,
 * so the footer does not jump when the job arrives.
 */
export function JobPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="job-detail job-detail--loading" role="status" aria-busy="true">
      <span className="visually-hidden">{t("loading")}</span>
      <div className="job-detail__summary" aria-hidden="true">
        <p className="job-detail__title">
          <Line width="70%" />
        </p>
        <p className="job-detail__company">
          <Line width="40%" />
        </p>
      </div>
      <div className="job-facts card" aria-hidden="true">
        <div className="job-facts__pay">
          <Line width="3em" />
          <Line width="7em" />
        </div>
        {FACTS.map((width) => (
          <div key={width}>
            <Line width="5em" />
            <Line width={width} />
          </div>
        ))}
      </div>
      <div className="job-detail__body card" aria-hidden="true">
        <Line width="35%" />
        <div>
          {TEXT.map((width) => (
            <Line key={width} width={width} />
          ))}
        </div>
      </div>
    </div>
  );
}
