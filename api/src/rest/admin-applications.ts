import Type from "typebox";
import {
  ADMIN_SEARCH_MAX_LENGTH,
  APPLICATION_STATUSES,
  CONTACT_METHODS,
  CONTACT_STATUSES,
  JOB_TYPES,
  restSpelling,
} from "../constants.js";
import { PaidAnswer, RatingDirection } from "../generated/prisma/enums.js";
import { messages } from "../messages.js";
import {
  bodyString,
  fromRestEnum,
  globalId,
  mutationAnswer,
  type ParamSpec,
  pageQuery,
  pageVariables,
  type RestInput,
  type RestRoute,
} from "./route.js";
import {
  dateTime,
  field,
  list,
  nullable,
  object,
  oneOf,
  orNull,
  page,
  restEnum,
  shape,
} from "./shape.js";

// /admin/applications/: every application on the platform, one application with both parties,
// its history, ratings and "paid as promised", and an admin's cancel with a reason. Each route
// runs the schema's admin field, whose policy decides per admin role.

const Party = shape({
  id: field(Type.String()),
  first_name: field(Type.String()),
  last_name: field(Type.String()),
  phone_number: field(Type.String()),
});

export const AdminApplication = shape({
  id: field(Type.String()),
  status: restEnum(oneOf(APPLICATION_STATUSES)),
  job_id: field(nullable(Type.String()), "job.id"),
  job_title: field(nullable(Type.String()), "job.title"),
  job_type: restEnum(nullable(oneOf(JOB_TYPES)), "job.jobType"),
  job_state: field(nullable(Type.String()), "job.state"),
  company_name: field(nullable(Type.String()), "job.employer.companyName"),
  worker: object(Party, "worker"),
  applied_at: field(dateTime()),
  status_changed_at: field(dateTime()),
});

const Event = shape({
  kind: restEnum(
    oneOf([
      "applied",
      "status_changed",
      "contacted",
      "contact_confirmed",
      "work_confirmed",
      "work_disputed",
      "paid_answered",
      "rated",
      "admin_action",
    ] as const),
  ),
  at: field(dateTime()),
  actor: restEnum(oneOf(["worker", "employer", "admin", "system"] as const)),
  status: restEnum(nullable(oneOf(APPLICATION_STATUSES))),
  action: field(nullable(Type.String())),
  admin_username: field(nullable(Type.String())),
  note: field(nullable(Type.String())),
});

const GivenRating = shape({
  direction: restEnum(oneOf(restSpelling(RatingDirection))),
  rating: field(Type.Integer()),
  review: field(nullable(Type.String())),
  created_at: field(dateTime()),
});

const AdminApplicationDetail = shape({
  ...AdminApplication.specs,
  employer: orNull(object(Party, "employerAccount")),
  cover_note: field(nullable(Type.String())),
  feedback: field(nullable(Type.String())),
  contact_status: restEnum(oneOf(CONTACT_STATUSES)),
  contact_method: restEnum(nullable(oneOf(CONTACT_METHODS))),
  contacted_at: field(nullable(dateTime())),
  worker_paid_answer: restEnum(nullable(oneOf(restSpelling(PaidAnswer)))),
  is_final: field(Type.Boolean()),
  ratings: list(GivenRating),
  history: list(Event),
});

const applicationId = globalId("application");

const param = (description: string, extra: Partial<ParamSpec> = {}): ParamSpec => ({
  type: "string",
  description,
  maxLength: 200,
  ...extra,
});

const ApplicationPage = page(
  AdminApplication,
  "adminApplications(first: $first, after: $after, status: $status, state: $state, jobType: $jobType, from: $from, to: $to, search: $search)",
);

export const adminApplicationRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/admin/applications/",
    operationId: "adminApplications",
    summary:
      "Every application, newest first: by status, the job's state and type, dates applied, and a search (a worker's phone exactly, else job title, company or worker name)",
    tag: "admin",
    access: "admin",
    csrf: false,
    query: {
      status: param("An application status", { enum: APPLICATION_STATUSES }),
      state: param("The job's state"),
      job_type: param("The job's type", { enum: JOB_TYPES }),
      from: param("Applied at or after this time (ISO 8601)", { maxLength: 40 }),
      to: param("Applied before this time (ISO 8601)", { maxLength: 40 }),
      search: param("A worker's phone number, or words of a job title, company or name", {
        maxLength: ADMIN_SEARCH_MAX_LENGTH,
      }),
      ...pageQuery,
    },
    failures: { 400: messages.auditDateRange },
    document: `query RestAdminApplications($first: Int, $after: String, $status: ApplicationStatus, $state: String, $jobType: JobType, $from: DateTime, $to: DateTime, $search: String) {
      ${ApplicationPage.selection}
    }`,
    variables: (input: RestInput) => ({
      ...pageVariables(input),
      status: fromRestEnum(input.query.status) ?? null,
      state: input.query.state ?? null,
      jobType: fromRestEnum(input.query.job_type) ?? null,
      from: input.query.from ?? null,
      to: input.query.to ?? null,
      search: input.query.search ?? null,
    }),
    successStatus: 200,
    answer: ApplicationPage,
    at: "",
  },
  {
    method: "GET",
    path: "/admin/applications/{id}/",
    operationId: "adminApplication",
    summary:
      "One application with both parties, the job, its recorded history, contact, ratings and paid-as-promised answer",
    tag: "admin",
    access: "admin",
    csrf: false,
    pathParams: { id: applicationId },
    document: `query RestAdminApplication($id: ID!) {
      adminApplication(id: $id) { ${AdminApplicationDetail.selection} }
    }`,
    variables: ({ path }: RestInput) => ({ id: path.id }),
    successStatus: 200,
    answer: AdminApplicationDetail,
    at: "adminApplication",
  },
  {
    method: "POST",
    path: "/admin/applications/{id}/cancel/",
    operationId: "adminApplicationCancel",
    summary:
      "Cancels an application in progress with a reason its worker and employer read; audited",
    tag: "admin",
    access: "admin",
    csrf: true,
    pathParams: { id: applicationId },
    requestBody: {
      type: "object",
      required: ["reason"],
      properties: {
        reason: { type: "string", maxLength: 500, description: "Shown to the worker and employer" },
      },
    },
    failures: {
      409: messages.moveNotAllowed({ from: "completed", to: "cancelled" }),
      422: messages.required,
    },
    ...mutationAnswer(
      "RestAdminApplicationCancel($id: ID!, $reason: String!)",
      "cancelApplication(id: $id, reason: $reason)",
      "application",
      AdminApplication,
      "CancelApplicationPayload",
    ),
    variables: ({ path, body }: RestInput) => ({
      id: path.id,
      reason: bodyString(body, "reason") ?? "",
    }),
    successStatus: 200,
  },
];
