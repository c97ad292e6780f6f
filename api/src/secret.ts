import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config.js";

/**
 * SECRET_KEY when set (required in production); otherwise a random key kept in DATA_DIR, so a
 * developer's tokens survive restarts and no secret ever sits in the repository.
 */
export async function resolveSecretKey(config: Config): Promise<string> {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, "secret-key");
  const existing = await fs.readFile(file, "utf8").catch(() => null);
  if (existing && existing.trim().length >= 32) return existing.trim();
  await fs.mkdir(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString("hex");
  await fs.writeFile(file, key, { mode: 0o600 });
  return key;
}
