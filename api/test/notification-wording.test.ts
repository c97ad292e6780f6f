import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { wordNotification } from "../../web/src/features/notifications/wording.js";
import applicationStatus from "../../web/src/locales/en/applicationStatus.json" with {
  type: "json",
};
import notifications from "../../web/src/locales/en/notifications.json" with { type: "json" };
import { messages } from "../src/messages.js";

// The web app words each kind of notification from its locale, in the reader's language; its
// English must say what the server stores (messages.ts), and anything it does not know keeps the
// server's text. The two tiers meet here, in a test, not in either's code.

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: "en",
    resources: { en: { notifications, applicationStatus } },
    interpolation: { escapeValue: false },
  }),
);

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
    const cancelled = { title, reason: "Scam job", name: "Asha Pawar" };
    expect(word("APPLICATION_CANCELLED_BY_TEAM", cancelled)).toEqual({
      title: messages.applicationCancelledByTeamTitle,
      message: messages.applicationCancelledByTeamMessage(title, "Scam job"),
    });
    expect(word("APPLICANT_CANCELLED_BY_TEAM", cancelled)).toEqual({
      title: messages.applicationCancelledByTeamTitle,
      message: messages.applicantCancelledByTeamMessage("Asha Pawar", title, "Scam job"),
    });
    expect(word("ACCOUNT_BLOCKED", { reason: "Fake jobs" })).toEqual({
      title: messages.accountBlockedTitle,
      message: messages.accountBlockedMessage("Fake jobs"),
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
