import http from "node:http";

// HTTP for `npm run test:scale` (test-scale.ts), on node:http alone: a client whose requests
// leave from a loopback address of its own (127.x.y.z: every one of them reaches this machine),
// so each person of the walk is a client address of their own and the per-address limits
// count them apart from every other run, and the round-robin proxy in front of the instances.

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: Record<string, unknown> | null;
}

export interface CallOptions {
  /** The loopback address the request leaves from: the client's address. */
  from: string;
  headers?: Record<string, string>;
  /** JSON unless `form` is set. */
  body?: unknown;
  /** A form-encoded body (admin sign-in, as the spec's client sends it). */
  form?: Record<string, string>;
  timeoutMs?: number;
}

const REQUEST_TIMEOUT_MS = 30_000;

export function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions,
): Promise<Answer> {
  const url = new URL(path, base);
  let payload: string | undefined;
  const headers: Record<string, string> = { ...options.headers };
  if (options.form) {
    payload = new URLSearchParams(options.form).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  } else if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers,
        localAddress: options.from,
        agent: false,
        timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: Record<string, unknown> | null = null;
          if (response.headers["content-type"]?.includes("json") && text) {
            try {
              json = JSON.parse(text) as Record<string, unknown>;
            } catch {}
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${method} ${url} timed out`)));
    request.on("error", reject);
    request.end(payload);
  });
}

export interface EventStream {
  /** The `event: next` payloads so far. */
  readonly events: Record<string, unknown>[];
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  readonly isEnded: boolean;
  close(): void;
}

/** Opens a GraphQL subscription over server-sent events, as the web bell does. */
export function openEventStream(
  base: string,
  token: string,
  query: string,
  from: string,
): Promise<EventStream> {
  const url = new URL("/graphql", base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: url.pathname,
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          authorization: `Bearer ${token}`,
        },
        localAddress: from,
        agent: false,
      },
      (response) => {
        if (!response.headers["content-type"]?.startsWith("text/event-stream")) {
          reject(new Error(`not an event stream: ${response.statusCode}`));
          response.resume();
          return;
        }
        const events: Record<string, unknown>[] = [];
        let buffer = "";
        let isEnded = false;
        const ended = new Promise<void>((done) => {
          const finish = () => {
            isEnded = true;
            done();
          };
          response.on("end", finish);
          response.on("close", finish);
          response.on("error", finish);
        });
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let split = buffer.indexOf("\n\n");
          while (split >= 0) {
            const lines = buffer.slice(0, split).split("\n");
            buffer = buffer.slice(split + 2);
            if (lines.includes("event: next")) {
              const data = lines
                .filter((line) => line.startsWith("data:"))
                .map((line) => line.slice(5).trim())
                .join("\n");
              events.push(JSON.parse(data) as Record<string, unknown>);
            }
            split = buffer.indexOf("\n\n");
          }
        });
        resolve({
          events,
          ended,
          get isEnded() {
            return isEnded;
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify({ query }));
  });
}

export interface Proxy {
  url: string;
  /** Requests sent to each upstream, in the order given. */
  readonly hits: number[];
  close(): Promise<void>;
}

/**
 * A round-robin reverse proxy: each request to the next upstream, bodies streamed both ways (an
 * event stream passes through as it comes and ends when its upstream ends it), with
 * X-Forwarded-For appended as nginx's `$proxy_add_x_forwarded_for` does (deploy/nginx.conf).
 */
export async function startProxy(upstreams: string[]): Promise<Proxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const hits = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((incoming, outgoing) => {
    const index = next++ % targets.length;
    hits[index] = (hits[index] ?? 0) + 1;
    const target = targets[index] as URL;
    const forwarded = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": forwarded },
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    // A client that goes away (a stream closed) closes its upstream request too.
    outgoing.on("close", () => upstream.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
