import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../../api/src/messages";
import { i18n } from "../../i18n/i18n";
import job from "../../locales/en/job.json";
import { translateApplyMessage } from "./apply-messages";

beforeAll(() => i18n.loadNamespaces(["jobs", "job"]));

describe("the server's messages on the apply form", () => {
  it.each(Object.entries(job.messages))("%s says what the server says", (key, text) => {
    expect(messages[key as keyof typeof messages]).toBe(text);
  });

  it("shows an unknown message as the server worded it", () => {
    const t = i18n.getFixedT("en");
    expect(translateApplyMessage(t, messages.alreadyApplied)).toBe(messages.alreadyApplied);
    expect(translateApplyMessage(t, "The moon is made of cheese")).toBe(
      "The moon is made of cheese",
    );
  });
});
