import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../api/src/messages";
import { i18n } from "../i18n/i18n";
import english from "../locales/en/auth.json";
import { serverMessageKey, translateServerMessage } from "./server-messages";

beforeAll(() => i18n.loadNamespaces(["auth"]));

describe("the server's messages on the auth screens", () => {
  it.each(Object.entries(english.messages))("%s says what the server says", (key, text) => {
    const server = messages[key as keyof typeof messages];
    expect(server, `api/src/messages.ts has no ${key}`).toBeDefined();
    if (typeof server === "function") {
      expect(text.replace("{{count}}", "27")).toBe(
        (server as (params: { count: number }) => string)({ count: 27 }),
      );
    } else {
      expect(text).toBe(server);
    }
  });

  it("finds the key of a message, with its number", () => {
    expect(serverMessageKey(messages.otpWrong)).toEqual({ key: "otpWrong" });
    expect(serverMessageKey(messages.otpResendWait({ count: 27 }))).toEqual({
      key: "otpResendWait",
      count: 27,
    });
    expect(serverMessageKey("Something nobody wrote")).toBeNull();
  });

  it("shows an unknown message as the server worded it", () => {
    const t = i18n.getFixedT("en");
    expect(translateServerMessage(t, "The moon is made of cheese")).toBe(
      "The moon is made of cheese",
    );
    expect(translateServerMessage(t, messages.otpResendWait({ count: 9 }))).toBe(
      messages.otpResendWait({ count: 9 }),
    );
  });
});
