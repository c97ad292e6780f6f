import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../../api/src/messages";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/applications.json";
import { translateApplicationMessage } from "./application-messages";

beforeAll(() => i18n.loadNamespaces(["applications"]));

describe("the server's messages on the application screens", () => {
  it.each(Object.entries(english.messages))("%s says what the server says", (key, text) => {
    const server: unknown = messages[key as keyof typeof messages];
    expect(server, `api/src/messages.ts has no ${key}`).toBeDefined();
    expect(text).toBe(server);
  });

  it("shows an unknown message as the server worded it", () => {
    const t = i18n.getFixedT("en");
    expect(translateApplicationMessage(t, messages.contactedRequired)).toBe(
      messages.contactedRequired,
    );
  });
});
