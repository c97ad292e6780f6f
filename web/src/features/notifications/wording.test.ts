import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../../api/src/messages";
import { i18n } from "../../i18n/i18n";
import { wordNotification } from "./wording";

// The locale words each kind of notification as the server's English does, and anything it does
// not know keeps the server's text.

beforeAll(() => i18n.loadNamespaces(["notifications", "applicationStatus"]));

const t = () => i18n.getFixedT("en", "notifications");
const params = (values: Record<string, string>) =>
  Object.entries(values).map(([name, value]) => ({ name, value }));
const word = (kind: string, values: Record<string, string>) =>
  wordNotification(t(), { kind, params: params(values), title: "stored", message: "stored" });

describe("notification wording", () => {
  it("says in English what the server says, for every kind", () => {
    const title = "Mason for a wall";
    expect(word("APPLICATION_RECEIVED", { name: "Asha Pawar", title })).toEqual({
      title: messages.applicationReceivedTitle,
      message: messages.applicationReceivedMessage("Asha Pawar", title),
    });
    expect(word("APPLICATION_WITHDRAWN", { name: "Asha Pawar", title })).toEqual({
      title: messages.applicationWithdrawnTitle,
      message: messages.applicationWithdrawnMessage("Asha Pawar", title),
    });
    expect(word("APPLICATION_STATUS", { title, status: "UNDER_REVIEW" })).toEqual({
      title: messages.applicationStatusTitle,
      message: messages.applicationStatusMessage(title, "under review", null),
    });
    expect(
      word("APPLICATION_STATUS", { title, status: "ACCEPTED", feedback: "Come at 9" }),
    ).toEqual({
      title: messages.applicationStatusTitle,
      message: messages.applicationStatusMessage(title, "accepted", "Come at 9"),
    });
    expect(word("RATE_EMPLOYER", { title })).toEqual({
      title: messages.rateEmployerTitle,
      message: messages.rateEmployerMessage(title),
    });
    expect(
      word("EMPLOYER_CONTACTED", { employer: "Joshi Builders", method: "WHATSAPP", title }),
    ).toEqual({
      title: messages.employerContactedTitle,
      message: messages.employerContactedMessage("Joshi Builders", "WhatsApp", title),
    });
    expect(word("JOB_REMOVED", { title })).toEqual({
      title: messages.jobRemovedTitle,
      message: messages.jobRemovedMessage(title),
    });
    expect(word("DOCUMENT_VERIFIED", { document: "PAN" })).toEqual({
      title: messages.documentVerifiedTitle,
      message: messages.documentVerifiedMessage(messages.documentNames.PAN),
    });
    expect(word("JOB_MATCH", { title, place: "Pune" })).toEqual({
      title: messages.jobMatchTitle,
      message: messages.jobMatchMessage(title, "Pune"),
    });
    expect(word("JOB_MATCH", { title, place: "Pune", search: "mason" })).toEqual({
      title: messages.jobMatchTitle,
      message: messages.jobAlertMessage(title, "Pune", "mason"),
    });
    const reason = "The photo is blurred.";
    expect(word("DOCUMENT_REJECTED", { document: "AADHAAR", reason })).toEqual({
      title: messages.documentRejectedTitle,
      message: messages.documentRejectedMessage(messages.documentNames.AADHAAR, reason),
    });
  });

  it("keeps the server's text for a kind it does not know, or none", () => {
    expect(word("SOMETHING_NEW", { title: "x" })).toEqual({ title: "stored", message: "stored" });
    expect(
      wordNotification(t(), { kind: null, params: [], title: "Old row", message: "As stored" }),
    ).toEqual({ title: "Old row", message: "As stored" });
  });
});
