import { extensionOf as storedExtensionOf } from "@kaamsetu/shared/file-types";
import { REQUEST_TIMEOUT_MS } from "../../config";
import { sessionToken } from "../../session/session";

// An application's resume comes from GET /api/v1/applications/{id}/resume/ with the session's
// bearer token (a plain link would carry none), so it is fetched, then saved from a blob.

export function resumeUrl(applicationId: string): string {
  return `/api/v1/applications/${encodeURIComponent(applicationId)}/resume/`;
}

/** The extension the server named the file with, else the one its type says. */
function extensionOf(response: Response): string {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const named = /filename\*?=(?:UTF-8'')?"?[^";]*\.([A-Za-z0-9]{1,5})"?/i.exec(disposition)?.[1];
  if (named) return named.toLowerCase();
  const type = (response.headers.get("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
  return storedExtensionOf(type) ?? "pdf";
}

/** "resume-ravi-kumar.pdf": letters and digits of the name only, so any system accepts it. */
export function resumeFileName(name: string, extension: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `resume${slug ? `-${slug}` : ""}.${extension}`;
}

/** Downloads the resume as a file; throws when the server does not hand it over. */
export async function downloadResume(applicationId: string, applicantName: string): Promise<void> {
  const token = sessionToken();
  const response = await fetch(resumeUrl(applicationId), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`resume download answered ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = resumeFileName(applicantName, extensionOf(response));
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; a moment later it can go.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}
