import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { connectionsPerProcess, POOL_HEADROOM_CONNECTIONS, workerCount } from "./primary.js";

const database = { maxConnections: 100, reservedConnections: 3 };

describe("workerCount", () => {
  it("runs one worker a core in production, one process elsewhere", () => {
    const production = loadConfig({
      NODE_ENV: "production",
      SMS_PROVIDER: "log",
      SMS_LOG_IN_PRODUCTION: "true",
    });
    expect(workerCount(production, database, 4).workers).toBe(4);
    expect(workerCount(loadConfig({ NODE_ENV: "development" }), database, 4).workers).toBe(1);
  });

  it("takes WEB_CONCURRENCY, within the database's connections", () => {
    const config = loadConfig({ WEB_CONCURRENCY: "8", DB_POOL_SIZE: "10" });
    // 10 + the queue's 2 + 2 + the listener's 1.
    expect(connectionsPerProcess(config)).toBe(15);
    const budget = Math.floor((100 - 3 - POOL_HEADROOM_CONNECTIONS) / 15);
    expect(workerCount(config, database, 2)).toEqual({ workers: budget, wanted: 8, budget });
    expect(workerCount(loadConfig({ WEB_CONCURRENCY: "3" }), database, 2).workers).toBe(3);
  });

  it("runs one at least, however small the budget", () => {
    const config = loadConfig({ WEB_CONCURRENCY: "4", DB_POOL_SIZE: "50" });
    expect(workerCount(config, { maxConnections: 20, reservedConnections: 3 }, 2).workers).toBe(1);
  });

  it("refuses a WEB_CONCURRENCY that is not a count", () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "many" })).toThrow(/WEB_CONCURRENCY/);
  });
});
