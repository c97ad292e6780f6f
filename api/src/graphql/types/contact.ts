import { ContactMessageStatus, ContactTopic } from "../../generated/prisma/enums.js";
import { messages } from "../../messages.js";
import {
  contactMessage,
  contactMessagesWhere,
  sendContactMessage,
  updateContactMessage,
} from "../../services/contact/contact.js";
import { subscribeNewsletter, unsubscribeNewsletter } from "../../services/contact/newsletter.js";
import { builder } from "../builder.js";
import { localId } from "../global-id.js";
import { nodePayload, resultUnion } from "../payload.js";

// The contact form, its admin inbox and the newsletter (services/contact/). Visitors send and
// subscribe without signing in (the web app's forms; /contact and the footer also post plainly,
// api/src/http/forms.ts); admins who may read accounts read the inbox.

const ContactTopicEnum = builder.enumType(ContactTopic, { name: "ContactTopic" });
const ContactStatusEnum = builder.enumType(ContactMessageStatus, { name: "ContactMessageStatus" });

export const ContactMessageRef = builder.prismaNode("ContactMessage", {
  id: { field: "id" },
  nullable: true,
  description: "A message sent through the contact form, in the admins' inbox.",
  authScopes: { can: "contactMessage.read" },
  findUnique: (id) => ({ id: Number(id) }),
  fields: (t) => ({
    name: t.exposeString("name"),
    phoneNumber: t.exposeString("phoneNumber", { nullable: true }),
    email: t.exposeString("email", { nullable: true }),
    topic: t.expose("topic", { type: ContactTopicEnum }),
    message: t.exposeString("message"),
    status: t.expose("status", { type: ContactStatusEnum }),
    adminNotes: t.exposeString("adminNotes", { nullable: true }),
    language: t.exposeString("language", { description: "The page's language when it was sent." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const SendContactMessageInput = builder.inputType("SendContactMessageInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    phoneNumber: t.string({ description: "A 10-digit Indian mobile number; this or email." }),
    email: t.string({ description: "This or phoneNumber." }),
    topic: t.field({
      type: ContactTopicEnum,
      description: "Required: null is refused with contactTopicInvalid, as the form says.",
    }),
    message: t.string({ required: true }),
    language: t.string({
      description: "The page's language (the web app's menu); else the request's.",
    }),
  }),
});

const SendContactMessagePayload = builder
  .objectRef<{ sent: true }>("SendContactMessagePayload")
  .implement({
    description: "The message is stored for the admins; what it said is not sent back.",
    fields: (t) => ({
      sent: t.boolean({ resolve: () => true }),
      message: t.string({
        description: "SPEC section 8's success message, in English ('message sent').",
        resolve: () => messages.messageSent,
      }),
    }),
  });

const SubscribeNewsletterInput = builder.inputType("SubscribeNewsletterInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    consent: t.boolean({
      required: true,
      description: "The person agreed to get the newsletter; false is refused.",
    }),
    language: t.string({ description: "The page's language; else the request's." }),
  }),
});

const NewsletterPayload = builder.objectRef<{ done: true }>("NewsletterPayload").implement({
  description: "Done (also when it already was: nothing tells whether an address is subscribed).",
  fields: (t) => ({ done: t.boolean({ resolve: () => true }) }),
});

const UpdateContactMessagePayload = nodePayload(
  "UpdateContactMessagePayload",
  "contactMessage",
  ContactMessageRef,
);

builder.queryFields((t) => ({
  adminContactMessages: t.prismaConnection({
    type: ContactMessageRef,
    cursor: "id",
    description: "The contact form's messages, newest first, by status.",
    authScopes: { can: "contactMessage.read" },
    args: { status: t.arg({ type: ContactStatusEnum }) },
    totalCount: (_root, args, ctx) =>
      ctx.prisma.contactMessage.count({ where: contactMessagesWhere(ctx, args.status) }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.contactMessage.findMany({
        ...query,
        where: contactMessagesWhere(ctx, args.status),
        orderBy: { id: "desc" },
      }),
  }),
  adminContactMessage: t.field({
    type: ContactMessageRef,
    nullable: true,
    description: "One message of the inbox.",
    authScopes: { can: "contactMessage.read" },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => contactMessage(ctx, localId(String(args.id), "ContactMessage")),
  }),
}));

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    type: SendContactMessagePayload,
    description:
      "Sends the contact form: anyone may; limited per client address and per phone or e-mail address.",
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: resultUnion("SendContactMessageResult"),
    args: { input: t.arg({ type: SendContactMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await sendContactMessage(ctx, input, input.language ?? null);
      return { sent: true as const };
    },
  }),
  subscribeNewsletter: t.field({
    type: NewsletterPayload,
    description:
      "Subscribes an e-mail address to the newsletter with the person's consent; again is the same success.",
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: resultUnion("SubscribeNewsletterResult"),
    args: { input: t.arg({ type: SubscribeNewsletterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await subscribeNewsletter(ctx, input, input.language ?? null);
      return { done: true as const };
    },
  }),
  unsubscribeNewsletter: t.field({
    type: NewsletterPayload,
    description: "Ends the subscription a mail's signed link names; no sign-in needed.",
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: resultUnion("UnsubscribeNewsletterResult"),
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      await unsubscribeNewsletter(ctx, token);
      return { done: true as const };
    },
  }),
  updateContactMessage: t.field({
    type: UpdateContactMessagePayload,
    description:
      "Moves an inbox message to a status (new, read, replied, closed), with notes when given; audited.",
    skipTypeScopes: true,
    authScopes: { can: "contactMessage.update" },
    errors: resultUnion("UpdateContactMessageResult"),
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: ContactStatusEnum, required: true }),
      notes: t.arg.string({ description: "Replaces the notes; empty clears them; absent keeps." }),
    },
    resolve: async (_root, { id, status, notes }, ctx) => ({
      contactMessage: await updateContactMessage(ctx, localId(String(id), "ContactMessage"), {
        status,
        ...(notes === undefined ? {} : { notes }),
      }),
    }),
  }),
}));
