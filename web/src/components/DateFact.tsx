import { formatDate } from "../lib/format";

/** One labelled date in a card's <dl> of facts: "Applied · 22 Nov 2026", machine-readable too. */
export function DateFact({ label, date }: { label: string; date: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <time dateTime={date}>{formatDate(date)}</time>
      </dd>
    </div>
  );
}
