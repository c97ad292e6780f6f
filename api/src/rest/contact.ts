import Type from "typebox";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  EMAIL_MAX_LENGTH,
} from "../constants.js";
import { messages } from "../messages.js";
import { bodyEnum, bodyString, mutationResult, type RestInput, type RestRoute } from "./route.js";
import { field, shape } from "./shape.js";

// The contact form over REST: beyond REST.md, a compatible extension (a new
// path; nothing REST.md names changes), the same sendContactMessage the web app's form runs.

const TOPICS = CONTACT_TOPICS.map((topic) => topic.toLowerCase());

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
    requestBody: {
      type: "object",
      required: ["name", "topic", "message"],
      properties: {
        name: { type: "string", maxLength: CONTACT_NAME_MAX_LENGTH },
        phone_number: {
          type: "string",
          description: "A 10-digit Indian mobile number; this, email or both",
        },
        email: {
          type: "string",
          maxLength: EMAIL_MAX_LENGTH,
          description: "This, phone_number or both",
        },
        topic: { type: "string", enum: TOPICS },
        message: {
          type: "string",
          minLength: CONTACT_MESSAGE_MIN_LENGTH,
          maxLength: CONTACT_MESSAGE_MAX_LENGTH,
        },
      },
    },
    failures: { 422: messages.contactReachRequired, 429: messages.tooManyRequests },
    document: `mutation RestSendContactMessage($input: SendContactMessageInput!) {
      ${mutationResult("sendContactMessage(input: $input)", "SendContactMessagePayload", Sent.selection)}
    }`,
    variables: ({ body }: RestInput) => ({
      input: {
        name: bodyString(body, "name") ?? "",
        phoneNumber: bodyString(body, "phone_number"),
        email: bodyString(body, "email"),
        topic: bodyEnum(body, "topic", TOPICS),
        message: bodyString(body, "message") ?? "",
      },
    }),
    successStatus: 201,
    answer: Sent,
    at: "result",
  },
];
