// Request bodies read with a bound, for REST (rest/gateway.ts) and GraphQL (graphql/input-guard.ts,
// graphql/upload-limit.ts). Uploads arrive as multipart bodies, which the Fetch API would read
// whole before anyone can look at the file's size. These read at most the upload limit (plus room for the form's other
// fields and boundaries) and stop there, so a 2 GB body costs 5 MB of memory and then a 413.

/** What a multipart form may carry besides the file: boundaries, part headers, small fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A refused body up to this long is read to its end and thrown away, so the client gets to read
 * our 413 (cutting a connection mid-upload makes browsers report a network error instead).
 * Longer ones are cut off.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** Reads what is left of a refused body without keeping it, up to DRAIN_MAX_BYTES. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  let total = alreadyRead;
  try {
    while (total <= DRAIN_MAX_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}

export const isMultipart = (request: Request) =>
  /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");

/** The body's bytes, or null when it is longer than `limit` (reading stops there). */
export async function readBounded(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  if (Number.isFinite(declared) && declared > limit) {
    await discard(reader, 0);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await discard(reader, total);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The multipart form of a request whose body fits the upload limit; null when it does not. */
export async function boundedFormData(
  request: Request,
  uploadMaxBytes: number,
): Promise<FormData | null> {
  const bytes = await readBounded(request, uploadMaxBytes + MULTIPART_OVERHEAD_BYTES);
  if (!bytes) return null;
  return new Request(request.url, {
    method: "POST",
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    body: bytes,
  }).formData();
}
