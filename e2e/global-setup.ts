import { SERVER_LOG, startApp } from "./support/server";

/**
 * Starts the built app on a scratch database for the whole run and hands its address to the
 * workers through E2E_BASE_URL. With E2E_BASE_URL already set, the specs run against that app
 * instead and nothing is started. The returned function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const app = await startApp({
    name: "e2e",
    logFile: SERVER_LOG,
    port: Number(process.env.E2E_PORT) || undefined,
    keepData: Boolean(process.env.E2E_KEEP_DATA),
  });
  process.env.E2E_BASE_URL = app.baseURL;
  return async () => {
    await app.stop();
    delete process.env.E2E_BASE_URL;
  };
}
