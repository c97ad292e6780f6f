import { useTranslation } from "react-i18next";
import { formatCurrency } from "../../lib/format";

/** "₹950 per day", or a plain note when the employer left the pay to be discussed. */
export function Salary({
  amount,
  period,
  className,
}: {
  amount: number | null | undefined;
  period: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation("jobs");
  if (amount == null) {
    return (
      <span className={`job-salary job-salary--open ${className ?? ""}`}>
        {t("salary.negotiable")}
      </span>
    );
  }
  return (
    <span className={`job-salary ${className ?? ""}`}>
      <strong className="job-salary__amount">{formatCurrency(amount)}</strong>
      {period ? (
        <span className="job-salary__period"> {t(`common:salaryPeriod.${period}`)}</span>
      ) : null}
    </span>
  );
}
