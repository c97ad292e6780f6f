import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../../api/src/messages";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/employerApplications.json";
import { translateApplicationMessage } from "./application-messages";

beforeAll(() => i18n.loadNamespaces(["employerApplications"]));

describe("the server's messages on the applications screen", () => {
  it.each(Object.entries(english.messages))("%s says what the server says", (key, text) => {
    expect(messages[key as keyof typeof messages]).toBe(text);
  });

  it("shows a message it has no key for as the server worded it", () => {
    const t = i18n.getFixedT("en");
    const text = messages.moveNotAllowed({ from: "withdrawn", to: "shortlisted" });
    expect(translateApplicationMessage(t, text)).toBe(text);
    expect(translateApplicationMessage(t, messages.contactNotAllowed)).toBe(
      english.messages.contactNotAllowed,
    );
  });
});
