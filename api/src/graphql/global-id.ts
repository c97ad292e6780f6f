import { BadRequestError } from "../errors.js";

// Global IDs are base64url("Type:localId"). Anything else is the caller's mistake: a 400, never
// an unexpected error.

export function encodeGlobalID(typename: string, id: string | number | bigint): string {
  return Buffer.from(`${typename}:${id}`).toString("base64url");
}

export function decodeGlobalID(globalID: string): { typename: string; id: string } {
  const decoded = /^[A-Za-z0-9_-]{1,200}={0,2}$/.test(globalID)
    ? Buffer.from(globalID, "base64url").toString("utf8")
    : "";
  const match = /^([A-Z][A-Za-z]{0,49}):([0-9]{1,10})$/.exec(decoded);
  if (!match?.[1] || !match[2]) throw new BadRequestError("invalidId");
  return { typename: match[1], id: match[2] };
}

/** The numeric key of a global ID of the given type. */
export function localId(globalID: string, typename: string): number {
  const decoded = decodeGlobalID(globalID);
  const id = Number(decoded.id);
  if (decoded.typename !== typename || id > 2_147_483_647) {
    throw new BadRequestError("invalidTypedId", { type: typename });
  }
  return id;
}
