import http from "node:http";
import { createServerAdapter } from "@whatwg-node/server";
import { HTTP_SERVER_TIMEOUTS, type HttpServerTimeouts } from "../constants.js";

// The one place the app meets Node's HTTP server, for `npm start` and the tests alike, so what
// the tests prove of timeouts holds for the server people use. A client that never finishes its
// headers (or its body) is cut off: a slow phone is given minutes, a slow attack not forever.

export type FetchHandler = (request: Request, context: unknown) => Promise<Response>;

export function createHttpServer(
  handle: FetchHandler,
  timeouts: HttpServerTimeouts = HTTP_SERVER_TIMEOUTS,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // How often the two above are checked: without it a timeout could run 30 s late.
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    createServerAdapter(handle),
  );
  return server;
}
