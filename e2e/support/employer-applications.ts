import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { codesSent, nextCode, rest } from "./accounts";

// Set-up for the applications specs through the REST API: a signed-in session for a phone
// that has an account, a job posted by its employer and a worker's application to it. Writes
// outside /auth/ carry a CSRF token from /api/csrf-token, as the web app's do.

/** A session token for an account that already exists (sign-in by OTP through the API). */
export async function signInToken(request: APIRequestContext, phone: string): Promise<string> {
  const before = codesSent(phone);
  await rest(request, "/auth/send-otp/", { phone_number: phone });
  const otp = await nextCode(phone, before);
  const verified = await rest(request, "/auth/verify-otp/", { phone_number: phone, otp });
  const token = verified.access_token;
  if (typeof token !== "string") throw new Error(`sign-in failed: ${JSON.stringify(verified)}`);
  return token;
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/csrf-token");
  const body = (await response.json()) as { csrf_token?: unknown };
  if (typeof body.csrf_token !== "string") throw new Error("no CSRF token");
  return body.csrf_token;
}

/** POSTs with the bearer token and a fresh CSRF token; returns the JSON answer. */
export async function restWrite(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
  token: string,
): Promise<Record<string, unknown>> {
  const response = await request.post(`/api/v1${path}`, {
    data,
    headers: { Authorization: `Bearer ${token}`, "X-CSRF-Token": await csrfToken(request) },
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok()) {
    throw new Error(`${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  }
  return body;
}

/** Posts a daily-wage job in Pune as the employer; returns its ID. */
export async function postJob(
  request: APIRequestContext,
  employerToken: string,
  title: string,
): Promise<string> {
  const job = await restWrite(
    request,
    "/jobs/",
    {
      title,
      description: "Laying floor tiles in a new flat; tools provided.",
      state: "Maharashtra",
      city: "Pune",
      job_type: "daily_wage",
      positions: 2,
      salary_amount: 900,
      salary_period: "per_day",
      skills: ["Tiling"],
    },
    employerToken,
  );
  return String(job.id);
}

/** The worker applies to the job with a cover note; returns the application's ID. */
export async function applyToJob(
  request: APIRequestContext,
  workerToken: string,
  jobId: string,
  coverNote: string,
): Promise<string> {
  const application = await restWrite(
    request,
    `/jobs/${encodeURIComponent(jobId)}/apply/`,
    { cover_note: coverNote },
    workerToken,
  );
  return String(application.id);
}

/** One applicant's card on a job's applications page, by their name. */
export function applicantCard(page: Page, name: string): Locator {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name, exact: false }) });
}
