import { once } from "node:events";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SMS_TEMPLATE, type SmsConfig } from "../config.js";
import {
  createSmsProvider,
  type OutboxEntry,
  otpMessage,
  readOutbox,
  SmsDeliveryError,
} from "./sms.js";

// The http provider runs against a real HTTP server on a free local port standing in for the
// SMS gateway; the log provider writes a real file.

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface FakeGateway {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** `answer` is called for each request (1-based); leaving `res` alone means never answering. */
async function startGateway(
  answer: (res: http.ServerResponse, request: number) => void,
): Promise<FakeGateway> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      answer(res, received.length);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function reply(status: number, body = "{}") {
  return (res: http.ServerResponse) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(body);
  };
}

function httpConfig(url: string, overrides: Partial<SmsConfig> = {}): SmsConfig {
  return {
    provider: "http",
    url,
    apiKey: "test-key-s3cret",
    sender: "KAAMST",
    templates: { en: DEFAULT_SMS_TEMPLATE },
    timeoutMs: 2000,
    ...overrides,
  } as SmsConfig;
}

/** Everything the server log printed during a test (and kept off the test output). */
let logged = "";
/** The log's records, one JSON object a line. */
const records = () =>
  logged
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
beforeEach(() => {
  logged = "";
  const capture = (chunk: string | Uint8Array) => {
    logged += String(chunk);
    return true;
  };
  vi.spyOn(process.stdout, "write").mockImplementation(capture);
  vi.spyOn(process.stderr, "write").mockImplementation(capture);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const message = { to: "9876543210", text: otpMessage(DEFAULT_SMS_TEMPLATE, "482913", 5) };

describe("otpMessage", () => {
  it("fills in the code and the minutes", () => {
    expect(message.text).toBe(
      "482913 is your KaamSetu OTP. It is valid for 5 minutes. Do not share it with anyone.",
    );
    expect(otpMessage("{code} / {code} ({minutes} min) $&", "012345", 10)).toBe(
      "012345 / 012345 (10 min) $&",
    );
  });
});

describe("http provider", () => {
  let gateway: FakeGateway | null = null;
  afterEach(async () => {
    await gateway?.close();
    gateway = null;
  });

  it("posts the message as JSON with the key and counts one success", async () => {
    gateway = await startGateway(reply(202));
    const provider = createSmsProvider(httpConfig(gateway.url));
    expect(provider.name).toBe("http");
    await provider.send(message);
    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/messages");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers.authorization).toBe("Bearer test-key-s3cret");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      to: "+919876543210",
      sender: "KAAMST",
      message: message.text,
    });
    // Status and attempts are logged; the code and the key never are.
    expect(records()).toContainEqual(
      expect.objectContaining({ msg: "SMS sent", status: 202, attempts: 1 }),
    );
    expect(logged).not.toContain("482913");
    expect(logged).not.toContain("test-key-s3cret");
  });

  it("sends no Authorization header without a key", async () => {
    gateway = await startGateway(reply(200));
    await createSmsProvider(httpConfig(gateway.url, { apiKey: "" })).send(message);
    expect(gateway.received[0]?.headers.authorization).toBeUndefined();
  });

  it("retries once after a 5xx and succeeds", async () => {
    gateway = await startGateway((res, n) => reply(n === 1 ? 500 : 200)(res));
    await createSmsProvider(httpConfig(gateway.url)).send(message);
    expect(gateway.received).toHaveLength(2);
    expect(gateway.received[1]?.body).toBe(gateway.received[0]?.body);
    expect(records()).toContainEqual(expect.objectContaining({ msg: "SMS sent", attempts: 2 }));
  });

  it("gives up with SmsDeliveryError after two failures", async () => {
    gateway = await startGateway(reply(503));
    const sending = createSmsProvider(httpConfig(gateway.url)).send(message);
    await expect(sending).rejects.toThrow(SmsDeliveryError);
    await expect(sending).rejects.toThrow(/HTTP 503 after 2 attempts/);
    expect(gateway.received).toHaveLength(2);
    expect(logged).not.toContain("482913");
  });

  it.each([400, 401, 422, 429])("does not retry a %i", async (status) => {
    gateway = await startGateway(reply(status, '{"error":"bad"}'));
    await expect(createSmsProvider(httpConfig(gateway.url)).send(message)).rejects.toThrow(
      new SmsDeliveryError(
        `SMS gateway ${new URL(gateway.url).host}: HTTP ${status} after 1 attempt`,
      ),
    );
    expect(gateway.received).toHaveLength(1);
  });

  it("does not follow a redirect", async () => {
    gateway = await startGateway((res) => {
      res.writeHead(302, { location: "/elsewhere" });
      res.end();
    });
    await expect(createSmsProvider(httpConfig(gateway.url)).send(message)).rejects.toThrow(
      /HTTP 302 after 1 attempt/,
    );
    expect(gateway.received).toHaveLength(1);
  });

  it("times out a gateway that never answers, retries once, then fails", async () => {
    gateway = await startGateway(() => {});
    const started = performance.now();
    await expect(
      createSmsProvider(httpConfig(gateway.url, { timeoutMs: 200 })).send(message),
    ).rejects.toThrow(/no answer within 200 ms after 2 attempts/);
    expect(gateway.received).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("fails after a retry when nothing listens", async () => {
    const closed = await startGateway(reply(200));
    await closed.close();
    await expect(createSmsProvider(httpConfig(closed.url)).send(message)).rejects.toThrow(
      /network error after 2 attempts/,
    );
  });

  it("refuses a recipient that is not a normalised number before sending", async () => {
    gateway = await startGateway(reply(200));
    const provider = createSmsProvider(httpConfig(gateway.url));
    await expect(provider.send({ to: "+919876543210", text: "x" })).rejects.toThrow(TypeError);
    expect(gateway.received).toHaveLength(0);
  });
});

describe("log provider", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-sms-"));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("logs the message and appends one JSON line to the outbox, creating its directory", async () => {
    const outboxFile = path.join(dir, "nested", "deeper", "sms-outbox.jsonl");
    const provider = createSmsProvider({ provider: "log", outboxFile, echo: true });
    expect(provider.name).toBe("log");
    expect(await readOutbox(outboxFile)).toEqual([]);
    const before = Date.now();
    await provider.send(message);
    const lines = (await fs.readFile(outboxFile, "utf8")).split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("");
    const entry = JSON.parse(lines[0] ?? "") as OutboxEntry;
    expect(Object.keys(entry)).toEqual(["to", "text", "sent_at"]);
    expect(entry).toMatchObject({ to: "9876543210", text: message.text });
    expect(new Date(entry.sent_at).toISOString()).toBe(entry.sent_at);
    expect(Date.parse(entry.sent_at)).toBeGreaterThanOrEqual(before);
    expect(logged).toContain(message.text);
    // Only the server's user may read the codes.
    expect((await fs.stat(outboxFile)).mode & 0o777).toBe(0o600);

    await provider.send({ to: "9123456789", text: "second" });
    expect((await readOutbox(outboxFile)).map((e) => e.text)).toEqual([message.text, "second"]);
  });

  it("keeps the message out of the log unless told to print it", async () => {
    const outboxFile = path.join(dir, "quiet.jsonl");
    await createSmsProvider({ provider: "log", outboxFile }).send(message);
    expect((await readOutbox(outboxFile)).map((e) => e.text)).toEqual([message.text]);
    expect(logged).toContain("written to the outbox");
    expect(logged).not.toContain("482913");
    expect(logged).not.toContain(message.to);
  });

  it("keeps every line whole when many messages are sent at once", async () => {
    const outboxFile = path.join(dir, "concurrent.jsonl");
    const provider = createSmsProvider({ provider: "log", outboxFile });
    const texts = Array.from(
      { length: 50 },
      (_, i) => `${String(i).padStart(6, "0")} ${"x".repeat(500)}`,
    );
    await Promise.all(texts.map((text) => provider.send({ to: "9876543210", text })));
    const entries = await readOutbox(outboxFile);
    expect(entries.map((e) => e.text).sort()).toEqual(texts);
  });

  it("rejects with SmsDeliveryError when the outbox cannot be written", async () => {
    const blocker = path.join(dir, "a-file");
    await fs.writeFile(blocker, "");
    const provider = createSmsProvider({
      provider: "log",
      outboxFile: path.join(blocker, "sms-outbox.jsonl"),
    });
    await expect(provider.send(message)).rejects.toThrow(SmsDeliveryError);
  });
});
