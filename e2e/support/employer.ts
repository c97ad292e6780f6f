import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { codesSent, freshPan, freshPhone, nextCode, rest, signIn } from "./accounts";
import { t } from "./texts";

// An employer of their own for the job specs, and the parts of their job screens.

/** A new employer registered through the REST API (the browser then signs in as them). */
export async function registerEmployer(
  request: APIRequestContext,
  phone: string,
  name: { firstName: string; lastName: string; company: string },
): Promise<void> {
  const before = codesSent(phone);
  await rest(request, "/auth/send-otp/", { phone_number: phone, for_registration: true });
  const otp = await nextCode(phone, before);
  const verified = await rest(request, "/auth/verify-otp/", { phone_number: phone, otp });
  await rest(
    request,
    "/auth/register/employer/",
    {
      first_name: name.firstName,
      last_name: name.lastName,
      phone_number: phone,
      email: `${name.firstName.toLowerCase()}.${phone}@example.in`,
      address: "4 Station Road, Pune",
      identity_type: "pan",
      identity_number: freshPan(),
      state: "Maharashtra",
      city: "Pune",
      company_name: name.company,
    },
    String(verified.access_token),
  );
}

/** A new employer, registered through the API and signed in in `page`, on their dashboard. */
export async function signedInEmployer(
  page: Page,
  request: APIRequestContext,
  name: { firstName: string; lastName: string; company: string },
): Promise<string> {
  const phone = freshPhone();
  await registerEmployer(request, phone, name);
  await page.goto("/signin");
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  return phone;
}

/** A field of the job form, by its label (optional ones carry "(optional)" after it). */
export function jobField(page: Page, name: string): Locator {
  const label = t(`employerJobs:fields.${name}`).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${label}`));
}

/** The error shown beside a job form field. */
export function fieldError(page: Page, name: string): Locator {
  return page.locator(".form-field", { has: jobField(page, name) }).locator(".form-field__error");
}

/** One job of "my jobs", by its title. */
export function myJob(page: Page, title: string): Locator {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}
