import type { SalaryPeriod } from "../../generated/prisma/enums.js";

// Pay compared across periods: what one period's pay is worth in days of work, the one
// conversion table recommendations and job alerts use. A working day is 8 hours, a week 6 days
// and a month 26 days, as Indian day-labour and the minimum-wage notifications count them. Pay
// for a whole job says nothing of a day's worth, so it converts to nothing (no pay reason).

export const DAYS_PER_PERIOD: Readonly<Record<SalaryPeriod, number | null>> = {
  PER_HOUR: 1 / 8,
  PER_DAY: 1,
  PER_WEEK: 6,
  PER_MONTH: 26,
  PER_JOB: null,
};

/** The pay as rupees per day; null when it cannot be said (no amount, or pay per job). */
export function dailyPay(amount: number | null, period: SalaryPeriod | null): number | null {
  if (amount == null || period == null) return null;
  const days = DAYS_PER_PERIOD[period];
  return days == null ? null : amount / days;
}

/** The same conversion in SQL, for a salary_period column (alerts' least-pay filter). */
export const DAILY_PAY_SQL = (amount: string, period: string) =>
  `(${amount}::float8 / CASE ${period} ${Object.entries(DAYS_PER_PERIOD)
    .filter(([, days]) => days != null)
    .map(([name, days]) => `WHEN '${name.toLowerCase()}' THEN ${days}`)
    .join(" ")} ELSE NULL END)`;
