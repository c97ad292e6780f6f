import { DEFAULT_LANGUAGE } from "@kaamsetu/shared/constants";

// A drawn page's HTML: the app shell with the page, its head, stylesheets and the data the
// browser takes it over with, written so that nothing a job description says can break out.

/** JSON that cannot end the script element it sits in, whatever a job description says. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Text safe inside an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The app manifest a page links, in its language (web/build/pwa.ts writes one per language). */
const MANIFEST_LINK = /(<link rel="manifest" href="\/manifest\/)[a-z]+(\.webmanifest")/;

/** The shell's <title> and meta description replaced by the page's own, when it has them. */
function withHead(shell: string, head: { title: string; description?: string } | undefined) {
  if (!head) return shell;
  const titled = shell.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(head.title)}</title>`,
  );
  const description = head.description;
  return description
    ? titled.replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_whole, start: string, end: string) => `${start}${escapeHtml(description)}${end}`,
      )
    : titled;
}

export function renderedPage(
  shell: string,
  page: {
    html: string;
    records: unknown;
    stylesheets: readonly string[];
    language?: string;
    head?: { title: string; description?: string };
    /** False: no records go along, so the browser renders the page itself (main.tsx). */
    hydrate?: boolean;
    /** The support contacts and figures the page was drawn with (shared/src/public-settings.ts). */
    publicSettings?: unknown;
    /** Drawn for `Save-Data: on`: marked so the browser takes it over with the same setting. */
    saveData?: boolean;
  },
): string {
  const language = page.language ?? DEFAULT_LANGUAGE;
  const settings =
    page.publicSettings === undefined
      ? ""
      : `;window.__PUBLIC_SETTINGS__=${scriptSafeJson(page.publicSettings)}`;
  // In the credentials mode of the page loader's preloads and Vite's own tags (crossorigin), so
  // the browser uses one download for all of them.
  const links = page.stylesheets
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join("");
  const records =
    page.hydrate === false ? "" : `window.__RELAY_RECORDS__=${scriptSafeJson(page.records)}`;
  const script = records || settings ? `<script>${records}${settings}</script>` : "";
  return withHead(shell, page.head)
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${language}"${page.saveData ? " data-save-data" : ""}`,
    )
    .replace(MANIFEST_LINK, (_whole, start: string, end: string) => `${start}${language}${end}`)
    .replace("</head>", `${links}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${script}`);
}
