import type { TFunction } from "i18next";
import { formatCurrency, formatRating } from "../../lib/format";
import { placeName, tradeName } from "../../lib/place";

// A recommendation's reason in the reader's language: the server sends a key and its values
// (services/recommendations/scoring.ts), the locale words it (dashboard:recommended.reasons),
// money through Intl, periods, job types and languages through their own keys, trades and places
// by their names in the reader's script.

export interface ReasonData {
  readonly key: string;
  readonly values: readonly { readonly name: string; readonly value: string }[];
}

export function reasonText(t: TFunction, reason: ReasonData): string {
  const key = reason.key.toLowerCase();
  const values: Record<string, string | number> = Object.fromEntries(
    reason.values.map((value) => [value.name, value.value]),
  );
  if (values.amount !== undefined) values.amount = formatCurrency(Number(values.amount));
  if (values.period !== undefined) {
    values.period = t(`common:salaryPeriod.${String(values.period).toUpperCase()}`);
  }
  if (values.jobType !== undefined) {
    values.jobType = t(`common:jobType.${String(values.jobType).toUpperCase()}`);
  }
  if (values.language !== undefined) {
    values.language = t(`profile:languages.${values.language}`, {
      defaultValue: String(values.language),
    });
  }
  // A trade and a place in the reader's script ("names" namespace), else as the server sent them.
  if (values.skill !== undefined) values.skill = tradeName(t, String(values.skill));
  if (values.city !== undefined) values.city = placeName(t, String(values.city));
  if (values.state !== undefined) values.state = placeName(t, String(values.state));
  if (values.place !== undefined) values.place = placeName(t, String(values.place));
  if (values.rating !== undefined) values.rating = formatRating(Number(values.rating));
  if (key === "new_job") {
    const days = Number(values.days);
    return days === 0
      ? t("dashboard:recommended.reasons.new_job_today")
      : t("dashboard:recommended.reasons.new_job", { count: days });
  }
  return t(`dashboard:recommended.reasons.${key}`, { ...values, defaultValue: "" });
}
