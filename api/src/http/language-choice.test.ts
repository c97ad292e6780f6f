import { LANGUAGE_COOKIE } from "@kaamsetu/shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { returnPath } from "./language-choice.js";

// Choosing a language without JavaScript: the menu's link sets the cookie the server
// draws pages by and returns to the page, which is then drawn in that language.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const choose = (address: string, method = "GET") =>
  t.app.fetch(new Request(`http://localhost${address}`, { method, redirect: "manual" }));

describe("GET /language/<code>", () => {
  it("keeps an available language in the cookie and returns to the page", async () => {
    const response = await choose("/language/hi?next=%2Fjobs%3Fq%3Dmason%26city%3DPune");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/jobs?q=mason&city=Pune");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      new RegExp(`^${LANGUAGE_COOKIE}=hi; Path=/; Max-Age=\\d+; SameSite=Lax$`),
    );
  });

  it("returns to the landing page without a page, or for one of another site", async () => {
    for (const next of [
      "",
      "?next=",
      "?next=https://evil.example/",
      "?next=//evil.example",
      "?next=/%5Cevil.example",
      "?next=jobs",
    ]) {
      const response = await choose(`/language/ta${next}`);
      expect(response.status, next).toBe(303);
      expect(response.headers.get("location"), next).toBe("/");
    }
  });

  it("answers 404 for anything but a language code the app has, and sets nothing", async () => {
    for (const code of ["xx", "HI", "hi-IN", "hi/x", ""]) {
      const response = await choose(`/language/${code}?next=/jobs`);
      expect(response.status, code).toBe(404);
      expect(response.headers.get("set-cookie"), code).toBeNull();
    }
  });

  it("is only read", async () => {
    const response = await choose("/language/hi?next=/", "POST");
    expect(response.status).toBe(405);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("takes only paths of this site as the page to return to", () => {
    expect(returnPath("/jobs/Sm9iOjE")).toBe("/jobs/Sm9iOjE");
    expect(returnPath("//evil.example")).toBe("/");
    expect(returnPath("/\\evil.example")).toBe("/");
    expect(returnPath("/jobs\nSet-Cookie: x")).toBe("/");
    expect(returnPath(null)).toBe("/");
    expect(returnPath("/\x7f")).toBe("/");
    expect(returnPath("/\t/evil.example")).toBe("/");
    expect(returnPath("/./\\evil.example")).toBe("/");
    expect(returnPath("/你好?q=प्लंबर#é")).toBe(
      "/%E4%BD%A0%E5%A5%BD?q=%E0%A4%AA%E0%A5%8D%E0%A4%B2%E0%A4%82%E0%A4%AC%E0%A4%B0#%C3%A9",
    );
    expect(returnPath('/jobs?q="<x>"')).toBe("/jobs?q=%22%3Cx%3E%22");
  });
});
