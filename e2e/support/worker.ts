import fs from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { freshPhone, registerWorker, signIn } from "./accounts";
import { restWrite } from "./employer-applications";

// A worker of their own for the application specs: registered through the API, signed in
// through the browser; a real (tiny) PDF resume; the employer's REST moves the worker's screens
// react to; the parts of "my applications".

/** A new worker, signed in on `page` (their dashboard is open); returns their phone and token. */
export async function signedInWorker(
  page: Page,
  request: APIRequestContext,
  name: { firstName: string; lastName: string },
): Promise<{ phone: string; token: string }> {
  const phone = freshPhone();
  const token = await registerWorker(request, phone, name);
  await page.goto("/signin");
  await signIn(page, phone);
  await page.waitForURL(/\/labour\/dashboard$/);
  return { phone, token };
}

/** Writes a small but well-formed one-page PDF to `file` (the server reads the content's type). */
export function writeResumePdf(file: string): void {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "<< /Length 44 >>\nstream\nBT /F1 18 Tf 20 60 Td (Ravi Kumar) Tj ET\nendstream",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  fs.writeFileSync(file, body, "latin1");
}

/** Posts a job in Pune that asks for a resume, as the employer; returns its ID. */
export async function postJobAskingResume(
  request: APIRequestContext,
  employerToken: string,
  title: string,
): Promise<string> {
  const job = await restWrite(
    request,
    "/jobs/",
    {
      title,
      description: "Electrical wiring for a new office; bring your own tools.",
      state: "Maharashtra",
      city: "Pune",
      job_type: "contract",
      positions: 1,
      salary_amount: 1100,
      salary_period: "per_day",
      skills: ["Wiring"],
      require_resume: true,
    },
    employerToken,
  );
  return String(job.id);
}

/** The employer moves an application (PATCH /applications/{id}/status/). */
export async function setApplicationStatus(
  request: APIRequestContext,
  employerToken: string,
  applicationId: string,
  status: string,
): Promise<void> {
  const csrf = (await (await request.get("/api/csrf-token")).json()) as { csrf_token: string };
  const response = await request.patch(
    `/api/v1/applications/${encodeURIComponent(applicationId)}/status/`,
    {
      data: { status },
      headers: { Authorization: `Bearer ${employerToken}`, "X-CSRF-Token": csrf.csrf_token },
    },
  );
  if (!response.ok()) {
    throw new Error(`status answered ${response.status()}: ${await response.text()}`);
  }
}

/** One application in "my applications", by its job's title. */
export function myApplication(page: Page, title: string): Locator {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}
