import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";

// GraphQL and REST answers are JSON that shrinks to a fifth with gzip; on a phone's slow link
// that is most of their time on the wire. Static files come precompressed (static.ts), and
// streamed answers (event streams, multipart) are left alone so that each part leaves at once.

const COMPRESSIBLE = /^(application\/([\w.+-]*json)|text\/(plain|html|csv))\b/;
/** Below this many bytes gzip's own header and the work are not worth it. */
const MIN_BYTES = 1024;
/**
 * Up to this many bytes an answer is gzipped on the spot: the thread pool's round trip (a
 * stream, a task, a callback) costs more than the work for a page of 20 jobs (13 KB), a real
 * share of a search's CPU (bench/RESULTS.md). Larger answers (0.8 ms and up at the
 * default level) go to the thread pool, so no answer holds up the others for long.
 */
export const SYNC_MAX_BYTES = 64 * 1024;
const gzipAsync = promisify(gzip);

/** Whether the client takes gzip. */
export function acceptsGzip(request: Request): boolean {
  return /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
}

/** `bytes` gzipped, as answers are: the page cache keeps a page this way too (ssr/render.ts). */
export function gzipBytes(bytes: Buffer): Promise<Buffer> {
  return gzipAsync(bytes);
}

export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has("content-encoding")) return response;
  if (!COMPRESSIBLE.test(response.headers.get("content-type") ?? "")) return response;
  if (!acceptsGzip(request)) return response;
  // These answers are complete before they are sent, so reading them whole costs no latency.
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append("vary", "accept-encoding");
  const init = { status: response.status, statusText: response.statusText, headers };
  if (bytes.length < MIN_BYTES) return new Response(bytes, init);
  headers.delete("content-length");
  headers.set("content-encoding", "gzip");
  return new Response(
    bytes.length <= SYNC_MAX_BYTES ? gzipSync(bytes) : await gzipAsync(bytes),
    init,
  );
}
