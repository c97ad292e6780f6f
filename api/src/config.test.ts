import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

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
    const deployed = { NODE_ENV: "production", DATABASE_URL: "postgresql://db/kaamsetu" };
    expect(() => loadConfig(deployed)).toThrow(/SECRET_KEY must be set/);
    expect(() => loadConfig({ ...deployed, SECRET_KEY: "short" })).toThrow(/at least 32/);
    expect(loadConfig({ ...deployed, SECRET_KEY: "k".repeat(32) }).secretKey).toBe("k".repeat(32));
    expect(loadConfig({ NODE_ENV: "production" }).secretKey).toBeNull();
  });

  it("never seeds demo data into a production database of its own unless asked", () => {
    const deployed = {
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://db/k",
      SECRET_KEY: "k".repeat(32),
    };
    expect(loadConfig(deployed).seedOnEmpty).toBe(false);
    expect(loadConfig({ ...deployed, SEED_ON_EMPTY: "true" }).seedOnEmpty).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).seedOnEmpty).toBe(true);
  });
});
