import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS, UPLOAD_MAX_BYTES_DEFAULT } from "../config";
import { i18n } from "../i18n/i18n";
import { setSessionExpiredHandler, startSession } from "../session/session";
import { checkUpload, UploadError, uploadAccept, uploadFile } from "./upload";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const csrfAnswer = (value: string) =>
  json({ csrf_token: `${value}:${Math.floor(Date.now() / 1000) + 3600}` });
const sentHeaders = (call: number) =>
  new Headers((fetchMock.mock.calls[call]?.[1] as RequestInit | undefined)?.headers);

const pdf = () => new File(["%PDF-1.4 a resume"], "resume.pdf", { type: "application/pdf" });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  setSessionExpiredHandler(() => undefined);
  startSession({ token: "session-token", userType: "labour", user: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("checkUpload", () => {
  it("passes the types each purpose takes, by MIME type or name", () => {
    expect(checkUpload(pdf(), "resume")).toBeNull();
    expect(checkUpload({ name: "cv.DOCX", type: "", size: 10 }, "resume")).toBeNull();
    expect(checkUpload({ name: "biodata.jpg", type: "image/jpeg", size: 10 }, "resume")).toBeNull();
    expect(checkUpload({ name: "me.webp", type: "image/webp", size: 10 }, "profile_picture")).toBe(
      null,
    );
  });

  it("names the spec's reason for the wrong type", async () => {
    expect(checkUpload({ name: "notes.txt", type: "text/plain", size: 10 }, "resume")).toBe(
      "resumeTypeInvalid",
    );
    expect(checkUpload(pdf(), "profile_picture")).toBe("fileTypeInvalid");
    await i18n.loadNamespaces("errors");
    expect(i18n.t("errors:resumeTypeInvalid")).toBe("Invalid resume file type");
  });

  it("stops a file over the limit before it is sent", () => {
    const big = { name: "scan.png", type: "image/png", size: UPLOAD_MAX_BYTES_DEFAULT + 1 };
    expect(checkUpload(big, "document")).toBe("fileTooLarge");
    expect(checkUpload({ ...big, size: UPLOAD_MAX_BYTES_DEFAULT }, "document")).toBeNull();
  });

  it("builds the accept attribute of a file input", () => {
    expect(uploadAccept("profile_picture")).toBe(
      "image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp",
    );
    expect(uploadAccept("resume")).toContain(".docx");
  });
});

describe("uploadFile", () => {
  it("posts a multipart form with the bearer and CSRF tokens", async () => {
    fetchMock
      .mockResolvedValueOnce(csrfAnswer("csrf-1"))
      .mockResolvedValueOnce(
        json({ url: "/api/v1/files/abc.pdf/", content_type: "application/pdf", size: 17 }, 201),
      );
    await expect(uploadFile(pdf(), "resume")).resolves.toEqual({
      url: "/api/v1/files/abc.pdf/",
      contentType: "application/pdf",
      size: 17,
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/v1/files/");
    expect(sentHeaders(1).get("authorization")).toBe("Bearer session-token");
    expect(sentHeaders(1).get("x-csrf-token")).toMatch(/^csrf-1:/);
    const form = fetchMock.mock.calls[1]?.[1]?.body as FormData;
    expect(form.get("purpose")).toBe("resume");
    expect((form.get("file") as File).name).toBe("resume.pdf");
  });

  it("fetches a fresh CSRF token and tries once more when the server turns it down", async () => {
    fetchMock
      .mockResolvedValueOnce(csrfAnswer("stale"))
      .mockResolvedValueOnce(
        json({ detail: "CSRF टोकन नहीं है या गलत है", reason: "csrfInvalid", params: {} }, 403),
      )
      .mockResolvedValueOnce(csrfAnswer("fresh"))
      .mockResolvedValueOnce(
        json({ url: "/api/v1/files/x.pdf/", content_type: "application/pdf", size: 1 }, 201),
      );
    await expect(uploadFile(pdf(), "resume")).resolves.toMatchObject({ size: 1 });
    expect(sentHeaders(3).get("x-csrf-token")).toMatch(/^fresh:/);
    expect(localStorage.getItem(STORAGE_KEYS.csrfToken)).toContain("fresh");
  });

  it("throws the server's detail, reason and params", async () => {
    fetchMock.mockResolvedValueOnce(csrfAnswer("csrf")).mockResolvedValueOnce(
      json(
        {
          detail: "Invalid resume file type",
          reason: "resumeTypeInvalid",
          params: {},
          errors: { file: "Invalid resume file type" },
        },
        422,
      ),
    );
    const error = await uploadFile(pdf(), "resume").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({
      message: "Invalid resume file type",
      status: 422,
      reason: "resumeTypeInvalid",
      params: {},
    });
  });

  it("does not guess a reason from the status when the answer names none", async () => {
    fetchMock
      .mockResolvedValueOnce(csrfAnswer("csrf"))
      .mockResolvedValueOnce(json({ detail: "Request Entity Too Large" }, 413));
    const error = await uploadFile(pdf(), "resume").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, reason: undefined });
  });
});
