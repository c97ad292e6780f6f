import fs from "node:fs/promises";
import path from "node:path";
import type { SmsConfig } from "../config.js";
import { log } from "../log.js";
import { type OperationCounters, UNCOUNTED } from "../metrics.js";

// SMS delivery behind one small interface. `log` is for development and tests: it writes the
// message to the server log and appends it to an outbox file that tests and developers read the
// codes from. `http` posts to a real SMS gateway. config.ts decides which one runs (and refuses
// `log` in production unless explicitly allowed).

export interface SmsMessage {
  /** A normalised 10-digit Indian mobile number. */
  to: string;
  text: string;
}

export interface SmsProvider {
  readonly name: "log" | "http";
  /** Resolves once the message is handed over; rejects with SmsDeliveryError when it was not. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override name = "SmsDeliveryError";
}

/** One line of the log provider's outbox file. */
export interface OutboxEntry {
  to: string;
  text: string;
  /** ISO 8601. */
  sent_at: string;
}

/** Attempts the http provider makes before giving up on a network error, timeout or 5xx. */
const HTTP_ATTEMPTS = 2;
/** Pause before the retry, so a gateway that just hiccuped has a moment. */
const HTTP_RETRY_DELAY_MS = 250;

export function createSmsProvider(
  config: SmsConfig,
  counters: OperationCounters = UNCOUNTED,
): SmsProvider {
  return config.provider === "log"
    ? createLogSmsProvider(config.outboxFile, config.echo ?? false)
    : createHttpSmsProvider(config, counters);
}

/** The OTP text from the template: "{code}" and "{minutes}" replaced. */
export function otpMessage(template: string, code: string, minutes: number): string {
  // Replacer functions, so a `$` in the values is never read as a replacement pattern.
  return template.replaceAll("{code}", () => code).replaceAll("{minutes}", () => String(minutes));
}

function checkRecipient(to: string): void {
  // A caller's bug, not a delivery failure: it must not turn into "please try again".
  if (!/^\d{10}$/.test(to)) {
    throw new TypeError("SMS recipient must be a normalised 10-digit mobile number");
  }
}

function createLogSmsProvider(outboxFile: string, echo: boolean): SmsProvider {
  let directoryReady: Promise<unknown> | null = null;
  return {
    name: "log",
    async send({ to, text }) {
      checkRecipient(to);
      // Development only (config.ts refuses this provider in production unless allowed): the
      // code has to be readable somewhere, and this is where. In the message itself, on
      // purpose: the log's field redaction would blank it. The tests keep it to the outbox,
      // and prove that nothing else in the log carries a number or a code.
      if (echo) log.info(`SMS (log provider, not sent) to ${to}: ${text}`);
      else log.info("SMS (log provider, not sent): written to the outbox");
      const entry: OutboxEntry = { to, text, sent_at: new Date().toISOString() };
      try {
        directoryReady ??= fs.mkdir(path.dirname(outboxFile), { recursive: true });
        await directoryReady;
        // One append of the whole line (O_APPEND, one write): concurrent sends never interleave.
        await fs.appendFile(outboxFile, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      } catch (error) {
        directoryReady = null;
        throw new SmsDeliveryError(`could not write the SMS outbox ${outboxFile}`, {
          cause: error,
        });
      }
    },
  };
}

/** Every line of an outbox file, oldest first; none when the file does not exist yet. */
export async function readOutbox(file: string): Promise<OutboxEntry[]> {
  let content: string;
  try {
    content = await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return content
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as OutboxEntry);
}

type HttpSmsConfig = Extract<SmsConfig, { provider: "http" }>;

type AttemptOutcome =
  | { ok: true; status: number }
  | { ok: false; retry: boolean; reason: string; kind: "timeout" | "network" | "status" };

function createHttpSmsProvider(config: HttpSmsConfig, counters: OperationCounters): SmsProvider {
  // The gateway's host only: the URL may carry credentials in its query string.
  const gateway = new URL(config.url).host;
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json",
  };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

  async function attempt(body: string): Promise<AttemptOutcome> {
    try {
      const response = await fetch(config.url, {
        method: "POST",
        headers,
        body,
        // A redirect is a misconfiguration; following it would turn the POST into a GET.
        redirect: "manual",
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      // We only need the status; free the connection without reading an answer of any size.
      await response.body?.cancel().catch(() => {});
      if (response.status >= 200 && response.status < 300)
        return { ok: true, status: response.status };
      return {
        ok: false,
        retry: response.status >= 500,
        reason: `HTTP ${response.status}`,
        kind: "status",
      };
    } catch (error) {
      const name = (error as Error).name;
      if (name === "TimeoutError") {
        return {
          ok: false,
          retry: true,
          reason: `no answer within ${config.timeoutMs} ms`,
          kind: "timeout",
        };
      }
      return { ok: false, retry: true, reason: "network error", kind: "network" };
    }
  }

  return {
    name: "http",
    async send({ to, text }) {
      checkRecipient(to);
      // Never logged: the text carries the code, the headers the key.
      const body = JSON.stringify({ to: `+91${to}`, sender: config.sender, message: text });
      for (let attempts = 1; ; attempts++) {
        const outcome = await attempt(body);
        if (outcome.ok) {
          log.info("SMS sent", { gateway, status: outcome.status, attempts });
          return;
        }
        counters.smsGatewayFailure(outcome.kind);
        const retrying = outcome.retry && attempts < HTTP_ATTEMPTS;
        log.warn("SMS gateway failed", { gateway, reason: outcome.reason, attempts, retrying });
        if (!retrying) {
          throw new SmsDeliveryError(
            `SMS gateway ${gateway}: ${outcome.reason} after ${attempts} attempt${attempts === 1 ? "" : "s"}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, HTTP_RETRY_DELAY_MS));
      }
    },
  };
}
