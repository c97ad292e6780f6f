import {
  APPLICATION_STATUSES,
  CONTACT_METHODS,
  CONTACT_STATUSES,
  VERIFICATION_KINDS,
} from "../constants.js";
import { fieldError } from "../errors.js";
import { messages } from "../messages.js";
import { MOVES_BY_ACTOR } from "../services/applications/transitions.js";
import { type GraphQLJob, JOB_FIELDS, jobSchema, nullable, restJob } from "./jobs.js";
import {
  bodyBoolean,
  bodyEnum,
  bodyList,
  bodyString,
  cursorParam,
  ERROR_FIELDS,
  fromRestEnum,
  type JsonSchema,
  limitParam,
  type ParamSpec,
  type RestInput,
  type RestRoute,
  toRestEnum,
} from "./route.js";

// Applications, contact and saved jobs in REST.md. Each route runs its GraphQL operation; the
// state machine and who-may-do-what live in services/applications.

// The statuses an employer may set, spelled as REST spells them.
const EMPLOYER_STATUSES = MOVES_BY_ACTOR.EMPLOYER.map(
  (status) => status.toLowerCase() as Lowercase<typeof status>,
);

const globalId = (what: string): ParamSpec => ({
  type: "string",
  description: `The ${what}'s global ID`,
  maxLength: 200,
});

const statusQuery: ParamSpec = {
  type: "string",
  description: "Only applications in this status",
  enum: APPLICATION_STATUSES,
};

const APPLICATION_FIELDS = `
  id status coverNote feedback hasResume preferredRoles preferredLocations isGeneral
  contactStatus contactMethod contactedAt appliedAt statusChangedAt nextStatuses
  job { id title state city status employer { companyName } }
  applicant {
    firstName lastName state city isVerified skills experienceYears languagesKnown
    phoneNumber email rating { average count }
  }
  contactVerification { contacted verifiedMethods identityConfirmed notes }`;

interface GraphQLApplication {
  id: string;
  status: string;
  coverNote: string | null;
  feedback: string | null;
  hasResume: boolean;
  preferredRoles: string[];
  preferredLocations: string[];
  isGeneral: boolean;
  contactStatus: string;
  contactMethod: string | null;
  contactedAt: string | null;
  appliedAt: string;
  statusChangedAt: string;
  nextStatuses: string[];
  job: {
    id: string;
    title: string;
    state: string;
    city: string | null;
    status: string;
    employer: { companyName: string | null };
  } | null;
  applicant: {
    firstName: string;
    lastName: string;
    state: string | null;
    city: string | null;
    isVerified: boolean;
    skills: string[];
    experienceYears: number | null;
    languagesKnown: string[];
    phoneNumber: string | null;
    email: string | null;
    rating: { average: number | null; count: number };
  };
  contactVerification: {
    contacted: boolean;
    verifiedMethods: string[];
    identityConfirmed: boolean;
    notes: string | null;
  } | null;
}

function restApplication(application: GraphQLApplication) {
  const { job, applicant, contactVerification: verification } = application;
  return {
    id: application.id,
    job_id: job?.id ?? null,
    job_title: job?.title ?? null,
    location: job ? [job.city, job.state].filter(Boolean).join(", ") : null,
    company_name: job?.employer.companyName ?? null,
    status: toRestEnum(application.status),
    cover_note: application.coverNote,
    has_resume: application.hasResume,
    resume_url: application.hasResume ? `/api/v1/applications/${application.id}/resume/` : null,
    feedback: application.feedback,
    preferred_roles: application.preferredRoles,
    preferred_locations: application.preferredLocations,
    contact_status: toRestEnum(application.contactStatus),
    contact_method: toRestEnum(application.contactMethod),
    contacted_at: application.contactedAt,
    applied_at: application.appliedAt,
    updated_at: application.statusChangedAt,
    next_statuses: application.nextStatuses.map(toRestEnum),
    applicant: {
      first_name: applicant.firstName,
      last_name: applicant.lastName,
      state: applicant.state,
      city: applicant.city,
      is_verified: applicant.isVerified,
      skills: applicant.skills,
      experience_years: applicant.experienceYears,
      languages_known: applicant.languagesKnown,
      phone_number: applicant.phoneNumber,
      email: applicant.email,
      rating: applicant.rating,
    },
    contact_verification: verification && {
      contacted: verification.contacted,
      verified_methods: verification.verifiedMethods.map(toRestEnum),
      identity_confirmed: verification.identityConfirmed,
      notes: verification.notes,
    },
  };
}

const stringList = { type: "array", items: { type: "string" } };

const applicationSchema: JsonSchema = {
  type: "object",
  required: ["id", "status", "applied_at", "updated_at", "applicant"],
  properties: {
    id: { type: "string" },
    job_id: nullable("string"),
    job_title: nullable("string"),
    location: nullable("string"),
    company_name: nullable("string"),
    status: { type: "string", enum: APPLICATION_STATUSES },
    cover_note: nullable("string"),
    has_resume: { type: "boolean" },
    resume_url: { ...nullable("string"), description: "Where to download the resume" },
    feedback: nullable("string"),
    preferred_roles: stringList,
    preferred_locations: stringList,
    contact_status: {
      type: "string",
      enum: CONTACT_STATUSES,
    },
    contact_method: { type: ["string", "null"], enum: [...CONTACT_METHODS, null] },
    contacted_at: { ...nullable("string"), format: "date-time" },
    applied_at: { type: "string", format: "date-time" },
    updated_at: { type: "string", format: "date-time" },
    next_statuses: { type: "array", items: { type: "string", enum: APPLICATION_STATUSES } },
    applicant: {
      type: "object",
      properties: {
        first_name: { type: "string" },
        last_name: { type: "string" },
        state: nullable("string"),
        city: nullable("string"),
        is_verified: { type: "boolean" },
        skills: stringList,
        experience_years: nullable("integer"),
        languages_known: stringList,
        phone_number: nullable("string"),
        email: nullable("string"),
        rating: {
          type: "object",
          properties: { average: nullable("number"), count: { type: "integer" } },
        },
      },
    },
    contact_verification: {
      type: ["object", "null"],
      properties: {
        contacted: { type: "boolean" },
        verified_methods: { type: "array", items: { type: "string", enum: VERIFICATION_KINDS } },
        identity_confirmed: { type: "boolean" },
        notes: nullable("string"),
      },
    },
  },
};

interface ApplicationConnection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: GraphQLApplication }[];
}

const restApplicationPage = (page: ApplicationConnection) => ({
  items: page.edges.map((edge) => restApplication(edge.node)),
  total: page.totalCount,
  next_cursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
});

const pageSchema = (items: JsonSchema): JsonSchema => ({
  type: "object",
  required: ["items", "total", "next_cursor"],
  properties: {
    items: { type: "array", items },
    total: { type: "integer" },
    next_cursor: nullable("string"),
  },
});

const CONNECTION = `totalCount pageInfo { hasNextPage endCursor }`;

const applicationResult = (mutation: string, args: string) =>
  `result: ${mutation}(${args}) { ${ERROR_FIELDS} ... on ${mutation[0]?.toUpperCase()}${mutation.slice(1)}Payload { application { ${APPLICATION_FIELDS} } } }`;

const respondApplication = (status: number) => (data: Record<string, unknown>) => ({
  status,
  body: restApplication((data.result as { application: GraphQLApplication }).application),
});

const signedIn = { 401: messages.unauthorized, 403: messages.permissionDenied };
const onOne = { ...signedIn, 404: messages.notFound };

const applyBody: JsonSchema = {
  type: "object",
  properties: {
    cover_note: { type: "string", description: "Optional; a few lines for the employer" },
    resume_url: {
      type: "string",
      description: "The url POST /files/ answered (purpose resume); else the profile's resume",
    },
  },
};

const applyInput = (body: unknown) => ({
  coverNote: bodyString(body, "cover_note"),
  resumeUrl: bodyString(body, "resume_url"),
});

/** Lower-case REST values of a list field that are among `allowed`, as GraphQL spells them. */
function bodyEnumList(body: unknown, name: string, allowed: readonly string[]): string[] {
  const values = bodyList(body, name) ?? [];
  return values
    .map((value) => value.trim().toLowerCase())
    .filter((value) => allowed.includes(value))
    .map((value) => value.toUpperCase());
}

export const applicationRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/jobs/{id}/apply/",
    operationId: "applyToJob",
    summary: "Apply to a job (workers); once per job",
    tag: "applications",
    access: "labour",
    csrf: true,
    pathParams: { id: globalId("job") },
    requestBody: applyBody,
    failures: { ...onOne, 409: messages.alreadyApplied, 422: messages.resumeRequired },
    document: `mutation RestApplyToJob($jobId: ID!, $input: ApplyInput) {
      ${applicationResult("applyToJob", "jobId: $jobId, input: $input")}
    }`,
    variables: ({ path, body }: RestInput) => ({ jobId: path.id, input: applyInput(body) }),
    respond: respondApplication(201),
    successStatus: 201,
    response: applicationSchema,
  },
  {
    method: "POST",
    path: "/applications/",
    operationId: "applyGeneral",
    summary: "A general application with no job: the roles and places a worker wants",
    tag: "applications",
    access: "labour",
    csrf: true,
    requestBody: {
      type: "object",
      properties: {
        ...(applyBody.properties as JsonSchema),
        preferred_roles: stringList,
        preferred_locations: stringList,
      },
    },
    failures: { ...signedIn, 409: messages.generalApplicationOpen },
    document: `mutation RestApplyGeneral($input: GeneralApplicationInput) {
      ${applicationResult("applyGeneral", "input: $input")}
    }`,
    variables: ({ body }: RestInput) => ({
      input: {
        ...applyInput(body),
        preferredRoles: bodyList(body, "preferred_roles"),
        preferredLocations: bodyList(body, "preferred_locations"),
      },
    }),
    respond: respondApplication(201),
    successStatus: 201,
    response: applicationSchema,
  },
  {
    method: "GET",
    path: "/labour/applications/",
    operationId: "labourApplications",
    summary: "The worker's own applications, newest first",
    tag: "applications",
    access: "labour",
    csrf: false,
    query: { status: statusQuery, limit: limitParam, cursor: cursorParam },
    failures: signedIn,
    document: `query RestLabourApplications($first: Int, $after: String, $status: ApplicationStatus) {
      viewerAsLabour {
        applications(first: $first, after: $after, status: $status) {
          ${CONNECTION} edges { node { ${APPLICATION_FIELDS} } }
        }
      }
    }`,
    variables: ({ query }: RestInput) => ({
      first: query.limit,
      after: query.cursor ?? null,
      status: fromRestEnum(query.status) ?? null,
    }),
    respond: (data) => ({
      status: 200,
      body: restApplicationPage(
        (data.viewerAsLabour as { applications: ApplicationConnection }).applications,
      ),
    }),
    successStatus: 200,
    response: pageSchema(applicationSchema),
  },
  {
    method: "POST",
    path: "/applications/{id}/withdraw/",
    operationId: "withdrawApplication",
    summary: "Withdraw an application (its worker), while pending, under review or shortlisted",
    tag: "applications",
    access: "labour",
    csrf: true,
    pathParams: { id: globalId("application") },
    failures: { ...onOne, 409: messages.moveNotAllowed({ from: "accepted", to: "withdrawn" }) },
    document: `mutation RestWithdrawApplication($id: ID!) {
      ${applicationResult("withdrawApplication", "id: $id")}
    }`,
    variables: ({ path }: RestInput) => ({ id: path.id }),
    respond: respondApplication(200),
    successStatus: 200,
    response: applicationSchema,
  },
  {
    method: "GET",
    path: "/employers/jobs/{id}/applications/",
    operationId: "jobApplications",
    summary: "Applications to one of the employer's jobs, newest first",
    tag: "applications",
    access: "employer",
    csrf: false,
    pathParams: { id: globalId("job") },
    query: { status: statusQuery, limit: limitParam, cursor: cursorParam },
    failures: onOne,
    document: `query RestJobApplications($id: ID!, $first: Int, $after: String, $status: ApplicationStatus) {
      job(id: $id) {
        applications(first: $first, after: $after, status: $status) {
          ${CONNECTION} edges { node { ${APPLICATION_FIELDS} } }
        }
      }
    }`,
    variables: ({ path, query }: RestInput) => ({
      id: path.id,
      first: query.limit,
      after: query.cursor ?? null,
      status: fromRestEnum(query.status) ?? null,
    }),
    respond: (data) => {
      const job = data.job as { applications: ApplicationConnection } | null;
      return job ? { status: 200, body: restApplicationPage(job.applications) } : null;
    },
    successStatus: 200,
    response: pageSchema(applicationSchema),
  },
  {
    method: "PATCH",
    path: "/applications/{id}/status/",
    operationId: "setApplicationStatus",
    summary:
      "Move an application (the job's employer): under review, shortlisted, accepted, rejected, completed or cancelled",
    tag: "applications",
    access: "employer",
    csrf: true,
    pathParams: { id: globalId("application") },
    requestBody: {
      type: "object",
      required: ["status"],
      properties: {
        status: { type: "string", enum: EMPLOYER_STATUSES },
        feedback: { type: "string", description: "Optional note for the worker" },
      },
    },
    failures: {
      ...onOne,
      409: messages.moveNotAllowed({ from: "rejected", to: "accepted" }),
      422: messages.applicationStatusInvalid,
    },
    document: `mutation RestSetApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {
      ${applicationResult("setApplicationStatus", "id: $id, status: $status, feedback: $feedback")}
    }`,
    variables: ({ path, body }: RestInput) => {
      const status = bodyEnum(body, "status", EMPLOYER_STATUSES);
      if (status === null) throw fieldError("status", "applicationStatusInvalid");
      return { id: path.id, status, feedback: bodyString(body, "feedback") };
    },
    respond: respondApplication(200),
    successStatus: 200,
    response: applicationSchema,
  },
  {
    method: "POST",
    path: "/applications/{id}/contact/",
    operationId: "recordApplicationContact",
    summary: "Record that the employer contacted the applicant (phone, WhatsApp or email)",
    tag: "applications",
    access: "employer",
    csrf: true,
    pathParams: { id: globalId("application") },
    requestBody: {
      type: "object",
      required: ["method"],
      properties: { method: { type: "string", enum: CONTACT_METHODS } },
    },
    failures: {
      ...onOne,
      409: messages.contactNotAllowed,
      422: messages.contactMethodInvalid,
    },
    document: `mutation RestRecordContact($id: ID!, $method: ContactMethod!) {
      ${applicationResult("recordApplicationContact", "id: $id, method: $method")}
    }`,
    variables: ({ path, body }: RestInput) => {
      const method = bodyEnum(body, "method", CONTACT_METHODS);
      if (method === null) throw fieldError("method", "contactMethodInvalid");
      return { id: path.id, method };
    },
    respond: respondApplication(200),
    successStatus: 200,
    response: applicationSchema,
  },
  {
    method: "POST",
    path: "/applications/{id}/confirm-contact/",
    operationId: "confirmApplicationContact",
    summary: "The worker confirms whether the employer contacted them, after acceptance",
    tag: "applications",
    access: "labour",
    csrf: true,
    pathParams: { id: globalId("application") },
    requestBody: {
      type: "object",
      required: ["contacted"],
      properties: {
        contacted: { type: "boolean" },
        verified_methods: { type: "array", items: { type: "string", enum: VERIFICATION_KINDS } },
        contact_methods: { type: "array", items: { type: "string", enum: CONTACT_METHODS } },
        identity_confirmed: { type: "boolean" },
        notes: { type: "string" },
      },
    },
    failures: {
      ...onOne,
      409: messages.confirmContactNotAllowed,
      422: messages.contactedRequired,
    },
    document: `mutation RestConfirmContact($id: ID!, $input: ConfirmContactInput!) {
      ${applicationResult("confirmApplicationContact", "id: $id, input: $input")}
    }`,
    variables: ({ path, body }: RestInput) => ({
      id: path.id,
      input: {
        contacted: bodyBoolean(body, "contacted"),
        verifiedMethods: bodyEnumList(body, "verified_methods", VERIFICATION_KINDS),
        contactMethods: bodyEnumList(body, "contact_methods", CONTACT_METHODS),
        identityConfirmed: bodyBoolean(body, "identity_confirmed"),
        notes: bodyString(body, "notes"),
      },
    }),
    respond: respondApplication(200),
    successStatus: 200,
    response: applicationSchema,
  },
  {
    method: "GET",
    path: "/labour/saved-jobs/",
    operationId: "savedJobs",
    summary: "The worker's saved jobs, last saved first",
    tag: "saved jobs",
    access: "labour",
    csrf: false,
    query: { limit: limitParam, cursor: cursorParam },
    failures: signedIn,
    document: `query RestSavedJobs($first: Int, $after: String) {
      viewerAsLabour {
        savedJobs(first: $first, after: $after) {
          ${CONNECTION} edges { node { savedAt job { ${JOB_FIELDS} } } }
        }
      }
    }`,
    variables: ({ query }: RestInput) => ({ first: query.limit, after: query.cursor ?? null }),
    respond: (data) => {
      const page = (
        data.viewerAsLabour as {
          savedJobs: {
            totalCount: number;
            pageInfo: { hasNextPage: boolean; endCursor: string | null };
            edges: { node: { savedAt: string; job: GraphQLJob } }[];
          };
        }
      ).savedJobs;
      return {
        status: 200,
        body: {
          items: page.edges.map(({ node }) => ({ ...restJob(node.job), saved_at: node.savedAt })),
          total: page.totalCount,
          next_cursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
        },
      };
    },
    successStatus: 200,
    response: pageSchema({
      ...jobSchema,
      properties: {
        ...(jobSchema.properties as JsonSchema),
        saved_at: { type: "string", format: "date-time" },
      },
    }),
  },
  ...(["PUT", "DELETE"] as const).map(
    (method): RestRoute => ({
      method,
      path: "/labour/saved-jobs/{job_id}/",
      operationId: method === "PUT" ? "saveJob" : "unsaveJob",
      summary:
        method === "PUT"
          ? "Save a job (workers); saving again changes nothing"
          : "Unsave a job; unsaving what is not saved is fine",
      tag: "saved jobs",
      access: "labour",
      csrf: true,
      pathParams: { job_id: globalId("job") },
      failures: method === "PUT" ? onOne : signedIn,
      document: `mutation Rest${method === "PUT" ? "Save" : "Unsave"}Job($jobId: ID!) {
        result: ${method === "PUT" ? "saveJob" : "unsaveJob"}(jobId: $jobId) { ${ERROR_FIELDS} ... on SaveJobPayload { jobId } }
      }`,
      variables: ({ path }: RestInput) => ({ jobId: path.job_id }),
      respond: () => ({ status: 204, body: null }),
      successStatus: 204,
      response: {},
    }),
  ),
];
