import path from "node:path";
import { REGISTRATION_TOKEN_SECONDS_DEFAULT } from "@kaamsetu/shared/constants";
import {
  ADMIN_LOGIN_DEFAULTS,
  BHASHINI_INFERENCE_URL_DEFAULT,
  BHASHINI_TRANSLATION_SERVICE_DEFAULT,
  DEFAULT_LANGUAGE,
  INACTIVITY_TIMEOUT_MS,
  LANGUAGE_FALLBACKS,
  LANGUAGES,
  type Language,
  OTP_DEFAULTS,
  PAGE_CACHE_TTL_MS_DEFAULT,
  UPLOAD_MAX_BYTES_DEFAULT,
} from "./constants.js";
import { ROOT } from "./paths.js";

// Every environment variable the server reads is parsed and validated here, once. The README's
// configuration table lists the same variables; keep them in step.

export class ConfigError extends Error {}

export interface Config {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  /** Null: start the embedded PostgreSQL in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** Port for the embedded PostgreSQL; 0 picks a free one at each start. */
  embeddedPgPort: number;
  dbPoolSize: number;
  /** A request's query that takes longer fails (503) rather than holding its visitor; 0: none. */
  dbQueryTimeoutMs: number;
  redisUrl: string | null;
  /** Signs CSRF tokens and keys hashes; required in production with DATABASE_URL. */
  secretKey: string | null;
  /** The SQL console role's password (services/admin/sql-console.ts); derived when unset. */
  sqlConsolePassword: string | null;
  csrfTokenTtlSeconds: number;
  /** Trust X-Forwarded-For from the reverse proxy for client addresses. */
  trustProxy: boolean;
  /** Other origins whose pages may call the API from a browser (CORS); none by default. */
  corsOrigins: string[];
  graphql: {
    maxDepth: number;
    maxCost: number;
    maxAliases: number;
    maxTokens: number;
    /** Who may send documents that are not the web client's persisted ones. */
    arbitraryOperations: "all" | "authenticated";
  };
  otp: {
    ttlSeconds: number;
    maxAttempts: number;
    resendSeconds: number;
    maxPerPhonePerHour: number;
    maxPerIpPerHour: number;
  };
  /** Lookups of whether a phone number is registered, per client address per hour. */
  checkUserMaxPerIpPerHour: number;
  /** Admin sign-in attempts allowed per username and per client address in their windows. */
  adminLogin: { maxPerUsername: number; maxPerAddress: number };
  session: { idleSeconds: number; maxAgeSeconds: number; registrationTokenSeconds: number };
  sms: SmsConfig;
  /** Machine translation of job texts (services/translation); off unless TRANSLATION_PROVIDER. */
  translation: TranslationConfig;
  seedOnEmpty: boolean;
  /**
   * Job alerts (services/alerts): posting a job marks its fan-out pending; this process hands
   * pending ones to the background queue (alerts/hand-off.ts) and runs the queue (api/src/queue).
   * JOB_ALERTS=false turns all of it off (the bench compares).
   */
  jobAlerts: boolean;
  /** Background tasks this process runs at once (QUEUE_CONCURRENCY). */
  queueConcurrency: number;
  /** Largest file one upload may carry, in bytes. */
  uploadMaxBytes: number;
  logLevel: "debug" | "info" | "warn" | "error";
  /** How long a server-drawn page is served again to visitors; 0: every page drawn afresh. */
  pageCacheTtlMs: number;
  /**
   * `/metrics` for Prometheus: served only to `Authorization: Bearer <token>`, and not at all
   * without a token; on `port` too, a listener of its own, when set.
   */
  metrics: { token: string | null; port: number | null };
  /** Server processes (node:cluster workers); null: the cores in production, else one. */
  webConcurrency: number | null;
  /** Where traces go (OTLP over HTTP); null: no tracing, and nothing of it loaded. */
  otlpEndpoint: string | null;
  webDist: string;
}

export type TranslationConfig =
  | { provider: "off" }
  | {
      provider: "bhashini";
      /** Bhashini's pipeline inference endpoint (its `callbackUrl`). */
      url: string;
      /** Sent as the Authorization header; never logged. */
      apiKey: string;
      /** The translation model's serviceId. */
      serviceId: string;
      timeoutMs: number;
    };

export type SmsConfig =
  | {
      provider: "log";
      outboxFile: string;
      /**
       * Also print each message, code included, in the server log: a developer's way to read
       * codes; off under the tests and with SMS_LOG_ECHO=false (the browser tests and
       * test:scale, which search their logs for numbers and codes).
       */
      echo?: boolean;
    }
  | {
      provider: "http";
      url: string;
      apiKey: string;
      sender: string;
      /** By language; `{code}` and `{minutes}` are filled in. */
      templates: Readonly<Partial<Record<Language, string>>>;
      timeoutMs: number;
    };

export const DEFAULT_SMS_TEMPLATE =
  "{code} is your KaamSetu OTP. It is valid for {minutes} minutes. Do not share it with anyone.";

/**
 * The OTP SMS in each language that has one; the others get their fallback's (bh: hi), then
 * English. A text in an Indian script goes as a Unicode (UCS-2) SMS, one segment up to 70
 * characters; with a 6-digit code and a 2-digit lifetime each text here fits one segment (a test
 * holds every one to it, docs/languages.md gives their lengths): an Indian gateway charges a
 * Unicode segment like a plain one, and a 71st character would make it two. SMS_TEMPLATE
 * replaces the English one, SMS_TEMPLATE_<LNG> another language's, e.g. SMS_TEMPLATE_HI (each
 * must be registered with the gateway's DLT templates as sent).
 */
export const DEFAULT_SMS_TEMPLATES: Readonly<Partial<Record<Language, string>>> = {
  en: DEFAULT_SMS_TEMPLATE,
  hi: "{code} आपका KaamSetu OTP है। {minutes} मिनट तक चलेगा। किसी को न बताएँ।",
  mr: "{code} हा तुमचा KaamSetu OTP आहे. {minutes} मिनिटे चालेल. कोणाला सांगू नका.",
  ml: "{code} ആണ് KaamSetu OTP. {minutes} മിനിറ്റ് വരെ ഉപയോഗിക്കാം. ആരോടും പറയരുത്.",
  bn: "{code} আপনার KaamSetu OTP। {minutes} মিনিট পর্যন্ত চলবে। কাউকে বলবেন না।",
  ta: "KaamSetu OTP: {code}. {minutes} நிமிடம் செல்லும். யாரிடமும் சொல்லாதீர்கள்.",
  te: "{code} మీ KaamSetu OTP. {minutes} నిమిషాలు పనిచేస్తుంది. ఎవరికీ చెప్పకండి.",
};

/** The OTP template for `language`: its own, else its fallbacks', else English. */
export function smsTemplateFor(
  templates: Readonly<Partial<Record<Language, string>>>,
  language: Language,
): string {
  for (const lng of [language, ...(LANGUAGE_FALLBACKS[language] ?? [])]) {
    const template = templates[lng];
    if (template) return template;
  }
  return templates.en ?? DEFAULT_SMS_TEMPLATE;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(", ")}, got "${raw}"`);
  }
  return raw as T;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === "") return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(" or ")}`);
  }
  return raw;
}

/** Comma-separated exact origins (`https://host[:port]`), each as a browser sends it. */
function origins(env: Env, name: string): string[] {
  const entries = (env[name] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    let origin: string | null = null;
    try {
      origin = new URL(entry).origin;
    } catch {}
    if (origin !== entry || !/^https?:/.test(entry)) {
      throw new ConfigError(
        `${name} must be comma-separated origins like https://partner.example.in (scheme, host and port only), got "${entry}"`,
      );
    }
  }
  return [...new Set(entries)];
}

/** The smallest METRICS_TOKEN: a scraper's secret, not a word someone could guess. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

function metricsConfig(env: Env, port: number): Config["metrics"] {
  const token = env.METRICS_TOKEN || null;
  if (token !== null && !/^[\x21-\x7e]+$/.test(token)) {
    throw new ConfigError("METRICS_TOKEN must be printable ASCII without spaces");
  }
  if (token !== null && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`);
  }
  const metricsPort = env.METRICS_PORT ? integer(env, "METRICS_PORT", 0, 1, 65535) : null;
  if (metricsPort !== null && token === null) {
    throw new ConfigError("METRICS_PORT serves /metrics, which needs METRICS_TOKEN");
  }
  if (metricsPort !== null && metricsPort === port) {
    throw new ConfigError("METRICS_PORT must differ from PORT");
  }
  return { token, port: metricsPort };
}

function smsConfig(env: Env, nodeEnv: Config["nodeEnv"], dataDir: string): SmsConfig {
  const provider = oneOf(
    env,
    "SMS_PROVIDER",
    ["log", "http"],
    nodeEnv === "production" ? "http" : "log",
  );
  if (provider === "log") {
    // The log provider writes codes where anyone with the logs can read them.
    if (nodeEnv === "production" && !boolean(env, "SMS_LOG_IN_PRODUCTION", false)) {
      throw new ConfigError(
        "SMS_PROVIDER=log writes one-time passwords to the log; in production set SMS_PROVIDER=http " +
          "with SMS_HTTP_URL, or SMS_LOG_IN_PRODUCTION=true for a machine nobody else uses",
      );
    }
    return {
      provider,
      outboxFile: path.resolve(env.SMS_OUTBOX_FILE || path.join(dataDir, "sms-outbox.jsonl")),
      echo: boolean(env, "SMS_LOG_ECHO", nodeEnv !== "test"),
    };
  }
  const gateway = url(env, "SMS_HTTP_URL", ["http:", "https:"]);
  if (!gateway) {
    throw new ConfigError(
      env.SMS_PROVIDER
        ? "SMS_PROVIDER=http needs SMS_HTTP_URL"
        : "Production sends one-time passwords through an SMS gateway: set SMS_HTTP_URL (and " +
            "SMS_HTTP_API_KEY), or SMS_PROVIDER=log with SMS_LOG_IN_PRODUCTION=true on a machine " +
            "nobody else uses",
    );
  }
  const templates: Partial<Record<Language, string>> = { ...DEFAULT_SMS_TEMPLATES };
  for (const language of LANGUAGES) {
    const name =
      language === DEFAULT_LANGUAGE ? "SMS_TEMPLATE" : `SMS_TEMPLATE_${language.toUpperCase()}`;
    const template = env[name];
    if (!template) continue;
    if (!template.includes("{code}")) throw new ConfigError(`${name} must contain {code}`);
    templates[language] = template;
  }
  return {
    provider,
    url: gateway,
    apiKey: env.SMS_HTTP_API_KEY ?? "",
    sender: env.SMS_SENDER_ID || "KAAMST",
    templates,
    timeoutMs: integer(env, "SMS_TIMEOUT_MS", 5000, 100, 60_000),
  };
}

function translationConfig(env: Env): TranslationConfig {
  const provider = oneOf(env, "TRANSLATION_PROVIDER", ["off", "bhashini"], "off");
  if (provider === "off") return { provider };
  const apiKey = env.TRANSLATION_API_KEY ?? "";
  if (!apiKey) {
    throw new ConfigError(
      "TRANSLATION_PROVIDER=bhashini needs TRANSLATION_API_KEY (the inference API key)",
    );
  }
  return {
    provider,
    url: url(env, "TRANSLATION_URL", ["http:", "https:"]) ?? BHASHINI_INFERENCE_URL_DEFAULT,
    apiKey,
    serviceId: env.TRANSLATION_SERVICE_ID || BHASHINI_TRANSLATION_SERVICE_DEFAULT,
    timeoutMs: integer(env, "TRANSLATION_TIMEOUT_MS", 10_000, 100, 60_000),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = oneOf(env, "NODE_ENV", ["development", "production", "test"], "development");
  const secretKey = env.SECRET_KEY || null;
  const databaseUrl = url(env, "DATABASE_URL", ["postgres:", "postgresql:"]);
  if (secretKey !== null && secretKey.length < 32) {
    throw new ConfigError("SECRET_KEY must be at least 32 characters");
  }
  // A deployment (production with its own database, maybe several instances) must share one
  // key; a single machine on the embedded database may keep a generated one in DATA_DIR.
  if (nodeEnv === "production" && databaseUrl && !secretKey) {
    throw new ConfigError("SECRET_KEY must be set in production when DATABASE_URL is set");
  }
  const dataDir = path.resolve(env.DATA_DIR || path.join(ROOT, ".data"));
  const port = integer(env, "PORT", 3000, 0, 65535);
  return {
    nodeEnv,
    host: env.HOST || "0.0.0.0",
    port,
    databaseUrl,
    dataDir,
    embeddedPgPort: integer(env, "EMBEDDED_PG_PORT", 0, 0, 65535),
    dbPoolSize: integer(env, "DB_POOL_SIZE", 10, 1, 200),
    dbQueryTimeoutMs: integer(env, "DB_QUERY_TIMEOUT_MS", 10_000, 0, 600_000),
    redisUrl: url(env, "REDIS_URL", ["redis:", "rediss:"]),
    secretKey,
    sqlConsolePassword: env.SQL_CONSOLE_PASSWORD || null,
    csrfTokenTtlSeconds: integer(env, "CSRF_TOKEN_TTL_SECONDS", 3600, 60, 86400),
    trustProxy: boolean(env, "TRUST_PROXY", false),
    corsOrigins: origins(env, "CORS_ORIGINS"),
    graphql: {
      maxDepth: integer(env, "GRAPHQL_MAX_DEPTH", 10, 2, 50),
      maxCost: integer(env, "GRAPHQL_MAX_COST", 9000, 100, 1_000_000),
      maxAliases: integer(env, "GRAPHQL_MAX_ALIASES", 15, 1, 1000),
      maxTokens: integer(env, "GRAPHQL_MAX_TOKENS", 2000, 100, 100_000),
      arbitraryOperations: oneOf(
        env,
        "GRAPHQL_ARBITRARY_OPERATIONS",
        ["all", "authenticated"],
        nodeEnv === "production" ? "authenticated" : "all",
      ),
    },
    otp: {
      ttlSeconds: integer(env, "OTP_TTL_SECONDS", OTP_DEFAULTS.ttlSeconds, 30, 3600),
      maxAttempts: integer(env, "OTP_MAX_ATTEMPTS", OTP_DEFAULTS.maxAttempts, 1, 20),
      resendSeconds: integer(env, "OTP_RESEND_SECONDS", OTP_DEFAULTS.resendSeconds, 0, 3600),
      maxPerPhonePerHour: integer(
        env,
        "OTP_MAX_PER_PHONE_PER_HOUR",
        OTP_DEFAULTS.maxPerPhonePerHour,
        1,
        1000,
      ),
      maxPerIpPerHour: integer(
        env,
        "OTP_MAX_PER_IP_PER_HOUR",
        OTP_DEFAULTS.maxPerIpPerHour,
        1,
        100_000,
      ),
    },
    checkUserMaxPerIpPerHour: integer(env, "CHECK_USER_MAX_PER_IP_PER_HOUR", 60, 1, 100_000),
    adminLogin: {
      maxPerUsername: integer(
        env,
        "ADMIN_LOGIN_MAX_PER_USERNAME",
        ADMIN_LOGIN_DEFAULTS.maxPerUsername,
        1,
        1000,
      ),
      maxPerAddress: integer(
        env,
        "ADMIN_LOGIN_MAX_PER_ADDRESS",
        ADMIN_LOGIN_DEFAULTS.maxPerAddress,
        1,
        100_000,
      ),
    },
    session: {
      idleSeconds: integer(
        env,
        "SESSION_IDLE_SECONDS",
        INACTIVITY_TIMEOUT_MS / 1000,
        60,
        30 * 86400,
      ),
      maxAgeSeconds: integer(env, "SESSION_MAX_AGE_SECONDS", 30 * 86400, 3600, 365 * 86400),
      registrationTokenSeconds: integer(
        env,
        "REGISTRATION_TOKEN_SECONDS",
        REGISTRATION_TOKEN_SECONDS_DEFAULT,
        60,
        86400,
      ),
    },
    sms: smsConfig(env, nodeEnv, dataDir),
    translation: translationConfig(env),
    // Demo data belongs on a developer's machine, never in a real deployment's empty database.
    seedOnEmpty: boolean(env, "SEED_ON_EMPTY", !(nodeEnv === "production" && databaseUrl)),
    jobAlerts: boolean(env, "JOB_ALERTS", true),
    queueConcurrency: integer(env, "QUEUE_CONCURRENCY", 2, 1, 32),
    uploadMaxBytes: integer(
      env,
      "UPLOAD_MAX_BYTES",
      UPLOAD_MAX_BYTES_DEFAULT,
      1,
      100 * 1024 * 1024,
    ),
    logLevel: oneOf(env, "LOG_LEVEL", ["debug", "info", "warn", "error"], "info"),
    pageCacheTtlMs: integer(env, "PAGE_CACHE_TTL_MS", PAGE_CACHE_TTL_MS_DEFAULT, 0, 60_000),
    metrics: metricsConfig(env, port),
    webConcurrency: env.WEB_CONCURRENCY ? integer(env, "WEB_CONCURRENCY", 1, 1, 64) : null,
    otlpEndpoint: url(env, "OTEL_EXPORTER_OTLP_ENDPOINT", ["http:", "https:"]),
    webDist: path.join(ROOT, "web/dist"),
  };
}
