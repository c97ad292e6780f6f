import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../../api/src/messages";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/employerJobs.json";
import { jobMessageKey, translateJobMessage } from "./job-messages";

beforeAll(() => i18n.loadNamespaces(["employerJobs"]));

describe("the server's messages on the job screens", () => {
  it.each(Object.entries(english.messages))("%s says what the server says", (key, text) => {
    const server: unknown = messages[key as keyof typeof messages];
    expect(server, `api/src/messages.ts has no ${key}`).toBeDefined();
    if (typeof server === "function") {
      expect(text.replace("{{count}}", "27")).toBe(
        (server as (params: { count: number }) => string)({ count: 27 }),
      );
    } else {
      expect(text).toBe(server);
    }
  });

  it("finds a message's key, with its number", () => {
    expect(jobMessageKey(messages.stateRequired)).toEqual({ key: "stateRequired" });
    expect(jobMessageKey(messages.positionsMax({ count: 1000 }))).toEqual({
      key: "positionsMax",
      count: 1000,
    });
    expect(jobMessageKey("Something nobody wrote")).toBeNull();
  });

  it("shows an unknown message as the server worded it", () => {
    const t = i18n.getFixedT("en");
    expect(translateJobMessage(t, "The moon is made of cheese")).toBe("The moon is made of cheese");
    expect(translateJobMessage(t, messages.maxLength({ count: 150 }))).toBe(
      messages.maxLength({ count: 150 }),
    );
  });
});
