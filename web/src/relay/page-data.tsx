import type { RequestParameters, Variables } from "relay-runtime";
import { runOperation, scriptSafeJson } from "./page-operation";

// The data of a page that has no Relay (the information pages, the help centre, the blog): its
// route's loader runs one compiled operation (page-operation.ts) and the page draws the answer.
// Relay and its store are 52 kB gzip a visitor's phone would otherwise fetch and run before
// such a page is interactive, for data that is read once and never changes under the page.
// The server draws the answer into the page as JSON beside the HTML (PageDataElement); the
// browser's first load of the visit reads it back instead of asking again, so its first render
// matches the HTML. Every later load (another page, the reader's language changed) asks the
// server: one small request.

/** The id of the JSON element a page carries its data in. */
export const PAGE_DATA_ELEMENT_ID = "page-data";

/** A loader's answer: the data, and which operation and variables it is the answer to. */
export interface PageData<T> {
  key: string;
  data: T;
}

let embeddedRead = false;

/** The data the server drew this page with, on the visit's first load only, if it is `key`'s. */
function embeddedData<T>(key: string): T | undefined {
  if (import.meta.env.SSR || embeddedRead || typeof document === "undefined") return undefined;
  embeddedRead = true;
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const embedded = JSON.parse(text) as PageData<T>;
    return embedded.key === key ? embedded.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A route loader's data: the operation's answer for `variables`. Data that could not be had (no
 * network, the server failing) is thrown, so the route's error page says so rather than the
 * page drawing "not found" from nothing.
 */
export async function loadPageData<T>(
  params: RequestParameters,
  variables: Variables,
): Promise<PageData<T>> {
  const key = `${params.name}:${JSON.stringify(variables)}`;
  const embedded = embeddedData<T>(key);
  if (embedded !== undefined) return { key, data: embedded };
  const data = await runOperation<T>(params, variables);
  if (data === null) throw new Error(`${params.name}: the page's data could not be loaded`);
  return { key, data };
}

/** The page's data as JSON, drawn beside the page for the browser's first load to read back. */
export function PageDataElement({ page }: { page: PageData<unknown> }) {
  return (
    <script
      type="application/json"
      id={PAGE_DATA_ELEMENT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element, never run
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(page) }}
    />
  );
}
