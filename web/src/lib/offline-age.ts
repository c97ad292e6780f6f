const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 24 * 60 * 60 * 1000],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/**
 * How old an offline copy is, in the reader's language ("2 hours ago", "२ घंटे पहले"), by
 * Intl.RelativeTimeFormat: the browser knows every language's words and plurals.
 */
export function copyAge(savedAt: number, now: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  const elapsed = Math.max(0, now - savedAt);
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, "minute");
}
