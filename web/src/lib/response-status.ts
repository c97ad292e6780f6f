// The HTTP status of a server-rendered page. A page that draws "not found" says so, and the
// server answers 404 rather than 200, so crawlers and link checkers see the truth. In the
// browser this is nothing (import.meta.env.SSR is false and the call is dropped).

let report: (status: number) => void = () => undefined;

/** Server rendering only: where the statuses pages declare go (entry-server.tsx). */
export function setStatusReporter(reporter: (status: number) => void): void {
  report = reporter;
}

/** Declares the status of the page being drawn. */
export function useResponseStatus(status: number): void {
  if (import.meta.env.SSR) report(status);
}
