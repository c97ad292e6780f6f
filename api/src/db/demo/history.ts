import { VISITOR_DAY_TIME_ZONE } from "../../constants.js";
import { insertRows, pickColumns, updateRows } from "../rows.js";
import {
  APPLICATION_COLUMNS,
  CONTACT_VERIFICATION_DATES,
  EDUCATION_COLUMNS,
  EXPERIENCE_COLUMNS,
  JOB_COLUMNS,
  JOB_VIEW_COLUMNS,
  NOTIFICATION_COLUMNS,
  RATING_COLUMNS,
  SEARCH_LOG_COLUMNS,
  SETTING_COLUMNS,
  TESTIMONIAL_COLUMNS,
} from "./columns.js";
import type { DemoJob } from "./data.js";
import { completePeople } from "./people.js";
import type { Demo } from "./step.js";

// What the services cannot write, as raw SQL:
// - When things happened. Services stamp the present; the demo is a year of history, so the
//   rows they wrote get the plan's dates (one statement per table), notifications the time of
//   the change that caused them.
// - What no service does yet: expiry (time passing), moderation and drafts, a general
//   application's progress (the back office), ratings, education and work
//   history, job-match notifications (job alerts), testimonials and site
//   settings (admin content).
// - Counters with a history: job views and searches. Their services count today's visit by the
//   caller's key; the demo has some 5,000 over months, inserted in bulk.

const DAY = 86_400_000;

/** The calendar day in India, as job_views.viewed_on counts it. */
const indianDay = (at: Date) => at.toLocaleDateString("en-CA", { timeZone: VISITOR_DAY_TIME_ZONE });

const JOB_STANDING = pickColumns(JOB_COLUMNS, [
  "status",
  "moderation_status",
  "moderation_note",
  "view_count",
  "published_at",
  "expires_at",
  "created_at",
  "updated_at",
]);

const APPLICATION_HISTORY = pickColumns(APPLICATION_COLUMNS, [
  "status",
  "contacted_at",
  "status_changed_at",
  "applied_at",
  "updated_at",
  // The worker's word on a completion ("Did you work this job?"): no service of the demo's
  // replay answers it, the plan does.
  "worker_confirmed_at",
  "worker_disputed_at",
  "dispute_note",
]);

async function dateJobsAndApplications(demo: Demo): Promise<void> {
  const { data, ids, query, dated } = demo;
  await updateRows(
    query,
    "jobs",
    ["id"],
    JOB_STANDING,
    data.jobs.map((job, i) => ({ ...dated(job.row), id: ids.jobs[i] })),
  );
  // The status too: the services moved every job application to it already; a general
  // application's comes from here.
  await updateRows(
    query,
    "applications",
    ["id"],
    APPLICATION_HISTORY,
    data.applications.map((application, i) => ({
      ...dated(application.row),
      id: ids.applications[i],
    })),
  );
  await updateRows(
    query,
    "contact_verifications",
    ["application_id"],
    CONTACT_VERIFICATION_DATES,
    data.verifications.map((row) => ({
      ...dated(row),
      application_id: ids.applications[row.application],
    })),
  );
  await updateRows(
    query,
    "saved_jobs",
    ["labour_id", "job_id"],
    { saved_at: "timestamptz" },
    data.savedJobs.map((saved) => ({
      labour_id: ids.people[saved.person],
      job_id: ids.jobs[saved.job],
      saved_at: demo.at(saved.saved_at),
    })),
  );
}

/**
 * Each notification the services wrote gets the time of its cause: a new application when it
 * was made, a call when it was recorded, a status when it was set (a hire accepted on the way to
 * completed or cancelled, halfway and before any call), a rating request an hour after the work
 * was completed. Those older than a week have been read, an hour after they came.
 */
async function dateNotifications(demo: Demo): Promise<number> {
  // The plan's present, moved to today like everything else.
  const now = demo.at(demo.data.plannedAt);
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  return demo.tx.$executeRaw`
    WITH caused AS (
      SELECT n.id, CASE n.data->>'kind'
        WHEN 'APPLICATION_RECEIVED' THEN a.applied_at
        WHEN 'EMPLOYER_CONTACTED' THEN a.contacted_at
        WHEN 'RATE_EMPLOYER' THEN least(a.status_changed_at + interval '1 hour', ${now}::timestamptz)
        WHEN 'APPLICATION_STATUS' THEN CASE
          WHEN n.data->'params'->>'status' = upper(a.status::text) THEN a.status_changed_at
          ELSE least(a.applied_at + (a.status_changed_at - a.applied_at) / 2,
                     coalesce(a.contacted_at, a.status_changed_at))
        END
        ELSE a.status_changed_at
      END AS at
      FROM notifications n
      JOIN applications a ON a.id = (n.data->>'applicationId')::int
    )
    UPDATE notifications n
       SET created_at = caused.at,
           is_read = caused.at < ${weekAgo}::timestamptz,
           read_at = CASE WHEN caused.at < ${weekAgo}::timestamptz
                          THEN caused.at + interval '1 hour' END
      FROM caused WHERE n.id = caused.id`;
}

export async function writeHistory(demo: Demo): Promise<number> {
  const { data, ids, query, dated } = demo;
  await completePeople(demo);
  await dateJobsAndApplications(demo);
  const notifications = await dateNotifications(demo);
  const person = (index: number | null) => (index === null ? null : ids.people[index]);
  const employerOf = (application: number) => {
    const job = data.applications[application]?.job;
    return ids.people[(data.jobs[job as number] as DemoJob).employer];
  };

  await insertRows(
    query,
    "educations",
    EDUCATION_COLUMNS,
    data.educations.map((row) => ({ ...dated(row), labour_id: person(row.person) })),
  );
  await insertRows(
    query,
    "experiences",
    EXPERIENCE_COLUMNS,
    data.experiences.map((row) => ({ ...dated(row), labour_id: person(row.person) })),
  );
  await insertRows(
    query,
    "ratings",
    RATING_COLUMNS,
    data.ratings.map((row) => {
      const employer = employerOf(row.application);
      const worker = person(data.applications[row.application]?.worker ?? null);
      const byEmployer = row.direction === "employer_to_labour";
      return {
        ...dated(row),
        application_id: ids.applications[row.application],
        rater_id: byEmployer ? employer : worker,
        ratee_id: byEmployer ? worker : employer,
      };
    }),
  );
  // Keys of their own kind (the app's are keyed hashes), one per person and per anonymous visit.
  const views = data.jobViews
    .map((view, i) => {
      const viewedAt = demo.at(view.viewed_at);
      const viewer = person(view.viewer);
      return {
        job_id: ids.jobs[view.job],
        viewer_id: viewer,
        visitor_key: viewer === null ? `seed:visitor:${i}` : `seed:user:${viewer}`,
        viewed_on: indianDay(viewedAt),
        viewed_at: viewedAt,
      };
    })
    .sort((a, b) => a.viewed_at.getTime() - b.viewed_at.getTime());
  await insertRows(query, "job_views", JOB_VIEW_COLUMNS, views);
  await insertRows(
    query,
    "notifications",
    NOTIFICATION_COLUMNS,
    data.jobMatches.map((row) => ({
      ...dated(row),
      user_id: person(row.person),
      type: "job_match",
      data: { jobId: ids.jobs[row.job] },
    })),
  );
  await insertRows(
    query,
    "search_logs",
    SEARCH_LOG_COLUMNS,
    data.searchLogs.map((row) => ({ ...dated(row), user_id: person(row.person) })),
  );
  await insertRows(query, "testimonials", TESTIMONIAL_COLUMNS, data.testimonials.map(dated));
  await insertRows(query, "settings", SETTING_COLUMNS, [
    { key: "site", value: { maintenance: false }, updated_at: demo.now },
  ]);
  // Registration signed everyone in; nobody holds those tokens, so the sessions go.
  const phones = demo.people.map((p) => p.user.phone_number as string);
  await demo.tx.session.deleteMany({
    where: { OR: [{ userId: { in: ids.people } }, { phoneNumber: { in: phones } }] },
  });
  return notifications + data.jobMatches.length;
}
