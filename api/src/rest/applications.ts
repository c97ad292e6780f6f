import Type from "typebox";
import { APPLICATION_STATUSES } from "../constants.js";
import { messages } from "../messages.js";
import { asList, asString, body, reads } from "./body.js";
import {
  fromRestEnum,
  globalId,
  mutationAnswer,
  type ParamSpec,
  pageQuery,
  pageVariables,
  type RestInput,
  type RestRoute,
} from "./route.js";
import { page, stringList } from "./shape.js";
import { Application } from "./shapes/application.js";

// Applying and the lists of applications in REST.md: a worker applies to a job or generally and
// reads their own; an employer reads a job's. Moving an application on is application-moves.ts.

const statusQuery: ParamSpec = {
  type: "string",
  description: "Only applications in this status",
  enum: APPLICATION_STATUSES,
};

const APPLY_FIELDS = {
  cover_note: reads(
    Type.String({ description: "Optional; a few lines for the employer" }),
    asString,
  ),
  resume_url: reads(
    Type.String({
      description: "The url POST /files/ answered (purpose resume); else the profile's resume",
    }),
    asString,
  ),
};

const APPLY_BODY = body(APPLY_FIELDS, { input: "ApplyInput", leftOut: "null" });

const GENERAL_BODY = body(
  {
    ...APPLY_FIELDS,
    preferred_roles: reads(stringList(), asList),
    preferred_locations: reads(stringList(), asList),
  },
  { input: "GeneralApplicationInput", leftOut: "null" },
);

/** A page of a worker's or a job's applications. */
const ApplicationPage = page(
  Application,
  "applications(first: $first, after: $after, status: $status)",
);
const listVariables = (input: RestInput) => ({
  ...pageVariables(input),
  status: fromRestEnum(input.query.status) ?? null,
});

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
    requestBody: APPLY_BODY.schema,
    failures: { 409: messages.alreadyApplied, 422: messages.resumeRequired },
    ...mutationAnswer(
      "RestApplyToJob($jobId: ID!, $input: ApplyInput)",
      "applyToJob(jobId: $jobId, input: $input)",
      "application",
      Application,
    ),
    variables: ({ path, body }: RestInput) => ({ jobId: path.id, input: APPLY_BODY.parse(body) }),
    successStatus: 201,
  },
  {
    method: "POST",
    path: "/applications/",
    operationId: "applyGeneral",
    summary: "A general application with no job: the roles and places a worker wants",
    tag: "applications",
    access: "labour",
    csrf: true,
    requestBody: GENERAL_BODY.schema,
    failures: { 409: messages.generalApplicationOpen, 422: messages.resumeTypeInvalid },
    ...mutationAnswer(
      "RestApplyGeneral($input: GeneralApplicationInput)",
      "applyGeneral(input: $input)",
      "application",
      Application,
    ),
    variables: ({ body }: RestInput) => ({ input: GENERAL_BODY.parse(body) }),
    successStatus: 201,
  },
  {
    method: "GET",
    path: "/labour/applications/",
    operationId: "labourApplications",
    summary: "The worker's own applications, newest first",
    tag: "applications",
    access: "labour",
    csrf: false,
    query: { status: statusQuery, ...pageQuery },
    document: `query RestApplicationPage($first: Int, $after: String, $status: ApplicationStatus) {
      viewerAsLabour { ${ApplicationPage.selection} }
    }`,
    variables: listVariables,
    successStatus: 200,
    answer: ApplicationPage,
    at: "viewerAsLabour",
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
    query: { status: statusQuery, ...pageQuery },
    document: `query RestJobApplications($id: ID!, $first: Int, $after: String, $status: ApplicationStatus) {
      job(id: $id) { ${ApplicationPage.selection} }
    }`,
    variables: (input: RestInput) => ({ id: input.path.id, ...listVariables(input) }),
    successStatus: 200,
    answer: ApplicationPage,
    at: "job",
  },
];
