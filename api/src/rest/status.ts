import type { ErrorCode } from "../errors.js";

// The HTTP status of each error code: the one table. The REST gateway answers with it; app.ts
// (failures no route caught) and http/ssr/render.ts (whether a page's GraphQL answer failed on our side) read
// it too. The domain's errors carry a code and know nothing of HTTP.

export const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** The status of a code as GraphQL reported it; 500 for anything else (a masked bug). */
export const httpStatusOf = (code: unknown): number =>
  typeof code === "string" && Object.hasOwn(HTTP_STATUS, code)
    ? HTTP_STATUS[code as ErrorCode]
    : 500;
