import Type from "typebox";
import { CONTACT_METHODS, VERIFICATION_KINDS } from "../constants.js";
import { messages } from "../messages.js";
import { MOVES_BY_ACTOR } from "../services/applications/transitions.js";
import { asBoolean, asEnum, asEnumList, asString, body, needed, reads } from "./body.js";
import { globalId, mutationAnswer, type RestInput, type RestRoute } from "./route.js";
import { oneOf } from "./shape.js";
import { Application } from "./shapes/application.js";

// Moving an application on, in REST.md: its worker withdraws it or confirms the employer's
// contact; the job's employer moves its status and records contact. The state machine and who
// may do what live in services/applications; each answer is the application after the move.

// The statuses an employer may set, spelled as REST spells them.
const EMPLOYER_STATUSES = MOVES_BY_ACTOR.EMPLOYER.map(
  (status) => status.toLowerCase() as Lowercase<typeof status>,
);

const move = (operation: string, call: string) => ({
  ...mutationAnswer(operation, call, "application", Application),
  tag: "applications",
  csrf: true,
  pathParams: { id: globalId("application") },
  successStatus: 200,
});

const STATUS_BODY = body(
  {
    status: reads(
      oneOf(EMPLOYER_STATUSES),
      needed(asEnum(EMPLOYER_STATUSES), "applicationStatusInvalid"),
    ),
    feedback: reads(Type.String({ description: "Optional note for the worker" }), asString),
    no_show: reads(
      Type.Boolean({
        description:
          "Optional, with cancelled: the worker did not turn up (only this lowers the worker's reliability)",
      }),
      asBoolean,
    ),
  },
  { input: "Mutation.setApplicationStatus", required: ["status"], leftOut: "null" },
);

const CONTACT_BODY = body(
  {
    method: reads(oneOf(CONTACT_METHODS), needed(asEnum(CONTACT_METHODS), "contactMethodInvalid")),
  },
  { input: "Mutation.recordApplicationContact", required: ["method"], leftOut: "null" },
);

const CONFIRM_CONTACT_BODY = body(
  {
    contacted: reads(Type.Boolean(), asBoolean),
    verified_methods: reads(Type.Array(oneOf(VERIFICATION_KINDS)), asEnumList(VERIFICATION_KINDS)),
    contact_methods: reads(Type.Array(oneOf(CONTACT_METHODS)), asEnumList(CONTACT_METHODS)),
    identity_confirmed: reads(Type.Boolean(), asBoolean),
    notes: reads(Type.String(), asString),
  },
  { input: "ConfirmContactInput", required: ["contacted"], leftOut: "null" },
);

export const applicationMoveRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/applications/{id}/withdraw/",
    operationId: "withdrawApplication",
    summary: "Withdraw an application (its worker), while pending, under review or shortlisted",
    access: "labour",
    failures: { 409: messages.moveNotAllowed({ from: "accepted", to: "withdrawn" }) },
    ...move("RestWithdrawApplication($id: ID!)", "withdrawApplication(id: $id)"),
    variables: ({ path }: RestInput) => ({ id: path.id }),
  },
  {
    method: "PATCH",
    path: "/applications/{id}/status/",
    operationId: "setApplicationStatus",
    summary:
      "Move an application (the job's employer): under review, shortlisted, accepted, rejected, completed or cancelled",
    access: "employer",
    requestBody: STATUS_BODY.schema,
    failures: {
      409: messages.moveNotAllowed({ from: "rejected", to: "accepted" }),
      422: messages.applicationStatusInvalid,
    },
    ...move(
      "RestSetApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String, $noShow: Boolean)",
      "setApplicationStatus(id: $id, status: $status, feedback: $feedback, noShow: $noShow)",
    ),
    variables: ({ path, body }: RestInput) => ({ id: path.id, ...STATUS_BODY.parse(body) }),
  },
  {
    method: "POST",
    path: "/applications/{id}/contact/",
    operationId: "recordApplicationContact",
    summary: "Record that the employer contacted the applicant (phone, WhatsApp or email)",
    access: "employer",
    requestBody: CONTACT_BODY.schema,
    failures: { 409: messages.contactNotAllowed, 422: messages.contactMethodInvalid },
    ...move(
      "RestRecordContact($id: ID!, $method: ContactMethod!)",
      "recordApplicationContact(id: $id, method: $method)",
    ),
    variables: ({ path, body }: RestInput) => ({ id: path.id, ...CONTACT_BODY.parse(body) }),
  },
  {
    method: "POST",
    path: "/applications/{id}/confirm-contact/",
    operationId: "confirmApplicationContact",
    summary: "The worker confirms whether the employer contacted them, after acceptance",
    access: "labour",
    requestBody: CONFIRM_CONTACT_BODY.schema,
    failures: { 409: messages.confirmContactNotAllowed, 422: messages.contactedRequired },
    ...move(
      "RestConfirmContact($id: ID!, $input: ConfirmContactInput!)",
      "confirmApplicationContact(id: $id, input: $input)",
    ),
    variables: ({ path, body }: RestInput) => ({
      id: path.id,
      input: CONFIRM_CONTACT_BODY.parse(body),
    }),
  },
];
