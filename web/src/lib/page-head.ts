import { useEffect } from "react";

// A page's own <title> and meta description, for pages whose title is data (an information page,
// a blog post). While the server draws a page it goes into the HTML itself (entry-server.tsx
// collects it, api/src/http/ssr/render.ts writes it into the shell's head), so a crawler and a phone that
// has not run the JavaScript yet see it; in the browser it is written into the document.

export interface PageHead {
  /** The full title, app name included. */
  title: string;
  description?: string;
}

let report: (head: PageHead) => void = () => undefined;

/** Server rendering only: where the head pages declare goes (entry-server.tsx). */
export function setHeadReporter(reporter: (head: PageHead) => void): void {
  report = reporter;
}

export function usePageHead(head: PageHead): void {
  if (import.meta.env.SSR) report(head);
  const { title, description } = head;
  useEffect(() => {
    // The layout writes the route's generic title in this same commit, after this effect (a
    // parent's effects run after its children's): write ours once it has.
    let current = true;
    queueMicrotask(() => {
      if (!current) return;
      document.title = title;
      if (description) {
        document.querySelector('meta[name="description"]')?.setAttribute("content", description);
      }
    });
    return () => {
      current = false;
    };
  }, [title, description]);
}
