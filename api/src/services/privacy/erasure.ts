import type { AppServices } from "../../context.js";
import type { Prisma, User } from "../../generated/prisma/client.js";
import type { FilePurpose } from "../../generated/prisma/enums.js";
import { log } from "../../log.js";
import { OTP_COUNTER_KEYS } from "../accounts/otp.js";
import { CONTACT_COUNTER_KEYS } from "../contact/contact.js";
import { type ErasedFile, purgeErasedFiles } from "../files/cleanup.js";
import { settleRemovedJob } from "../jobs/manage.js";
import {
  DATA_MAP_ENTRIES,
  ERASED_NAME,
  ERASED_VALUE,
  type ErasureStep,
  type TableRule,
} from "./data-map.js";

// Erasing an account (India's DPDP Act): what data-map.ts says, table by table, in the caller's
// transaction; then, once that has committed, the files' bytes and the counters kept outside
// PostgreSQL. The users row stays for the records of other people that point at it.
//
// Files: at erasure their rows are marked erased (stored_files.erased_at) in the transaction,
// and every read of a file (a signed link, a bearer token, an admin's) asks for a row that is not
// erased, so every link stops working the moment the transaction commits, whoever signed it and
// whenever it expires: the check is the row lookup each read already makes, with nothing for the
// link to carry. Only then are the bytes deleted, and the rows after them; when deleting the
// bytes fails, the rows stay marked (nothing serves them) and the file sweep tries again
// (purgeErasedFiles). Bytes deleted before the commit could not come back if it failed.

type Tx = Prisma.TransactionClient;

/** The person being erased, as their row was before erasure. */
export interface ErasedPerson {
  id: number;
  phone: string;
  email: string | null;
  fullName: string;
  companyName: string | null;
}

/** What the commit leaves to do, and what the audit row says. */
export interface Erasure {
  /** Stored files marked erased: their bytes go after the commit. */
  files: ErasedFile[];
  /** Rate-limit counters under the person's phone or e-mail (also kept in Redis, if used). */
  counterKeys: string[];
  jobsDeleted: number[];
}

const PARAMETER = /:(id|phone|email)\b/g;

/** A map entry's SQL with its :id, :phone and :email as positional parameters. */
function compile(sql: string, person: ErasedPerson): { text: string; values: unknown[] } {
  const names: string[] = [];
  const text = sql.replace(PARAMETER, (_match, name: string) => {
    let index = names.indexOf(name);
    if (index < 0) index = names.push(name) - 1;
    return `$${index + 1}${name === "id" ? "::int" : "::text"}`;
  });
  const value = { id: person.id, phone: person.phone, email: person.email?.toLowerCase() ?? null };
  return { text, values: names.map((name) => value[name as keyof typeof value]) };
}

/** The statement a table's entry makes, or null for one erasure leaves to a step or alone. */
export function statementFor(table: string, rule: TableRule): string | null {
  if (!rule.rows) return null;
  if (rule.erase === "delete") return `DELETE FROM "${table}" WHERE ${rule.rows}`;
  if (rule.erase !== "update") return null;
  const sets = Object.entries(rule.columns).flatMap(([column, value]) =>
    typeof value === "object" && "set" in value ? [`"${column}" = ${value.set}`] : [],
  );
  return sets.length === 0 ? null : `UPDATE "${table}" SET ${sets.join(", ")} WHERE ${rule.rows}`;
}

/** A string of the audit log worth keeping as it is: an enum's value (a state, a type). */
const ENUM_VALUE = /^[A-Z][A-Z0-9_]*$/;

/** `text` found wherever it is, whatever its case (an e-mail typed in capitals). */
const anyCase = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");

/** `value` with every string but enums' values masked, and `also` masked inside any string. */
function masked(value: unknown, everyString: boolean, also: string[]): unknown {
  if (typeof value === "string") {
    if (everyString && !ENUM_VALUE.test(value)) return ERASED_VALUE;
    return also.reduce((text, secret) => text.replace(anyCase(secret), ERASED_VALUE), value);
  }
  if (Array.isArray(value)) return value.map((item) => masked(item, everyString, also));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, masked(item, everyString, also)]),
    );
  }
  return value;
}

const STEPS: Record<
  ErasureStep,
  (tx: Tx, person: ErasedPerson, erasure: Erasure) => Promise<void>
> = {
  // The employer's jobs become deleted rows; applications in progress are cancelled and their
  // workers told, as when the employer deletes a job.
  async jobs(tx, person, erasure) {
    const now = new Date();
    const jobs = await tx.job.findMany({
      where: { employerId: person.id, status: { not: "DELETED" } },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    for (const job of jobs) {
      await tx.job.update({ where: { id: job.id }, data: { status: "DELETED", deletedAt: now } });
      await settleRemovedJob(tx, job.id, now);
    }
    erasure.jobsDeleted = jobs.map((job) => job.id);
  },

  // Other people's notifications about the person's applications name them: the employer's
  // "<worker> applied for …" (params.name), the worker's "<employer> contacted you" (params
  // .employer). The name in the text and in the params becomes ERASED_NAME; the name as it is
  // now stands in for notifications written before they carried params.
  async othersNotifications(tx, person) {
    const names = [person.fullName, person.companyName ?? ""].filter((name) => name !== "");
    for (const [key, applications] of [
      ["name", "SELECT id FROM applications WHERE labour_id = $1"],
      [
        "employer",
        "SELECT a.id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE j.employer_id = $1",
      ],
    ] as const) {
      const named = (column: string) =>
        [`coalesce(data #>> '{params,${key}}', '')`, "$2", "$3"].reduce(
          (text, name) => `replace(${text}, ${name}, $4)`,
          column,
        );
      await tx.$executeRawUnsafe(
        `UPDATE notifications SET
             title = ${named("title")},
             message = ${named("message")},
             data = CASE WHEN data #> '{params,${key}}' IS NULL THEN data
                    ELSE jsonb_set(data, '{params,${key}}', to_jsonb($4::text)) END
           WHERE user_id <> $1 AND jsonb_typeof(data -> 'applicationId') = 'number'
             AND (data ->> 'applicationId')::int IN (${applications})`,
        person.id,
        names[0] ?? "",
        names[1] ?? "",
        ERASED_NAME,
      );
    }
  },

  // Marked erased: from the commit on, no read finds them (see the top of this file).
  async files(tx, person, erasure) {
    const rows = await tx.$queryRaw<{ storage_key: string; purpose: string }[]>`
        UPDATE stored_files SET owner_id = NULL, erased_at = now()
        WHERE owner_id = ${person.id}
        RETURNING storage_key, purpose::text AS purpose`;
    erasure.files = rows.map((row) => ({
      storageKey: row.storage_key,
      purpose: row.purpose.toUpperCase() as FilePurpose,
    }));
  },

  // The keys the OTP sends and the contact form count under, from the modules that count.
  async rateLimitCounters(tx, person, erasure) {
    erasure.counterKeys = [
      OTP_COUNTER_KEYS.phone(person.phone),
      OTP_COUNTER_KEYS.resend(person.phone),
      CONTACT_COUNTER_KEYS.phone(person.phone),
      ...(person.email ? [CONTACT_COUNTER_KEYS.email(person.email)] : []),
    ];
    await tx.$executeRaw`DELETE FROM rate_limit_buckets WHERE key = ANY(${erasure.counterKeys})`;
  },

  // The platform analytics count the words of searches that found nothing: the person's own
  // are taken out (migration 20261207226100), before their search log rows are deleted.
  async searchAnalytics(tx, person) {
    await tx.$executeRaw`SELECT platform_analytics_forget_searches(${person.id}::int)`;
  },

  // The audit log keeps every event (who acted, on what, when); what its rows about the person
  // say beyond states and numbers is masked, as is their phone number or e-mail anywhere else in
  // it (a query typed into the SQL console). The table refuses every other change (migration
  // 20261207120000_erasure).
  async auditLog(tx, person) {
    const [documents, contactMessages] = await Promise.all([
      tx.identityDocument.findMany({ where: { userId: person.id }, select: { id: true } }),
      tx.$queryRaw<{ id: number }[]>`SELECT id FROM contact_messages
          WHERE phone_number = ${person.phone} OR lower(email) = ${person.email?.toLowerCase() ?? null}`,
    ]);
    const targets = [
      ["user", [person.id]],
      ["identity_document", documents.map((row) => row.id)],
      [
        "job",
        (await tx.job.findMany({ where: { employerId: person.id }, select: { id: true } })).map(
          (row) => row.id,
        ),
      ],
      ["contact_message", contactMessages.map((row) => row.id)],
    ] as const;
    const about = targets.map(([type, ids]) => ({ type, ids: ids.map(String) }));
    const secrets = [person.phone, ...(person.email ? [person.email] : [])];
    const rows = await tx.$queryRawUnsafe<{ id: number; details: unknown; about: boolean }[]>(
      `SELECT id, details, (target_type, target_id) IN (
             SELECT t.type, unnest(t.ids) FROM jsonb_to_recordset($1::jsonb) AS t(type text, ids text[])
           ) AS about
         FROM admin_audit_logs
         WHERE details IS NOT NULL AND (
           (target_type, target_id) IN (
             SELECT t.type, unnest(t.ids) FROM jsonb_to_recordset($1::jsonb) AS t(type text, ids text[]))
           OR EXISTS (SELECT 1 FROM unnest($2::text[]) AS s(secret)
                      WHERE strpos(lower(details::text), lower(s.secret)) > 0))`,
      JSON.stringify(about),
      secrets,
    );
    await tx.$executeRaw`SELECT set_config('kaamsetu.erasing', 'on', true)`;
    for (const row of rows) {
      const details = masked(row.details, row.about, secrets);
      if (JSON.stringify(details) === JSON.stringify(row.details)) continue;
      await tx.$executeRaw`UPDATE admin_audit_logs SET details = ${JSON.stringify(details)}::jsonb
          WHERE id = ${row.id}`;
    }
    await tx.$executeRaw`SELECT set_config('kaamsetu.erasing', '', true)`;
  },
};

/** The steps the map names, in the order they run (before the map's statements). */
const STEP_ORDER: ErasureStep[] = [
  "auditLog",
  "jobs",
  "othersNotifications",
  "files",
  "rateLimitCounters",
  "searchAnalytics",
];

/** Erases `before`'s personal data in `tx` as the data map says; the caller commits. */
export async function erasePersonalData(
  tx: Tx,
  before: User & { employerProfile?: { companyName: string | null } | null },
): Promise<Erasure> {
  const profile =
    before.employerProfile ??
    (await tx.employerProfile.findUnique({
      where: { userId: before.id },
      select: { companyName: true },
    }));
  const person: ErasedPerson = {
    id: before.id,
    phone: before.phoneNumber,
    email: before.email,
    fullName: `${before.firstName} ${before.lastName}`.trim(),
    companyName: profile?.companyName ?? null,
  };
  const erasure: Erasure = { files: [], counterKeys: [], jobsDeleted: [] };
  for (const step of STEP_ORDER) await STEPS[step](tx, person, erasure);
  for (const [table, rule] of DATA_MAP_ENTRIES) {
    const sql = statementFor(table, rule);
    if (!sql) continue;
    const { text, values } = compile(sql, person);
    await tx.$executeRawUnsafe(text, ...values);
  }
  return erasure;
}

/** What follows the commit: the files' bytes, the counters outside PostgreSQL. */
export async function finishErasure(
  services: Pick<AppServices, "prisma" | "storage" | "rateLimiter">,
  erasure: Erasure,
): Promise<void> {
  await purgeErasedFiles(services, erasure.files).catch((cause: unknown) => {
    log.warn("could not delete an erased account's files; the file sweep tries again", {
      cause: String(cause),
    });
  });
  await services.rateLimiter.forget(erasure.counterKeys).catch((cause: unknown) => {
    log.warn("could not forget an erased account's rate-limit counters", { cause: String(cause) });
  });
}
