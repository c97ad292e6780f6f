import { expect, type Locator, type Page, test } from "@playwright/test";
import { gstinCheckCharacter } from "../api/src/services/accounts/identity";
import { halvesPhoto } from "../api/test/photos";
import { STORAGE_KEYS } from "../web/src/config";
import {
  codesSent,
  field,
  freshPan,
  freshPhone,
  freshVoterId,
  randomLetters,
  registerWorker,
  requestCode,
} from "./support/accounts";
import { appReady } from "./support/app";
import { jobField, myJob, registerEmployer, signedInEmployer } from "./support/employer";
import { applicantCard, applyToJob, postJob, signInToken } from "./support/employer-applications";
import { savePhoto } from "./support/photos";
import { searchBar } from "./support/search";
import { MOBILE, TOUCH_TARGET_PX } from "./support/sizes";
import { t } from "./support/texts";

// What got in the way of people on a 360 px phone: Enter (the keyboard's "Go") posting half a
// job, a reload after the OTP costing another OTP, the sign-in page's stylesheets fetched twice,
// and (below) the worker's general application and screens that said something false. Each
// walked as a person on a phone would.

test.use({ viewport: MOBILE, isMobile: true, hasTouch: true });

test("Enter in Post-a-job moves on and adds skills as chips; only Post posts", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedInEmployer(page, request, {
    firstName: "Asha",
    lastName: "Kale",
    company: "Kale Builders",
  });
  await page.goto("/employer/dashboard/jobs/new");

  // Step 1: Enter in the title goes on to the next field, not to step 2 with errors.
  const title = `Mason helper ${randomLetters(8)}`;
  await jobField(page, "title").fill(title);
  await jobField(page, "title").press("Enter");
  await expect(jobField(page, "title")).not.toBeFocused();
  await expect(page.getByText(t("employerJobs:form.step", { step: 1, count: 2 }))).toBeVisible();
  await expect(page.getByText(t("employerJobs:errors.fixFields"))).toHaveCount(0);
  await jobField(page, "job_type").selectOption("DAILY_WAGE");
  await jobField(page, "positions").fill("3");
  await jobField(page, "state").selectOption("Maharashtra");
  await jobField(page, "city").selectOption("Pune");
  await page.getByRole("button", { name: t("employerJobs:form.next") }).click();

  // Step 2: Enter in the skills box adds a chip and stays; in the pay box it moves on.
  await expect(page.getByText(t("employerJobs:form.step", { step: 2, count: 2 }))).toBeVisible();
  await jobField(page, "description").fill("Helping the mason on a two-storey house.");
  await jobField(page, "skills").fill("Masonry");
  await jobField(page, "skills").press("Enter");
  await jobField(page, "skills").fill("Plastering");
  await jobField(page, "skills").press("Enter");
  await expect(page.locator(".chip-input__chip")).toHaveText(["Masonry×", "Plastering×"]);
  await expect(jobField(page, "skills")).toBeFocused();
  await jobField(page, "salary_amount").fill("800");
  await jobField(page, "salary_amount").press("Enter");
  await expect(page).toHaveURL(/\/jobs\/new\?step=2$/);
  await jobField(page, "salary_period").selectOption("PER_DAY");

  await page.getByRole("button", { name: t("employerJobs:form.post") }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard\/jobs$/);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByText("Plastering", { exact: true })).toBeVisible();
});

test("a reload after the OTP resumes the registration, without another OTP", async ({ page }) => {
  const phone = freshPhone();
  await page.goto("/register?role=labour");
  const code = await requestCode(page, phone);
  await page.getByLabel(t("auth:otp.label")).fill(code);
  await expect(field(page, "first_name")).toBeVisible();
  const sent = codesSent(phone);

  await page.reload();
  await expect(field(page, "first_name")).toBeVisible();
  await expect(page.getByRole("button", { name: t("auth:phone.send") })).toHaveCount(0);
  expect(codesSent(phone)).toBe(sent);

  await field(page, "first_name").fill("Sunita");
  await field(page, "last_name").fill("Yadav");
  await field(page, "state").selectOption("Bihar");
  await field(page, "city").fill("Patna");
  await page.getByRole("button", { name: t("auth:register.continue") }).click();
  await field(page, "identity_type").selectOption("voter_id");
  await field(page, "identity_number").fill(freshVoterId());
  await page.getByRole("button", { name: t("auth:register.submit") }).click();
  await expect(page).toHaveURL(/\/labour\/dashboard$/);

  // Registered, the tab forgets it: the registration page asks for a phone again.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/register?role=labour");
  await expect(page.getByRole("button", { name: t("auth:phone.send") })).toBeVisible();
});

test("the sign-in page fetches each stylesheet once", async ({ page }) => {
  const fetched = new Map<string, number>();
  page.on("request", (sent) => {
    const url = sent.url();
    if (url.endsWith(".css")) fetched.set(url, (fetched.get(url) ?? 0) + 1);
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/preload|credentials mode/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto("/signin");
  await expect(page.getByRole("heading", { name: t("auth:signIn.heading") })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(fetched.size).toBeGreaterThan(0);
  expect([...fetched].filter(([, count]) => count > 1)).toEqual([]);
  expect(warnings).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Worker and employer screens on the same phone, with accounts made once through the REST API
// and handed to each page as a session (no sign-in walked per test): a general application from
// the worker's home, and what used to say something false or cost a second tap.

const suffix = () => Math.random().toString(36).slice(2, 8);

/** A valid GSTIN for a fresh PAN: Maharashtra's code, the PAN, registration 1, Z, check. */
function freshGstin(): string {
  const first14 = `27${freshPan()}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** A session of `userType` with `token` in this page's browser, as a sign-in leaves it. */
async function signedInAs(page: Page, token: string, userType: "labour" | "employer") {
  await page.context().addInitScript(
    ({ token, userType, keys }) => {
      localStorage.setItem(keys.authToken, token);
      localStorage.setItem(keys.userType, userType);
      localStorage.setItem(keys.lastActivity, String(Date.now()));
    },
    { token, userType, keys: STORAGE_KEYS },
  );
}

/** Nothing reaches past the right edge of the screen: no sideways scrolling. */
async function fitsTheScreen(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

/** At least a thumb's target (44 px) each way. */
async function thumbSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
}

const people = {
  employerToken: "",
  workerToken: "",
  gstin: "",
  /** Has one view and one application; the worker's application to it is contacted. */
  countedJob: { id: "", title: "" },
  /** Deleted by its employer, the worker's application to it kept. */
  deletedJob: { id: "", title: "" },
  countedApplication: "",
};

test.describe("on the worker's and the employer's screens", () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(90_000);
    const employerPhone = freshPhone();
    await registerEmployer(request, employerPhone, {
      firstName: "Farida",
      lastName: "Shaikh",
      company: "Shaikh Interiors",
    });
    people.employerToken = await signInToken(request, employerPhone);
    people.gstin = freshGstin();
    const csrf = (await (await request.get("/api/csrf-token")).json()) as { csrf_token: string };
    const profile = await request.put("/api/v1/employers/profile/", {
      data: { gst_number: people.gstin },
      headers: {
        Authorization: `Bearer ${people.employerToken}`,
        "X-CSRF-Token": csrf.csrf_token,
      },
    });
    expect(profile.ok(), await profile.text()).toBe(true);
    people.workerToken = await registerWorker(request, freshPhone(), {
      firstName: "Rekha",
      lastName: "Gond",
    });
    for (const job of [people.countedJob, people.deletedJob]) {
      job.title = `${job === people.countedJob ? "Tile fixer" : "Wall painter"} ${suffix()}`;
      job.id = await postJob(request, people.employerToken, job.title);
    }
    people.countedApplication = await applyToJob(
      request,
      people.workerToken,
      people.countedJob.id,
      "Six years of floor tiling.",
    );
    await applyToJob(request, people.workerToken, people.deletedJob.id, "I paint walls.");
  });

  test("a worker makes a general application on their home, sees it after a reload, withdraws it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedInAs(page, people.workerToken, "labour");
    await page.goto("/labour/dashboard");
    const offer = page.getByRole("region", { name: t("dashboard:general.heading") });
    const open = offer.getByRole("button", { name: t("dashboard:general.open") });
    await expect(open).toBeVisible({ timeout: 30_000 });
    await thumbSized(open);
    await open.click();

    // Enter adds a chip and stays in the box; nothing is sent until Send.
    const roles = offer.getByLabel(new RegExp(`^${t("dashboard:general.roles")}`));
    await expect(roles).toBeFocused();
    for (const role of ["Mason", "Helper"]) {
      await roles.fill(role);
      await roles.press("Enter");
    }
    await expect(roles).toBeFocused();
    await expect(offer.locator(".chip-input__chip")).toHaveText(["Mason×", "Helper×"]);
    const places = offer.getByLabel(new RegExp(`^${t("dashboard:general.places")}`));
    await places.fill("Pune");
    await places.press("Enter");
    await offer.getByLabel(new RegExp(`^${t("dashboard:general.note")}`)).fill("Free from Monday.");
    await expect(offer.getByRole("status")).toHaveCount(0);
    await fitsTheScreen(page);
    const send = offer.getByRole("button", { name: t("dashboard:general.send") });
    await thumbSized(send);
    await send.click();

    const yours = page.getByRole("region", { name: t("dashboard:general.yours") });
    await expect(yours.getByRole("status")).toHaveText(t("dashboard:general.sent"));
    const shown = async () => {
      await expect(yours).toContainText("Mason, Helper");
      await expect(yours).toContainText("Pune");
      await expect(yours).toContainText("Free from Monday.");
      await expect(yours).toContainText(t("applicationStatus:label.PENDING"));
    };
    await shown();
    // The home's list of applications starts with it.
    await expect(
      page.getByText(t("dashboard:home.generalApplication", { roles: "Mason, Helper" })),
    ).toBeVisible();

    // Kept by the server: a reload shows it, and so does My applications.
    await page.reload();
    await shown();
    await fitsTheScreen(page);
    await page.goto("/labour/dashboard/applications");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: t("applications:card.general") }) });
    await expect(card).toContainText("Mason, Helper");
    await page.goto("/labour/dashboard");

    const withdraw = yours.getByRole("button", { name: t("dashboard:general.withdraw") });
    await thumbSized(withdraw);
    await withdraw.click();
    const dialog = page.getByRole("dialog", { name: t("dashboard:general.withdrawTitle") });
    await expect(dialog).toContainText(t("dashboard:general.withdrawBody"));
    await dialog.getByRole("button", { name: t("dashboard:general.withdraw") }).click();
    await expect(offer.getByRole("status")).toHaveText(t("dashboard:general.withdrawn"));
    await expect(open).toBeVisible();
    await page.reload();
    await expect(open).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("region", { name: t("dashboard:general.yours") })).toHaveCount(0);
  });

  test("the labour score's parts say what they are, with no ratings yet", async ({ page }) => {
    await signedInAs(page, people.workerToken, "labour");
    await page.goto("/labour/dashboard");
    // Registered with five years and nothing done yet: counts and years, never points.
    await expect(page.locator(".labour-score__value")).toHaveText(
      [
        t("trust:score.values.noRatings"),
        t("trust:score.values.jobs_other", { count: 0 }),
        t("trust:score.values.years_other", { count: 5 }),
        t("trust:score.values.noHires"),
      ],
      { timeout: 30_000 },
    );
    await fitsTheScreen(page);
  });

  test("an employer's active job says '1 view · 1 application'", async ({ page, browser }) => {
    test.setTimeout(60_000);
    // A visitor reads the job once (the worker applied through the API without a view).
    const visitor = await browser.newContext({ viewport: MOBILE, isMobile: true, hasTouch: true });
    const reader = await visitor.newPage();
    await reader.goto(`/jobs/${encodeURIComponent(people.countedJob.id)}`);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(people.countedJob.title);
    await appReady(reader);

    await signedInAs(page, people.employerToken, "employer");
    const counts = page
      .locator(".employer-active__job")
      .filter({ hasText: people.countedJob.title })
      .locator(".employer-active__counts");
    const said = [
      t("dashboard:employer.jobViews_one", { formatted: "1" }),
      t("dashboard:employer.jobApplications_one", { formatted: "1" }),
      t("dashboard:employer.jobHires_other", { formatted: "0" }),
    ].join(" · ");
    // The view is counted in the background: the dashboard shows it on a later visit.
    await expect(async () => {
      await page.goto("/employer/dashboard");
      await expect(counts).toHaveText(said, { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    await fitsTheScreen(page);
    await visitor.close();
  });

  test("a GSTIN certificate needs no retyped number, and a logo is saved as it is chosen", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedInAs(page, people.employerToken, "employer");
    await page.goto("/employer/dashboard/profile");
    const photoMissing = page.locator('.completion__missing a[href$="field=profile_picture"]');
    await expect(photoMissing).toHaveCount(1, { timeout: 30_000 });
    await savePhoto(page, "logo.jpg");
    await page.reload();
    await expect(page.locator(".profile-photo .avatar img")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("progressbar")).toBeVisible();
    await expect(photoMissing).toHaveCount(0);

    await page.getByRole("button", { name: t("profile:sections.documents") }).click();
    const gstin = page
      .locator("form.profile-document")
      .filter({ has: page.getByRole("heading", { name: t("profile:documentType.GSTIN") }) });
    // The number box says the profile's number is used; it is left empty.
    await expect(gstin.getByLabel(t("profile:documents.numberGstin"))).toHaveValue("");
    await gstin.locator("#profile-gstin_document").setInputFiles({
      name: "gst-certificate.jpg",
      mimeType: "image/jpeg",
      buffer: await halvesPhoto(640, 480),
    });
    await gstin.getByRole("button", { name: t("profile:documents.submit") }).click();
    await expect(gstin.getByRole("status")).toHaveText(t("profile:documents.submitted"));
    await fitsTheScreen(page);
    await page.reload();
    await page.getByRole("button", { name: t("profile:sections.documents") }).click();
    // Filed under the profile's GST number: its last four digits, waiting for review.
    const pending = t("profile:documents.state.PENDING", {
      last4: people.gstin.slice(-4),
      date: "\n",
    }).split("\n")[0];
    await expect(gstin).toContainText(pending ?? "?");
  });

  test("Call and then WhatsApp on an applicant tell the worker once that they were contacted", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // The phone's dialer and WhatsApp are not in this browser: the taps go no further than the
    // app's own handling of them (the links' addresses are employer-applications.spec's).
    await page.context().addInitScript(() => {
      window.addEventListener(
        "click",
        (event) => {
          const link = (event.target as Element | null)?.closest?.("a");
          if (link && /^(tel:|https:\/\/wa\.me\/)/.test(link.getAttribute("href") ?? ""))
            event.preventDefault();
        },
        true,
      );
    });
    await signedInAs(page, people.employerToken, "employer");
    await page.goto(
      `/employer/dashboard/jobs/${encodeURIComponent(people.countedJob.id)}/applications`,
    );
    const card = applicantCard(page, "Rekha Gond");
    const recorded: string[] = [];
    page.on("requestfinished", (finished) => {
      const body = finished.postData() ?? "";
      if (finished.url().endsWith("/graphql") && body.includes(people.countedApplication))
        recorded.push(body);
    });
    for (const name of ["employerApplications:card.call", "employerApplications:card.whatsapp"]) {
      const link = card.getByRole("link", { name: t(name) });
      await thumbSized(link);
      await link.click();
    }
    // Both taps reached the server before the worker's notifications are counted.
    await expect.poll(() => recorded.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await fitsTheScreen(page);

    const answer = await request.get("/api/v1/notifications/labour/notifications/", {
      headers: { Authorization: `Bearer ${people.workerToken}` },
    });
    const { items } = (await answer.json()) as { items: { title: string; message: string }[] };
    const contacted = items.filter(
      (item) =>
        item.title === t("notifications:kinds.EMPLOYER_CONTACTED.title") &&
        item.message.includes(people.countedJob.title),
    );
    expect(contacted).toHaveLength(1);
  });

  test("deleting a job says the workers keep their applications; 403 and suggestions say the truth", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    await signedInAs(page, people.employerToken, "employer");
    await page.goto("/employer/dashboard/jobs");
    const row = myJob(page, people.deletedJob.title);
    await row.getByRole("button", { name: t("employerJobs:row.delete") }).click();
    const dialog = page.getByRole("dialog", { name: t("employerJobs:deleteDialog.title") });
    await expect(dialog).toContainText(
      t("employerJobs:deleteDialog.body", { title: people.deletedJob.title }),
    );
    await expect(dialog).not.toContainText(/removed/i);
    await fitsTheScreen(page);
    await dialog.getByRole("button", { name: t("employerJobs:deleteDialog.confirm") }).click();
    await expect(row).toHaveCount(0);
    // What the dialog said: the worker still has the application, cancelled.
    const answer = await request.get("/api/v1/labour/applications/", {
      headers: { Authorization: `Bearer ${people.workerToken}` },
    });
    const { items } = (await answer.json()) as { items: { job_title: string; status: string }[] };
    expect(items.find((item) => item.job_title === people.deletedJob.title)?.status).toBe(
      "cancelled",
    );

    // A worker on an employer's page: their own dashboard, not "Sign in".
    const worker = await browser.newContext({ viewport: MOBILE, isMobile: true, hasTouch: true });
    const workerPage = await worker.newPage();
    await signedInAs(workerPage, people.workerToken, "labour");
    await workerPage.goto("/employer/dashboard/jobs/new");
    await expect(workerPage.getByRole("heading", { level: 1 })).toHaveText(t("status.403.title"), {
      timeout: 30_000,
    });
    const main = workerPage.getByRole("main");
    await expect(main.getByRole("link", { name: t("status.signIn") })).toHaveCount(0);
    await thumbSized(main.getByRole("link", { name: t("status.dashboard") }));
    await fitsTheScreen(workerPage);
    await worker.close();

    // A job title suggested as you type is a Job, not a "Role" (a visitor's landing page: a
    // signed-in person's goes on to their dashboard).
    const visitor = await browser.newContext({ viewport: MOBILE, isMobile: true, hasTouch: true });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/");
    await appReady(visitorPage);
    const bar = searchBar(visitorPage);
    await bar.query.fill("plumb");
    const title = visitorPage.getByRole("option", { name: /^plumber/i }).first();
    await expect(title).toBeVisible();
    await expect(title.locator(".search-option__meta")).toHaveText(
      new RegExp(`^${t("search:kind.ROLE")} · `),
    );
    await expect(visitorPage.getByRole("listbox")).not.toContainText(/\bRole\b/);
    await fitsTheScreen(visitorPage);
    await visitor.close();
  });
});
