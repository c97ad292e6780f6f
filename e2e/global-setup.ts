import fs from "node:fs";
import path from "node:path";
import { appSecrets, leaksIn } from "./support/log-secrets";
import { SERVER_LOG, SMS_OUTBOX, startApp } from "./support/server";

/**
 * Starts the built app on a scratch database for the whole run and hands its address to the
 * workers through E2E_BASE_URL, its DATA_DIR through E2E_DATA_DIR. With E2E_BASE_URL already
 * set, the specs run against that app instead and nothing is started (set E2E_DATA_DIR to its
 * DATA_DIR for the sign-in specs). The returned function is Playwright's global teardown: it
 * searches the server's log for every session token, phone number and one-time password of the
 * run (support/log-secrets.ts) and fails the run on any, then stops the app.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const app = await startApp({
    name: "e2e",
    logFile: SERVER_LOG,
    port: Number(process.env.E2E_PORT) || undefined,
    keepData: Boolean(process.env.E2E_KEEP_DATA),
    env: {
      // Every browser shares 127.0.0.1, whose 20 codes (and 60 phone lookups) an hour a full run
      // outgrows.
      OTP_MAX_PER_IP_PER_HOUR: "1000",
      CHECK_USER_MAX_PER_IP_PER_HOUR: "1000",
      // A spec registers a phone and signs in with it again within seconds; the 30 s wait
      // between two codes for one phone is the unit tests' business (api and web).
      OTP_RESEND_SECONDS: "0",
      // Codes only in the outbox, as a real gateway keeps them out of the log: the teardown
      // searches the log for them.
      SMS_LOG_ECHO: "false",
      // One server process: a spec that changes a job and then reads the server-drawn /jobs
      // would otherwise meet another worker's page cache (its 5 s, ADR 0005). Several
      // processes on one database are test:scale's to prove.
      WEB_CONCURRENCY: "1",
    },
  });
  process.env.E2E_BASE_URL = app.baseURL;
  // The specs read one-time passwords from the app's SMS outbox there (support/accounts.ts).
  process.env.E2E_DATA_DIR = app.dataDir;
  return async () => {
    let leaks: string[] = [];
    try {
      const secrets = await appSecrets(app.dataDir, path.join(app.dataDir, SMS_OUTBOX));
      leaks = leaksIn(fs.readFileSync(SERVER_LOG, "utf8"), secrets, "e2e/artifacts/server.log");
      console.log(
        `server log: searched for ${secrets.tokenHashes.size} session tokens, ${secrets.phones.size} phone numbers and ${secrets.codes.size} one-time passwords: ${leaks.length} found`,
      );
    } finally {
      await app.stop();
      delete process.env.E2E_BASE_URL;
      delete process.env.E2E_DATA_DIR;
    }
    if (leaks.length > 0) {
      throw new Error(
        `the server's log holds secrets of the run (issue 42: never tokens, phone numbers or OTPs):\n${leaks.slice(0, 20).join("\n")}`,
      );
    }
  };
}
