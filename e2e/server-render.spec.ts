import { expect, test } from "@playwright/test";

// Server rendering under concurrency: every request renders with its own Relay environment, and
// one request's page load must never release another's data. A shared map of route loads once
// drew 'Page not found' for existing jobs whenever two job pages were rendered at once.

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c,
  );

test("job pages rendered at the same time each show their own job", async ({ request }) => {
  const list = await request.get("/api/v1/jobs/?limit=12");
  expect(list.ok()).toBe(true);
  const { items } = (await list.json()) as { items: { id: string; title: string }[] };
  expect(items.length).toBeGreaterThan(5);
  const pages = await Promise.all(
    [...items, ...items].map(async (job) => {
      const page = await request.get(`/jobs/${job.id}`);
      return { job, status: page.status(), html: await page.text() };
    }),
  );
  for (const { job, status, html } of pages) {
    expect(status, job.id).toBe(200);
    expect(html, job.id).toContain(escapeHtml(job.title));
  }
});
