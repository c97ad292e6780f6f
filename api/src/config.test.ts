import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_SMS_TEMPLATES, loadConfig } from "./config.js";

// Production needs an SMS gateway (or the log provider explicitly allowed).
const smsGateway = { SMS_HTTP_URL: "https://sms.example.in/v1/send" };

describe("loadConfig", () => {
  it("has working defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      embeddedPgPort: 0,
      nodeEnv: "development",
      seedOnEmpty: true,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it("rejects bad values with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start/);
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "staging" })).toThrow(/NODE_ENV must be one of/);
  });

  it("requires a long SECRET_KEY in production on a database of its own", () => {
    const deployed = {
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://db/kaamsetu",
      ...smsGateway,
    };
    expect(() => loadConfig(deployed)).toThrow(/SECRET_KEY must be set/);
    expect(() => loadConfig({ ...deployed, SECRET_KEY: "short" })).toThrow(/at least 32/);
    expect(loadConfig({ ...deployed, SECRET_KEY: "k".repeat(32) }).secretKey).toBe("k".repeat(32));
    expect(loadConfig({ NODE_ENV: "production", ...smsGateway }).secretKey).toBeNull();
  });

  it("never seeds demo data into a production database of its own unless asked", () => {
    const deployed = {
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://db/k",
      SECRET_KEY: "k".repeat(32),
      ...smsGateway,
    };
    expect(loadConfig(deployed).seedOnEmpty).toBe(false);
    expect(loadConfig({ ...deployed, SEED_ON_EMPTY: "true" }).seedOnEmpty).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", ...smsGateway }).seedOnEmpty).toBe(true);
  });

  it("allows no other origin by default, and takes CORS_ORIGINS as exact origins only", () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: " https://partner.example.in, http://localhost:5173 ," })
        .corsOrigins,
    ).toEqual(["https://partner.example.in", "http://localhost:5173"]);
    for (const bad of ["*", "partner.example.in", "https://partner.example.in/", "ftp://x.in"]) {
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS must be/);
    }
  });

  it("limits uploads to 5 MB unless UPLOAD_MAX_BYTES says otherwise", () => {
    expect(loadConfig({}).uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: "1024" }).uploadMaxBytes).toBe(1024);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: "5MB" })).toThrow(/UPLOAD_MAX_BYTES must be/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: "0" })).toThrow(/UPLOAD_MAX_BYTES must be/);
  });

  it("reads the metrics' token and port, and refuses bad ones", () => {
    expect(loadConfig({}).metrics).toEqual({ token: null, port: null });
    const token = "a-scraper-secret-0123456789";
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: "9464" }).metrics).toEqual({
      token,
      port: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/at least 16/);
    expect(() => loadConfig({ METRICS_TOKEN: "with a space in it ok" })).toThrow(/printable/);
    expect(() => loadConfig({ METRICS_PORT: "9464" })).toThrow(/needs METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: token, METRICS_PORT: "http" })).toThrow(
      /METRICS_PORT must be a whole number/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: token, METRICS_PORT: "3000" })).toThrow(
      /must differ from PORT/,
    );
  });

  describe("SMS", () => {
    it("writes to the outbox in DATA_DIR outside production", () => {
      const dataDir = path.resolve("/tmp/kaamsetu-data");
      for (const NODE_ENV of [undefined, "development", "test"]) {
        expect(loadConfig({ NODE_ENV, DATA_DIR: dataDir }).sms).toEqual({
          provider: "log",
          outboxFile: path.join(dataDir, "sms-outbox.jsonl"),
          // The tests keep codes out of the log, which they search for leaks.
          echo: NODE_ENV !== "test",
        });
      }
      expect(loadConfig({ SMS_OUTBOX_FILE: "relative/outbox.jsonl" }).sms).toEqual({
        provider: "log",
        outboxFile: path.resolve("relative/outbox.jsonl"),
        echo: true,
      });
      // Runs that search their logs for codes keep them in the outbox alone.
      expect(loadConfig({ SMS_LOG_ECHO: "false" }).sms).toMatchObject({ echo: false });
      expect(loadConfig({ NODE_ENV: "test", SMS_LOG_ECHO: "true" }).sms).toMatchObject({
        echo: true,
      });
      expect(() => loadConfig({ SMS_LOG_ECHO: "maybe" })).toThrow(
        new ConfigError('SMS_LOG_ECHO must be true or false, got "maybe"'),
      );
    });

    it("uses the http gateway by default in production, which then needs SMS_HTTP_URL", () => {
      expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/set SMS_HTTP_URL/);
      expect(() => loadConfig({ NODE_ENV: "production", SMS_PROVIDER: "http" })).toThrow(
        new ConfigError("SMS_PROVIDER=http needs SMS_HTTP_URL"),
      );
      expect(loadConfig({ NODE_ENV: "production", ...smsGateway }).sms).toEqual({
        provider: "http",
        url: smsGateway.SMS_HTTP_URL,
        apiKey: "",
        sender: "KAAMST",
        templates: DEFAULT_SMS_TEMPLATES,
        timeoutMs: 5000,
      });
      expect(
        loadConfig({
          SMS_PROVIDER: "http",
          ...smsGateway,
          SMS_HTTP_API_KEY: "key",
          SMS_SENDER_ID: "KSETU",
          SMS_TEMPLATE: "Code {code}, {minutes} min",
          SMS_TEMPLATE_HI: "कोड {code}",
          SMS_TIMEOUT_MS: "2500",
        }).sms,
      ).toEqual({
        provider: "http",
        url: smsGateway.SMS_HTTP_URL,
        apiKey: "key",
        sender: "KSETU",
        // The overridden ones replace theirs; the other languages keep their defaults.
        templates: { ...DEFAULT_SMS_TEMPLATES, en: "Code {code}, {minutes} min", hi: "कोड {code}" },
        timeoutMs: 2500,
      });
    });

    it("refuses the log provider in production unless SMS_LOG_IN_PRODUCTION=true", () => {
      const logInProduction = { NODE_ENV: "production", SMS_PROVIDER: "log" };
      expect(() => loadConfig(logInProduction)).toThrow(
        /SMS_PROVIDER=log writes one-time passwords/,
      );
      expect(() => loadConfig({ ...logInProduction, SMS_LOG_IN_PRODUCTION: "false" })).toThrow(
        ConfigError,
      );
      expect(loadConfig({ ...logInProduction, SMS_LOG_IN_PRODUCTION: "true" }).sms.provider).toBe(
        "log",
      );
      expect(() => loadConfig({ ...logInProduction, SMS_LOG_IN_PRODUCTION: "sure" })).toThrow(
        /SMS_LOG_IN_PRODUCTION must be true or false/,
      );
    });

    it("rejects a template without {code} and other bad values", () => {
      expect(() =>
        loadConfig({ SMS_PROVIDER: "http", ...smsGateway, SMS_TEMPLATE: "Hello" }),
      ).toThrow(new ConfigError("SMS_TEMPLATE must contain {code}"));
      expect(() => loadConfig({ SMS_PROVIDER: "carrier-pigeon" })).toThrow(
        /SMS_PROVIDER must be one of log, http/,
      );
      expect(() => loadConfig({ SMS_PROVIDER: "http", SMS_HTTP_URL: "ftp://sms" })).toThrow(
        /SMS_HTTP_URL must start with http: or https:/,
      );
      expect(() => loadConfig({ SMS_PROVIDER: "http", SMS_HTTP_URL: "not a url" })).toThrow(
        /SMS_HTTP_URL is not a valid URL/,
      );
      expect(() =>
        loadConfig({ SMS_PROVIDER: "http", ...smsGateway, SMS_TIMEOUT_MS: "50" }),
      ).toThrow(/SMS_TIMEOUT_MS must be a whole number from 100 to 60000/);
    });
  });
});
