import { useTranslation } from "react-i18next";

const CARDS = 5;

function Line({ width }: { width: string }) {
  return <span className="skeleton skeleton--line" style={{ width }} />;
}

/** Job cards' shapes while the list loads: the same boxes, so nothing moves when it arrives. */
export function JobListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{t("loading")}</span>
      <p className="job-results__count" aria-hidden="true">
        <Line width="6em" />
      </p>
      <ol className="job-list" aria-hidden="true">
        {Array.from({ length: CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <li key={index}>
            <div className="job-card card">
              <p className="job-card__title">
                <Line width={index % 2 ? "55%" : "75%"} />
              </p>
              <p className="job-card__company">
                <Line width="45%" />
              </p>
              <p className="job-card__salary">
                <Line width="30%" />
              </p>
              <ul className="job-card__facts">
                <li>
                  <Line width="8em" />
                </li>
                <li>
                  <Line width="5em" />
                </li>
                <li>
                  <Line width="7em" />
                </li>
              </ul>
              <ul className="job-card__skills">
                <li className="job-chip job-chip--skeleton skeleton" />
                <li className="job-chip job-chip--skeleton skeleton" />
              </ul>
              <p className="job-card__posted">
                <Line width="7em" />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
