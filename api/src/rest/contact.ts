import Type from "typebox";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  EMAIL_MAX_LENGTH,
} from "../constants.js";
import { messages } from "../messages.js";
import { asEnum, asString, body, orElse, reads } from "./body.js";
import { mutationResult, type RestInput, type RestRoute } from "./route.js";
import { field, oneOf, shape } from "./shape.js";

// The contact form over REST: beyond REST.md, a compatible extension (a new
// path; nothing REST.md names changes), the same sendContactMessage the web app's form runs.

const TOPICS = CONTACT_TOPICS.map((topic) => topic.toLowerCase());

const CONTACT_BODY = body(
  {
    name: reads(Type.String({ maxLength: CONTACT_NAME_MAX_LENGTH }), orElse(asString, "")),
    phone_number: reads(
      Type.String({ description: "A 10-digit Indian mobile number; this, email or both" }),
      asString,
    ),
    email: reads(
      Type.String({ maxLength: EMAIL_MAX_LENGTH, description: "This, phone_number or both" }),
      asString,
    ),
    topic: reads(oneOf(TOPICS), asEnum(TOPICS)),
    message: reads(
      Type.String({
        minLength: CONTACT_MESSAGE_MIN_LENGTH,
        maxLength: CONTACT_MESSAGE_MAX_LENGTH,
      }),
      orElse(asString, ""),
    ),
  },
  { input: "SendContactMessageInput", required: ["name", "topic", "message"], leftOut: "null" },
);

/** SPEC section 8's 'message sent'. */
const Sent = shape({ message: field(Type.String()) });

export const contactRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/contact/",
    operationId: "sendContactMessage",
    summary:
      "Send the contact form (beyond REST.md): a name, a phone number or an e-mail address (at least one), a topic and a message, for the admins' inbox; limited per client address and per phone or e-mail address",
    tag: "contact",
    access: "public",
    csrf: true,
    requestBody: CONTACT_BODY.schema,
    failures: { 422: messages.contactReachRequired, 429: messages.tooManyRequests },
    document: `mutation RestSendContactMessage($input: SendContactMessageInput!) {
      ${mutationResult("sendContactMessage(input: $input)", "SendContactMessagePayload", Sent.selection)}
    }`,
    variables: ({ body }: RestInput) => ({ input: CONTACT_BODY.parse(body) }),
    successStatus: 201,
    answer: Sent,
    at: "result",
  },
];
