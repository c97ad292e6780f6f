import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

// Where uploaded bytes live. Local disk under DATA_DIR/uploads today; S3-compatible storage later
// implements the same three calls. Keys are random names we made, never a client's file name.

export interface StoredBytes {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  size: number;
}

export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<StoredBytes | null>;
  /** Removes `key`; a key that is already gone is fine. */
  delete(key: string): Promise<void>;
}

/** A storage key: 32 random hex characters and the extension of the sniffed type. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}\.[a-z]{3,4}$/;

/** What storage holds: a storage key, or a key's variant (a picture's smaller size). */
const STORED_NAME_PATTERN = /^[0-9a-f]{32}(?:-\d{1,4})?\.[a-z]{3,4}$/;

export function newStorageKey(extension: string): string {
  return `${randomBytes(16).toString("hex")}.${extension}`;
}

/** Where a file's variant of `size` px is stored beside it: `<key>-96.webp` for `<key>.webp`. */
export function variantKey(storageKey: string, size: number): string {
  const dot = storageKey.lastIndexOf(".");
  return `${storageKey.slice(0, dot)}-${size}${storageKey.slice(dot)}`;
}

/** Files in `dir`, which is made on first use. */
export function createLocalStorage(dir: string): FileStorage {
  let made: Promise<unknown> | null = null;
  const ensureDir = () => {
    made ??= fs.mkdir(dir, { recursive: true, mode: 0o700 });
    return made;
  };
  // Only our own key shape reaches the disk, so no key can name a path outside `dir`.
  const fileFor = (key: string) => {
    if (!STORED_NAME_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(dir, key);
  };

  return {
    async put(key, bytes) {
      const target = fileFor(key);
      await ensureDir();
      // Written aside and renamed: a reader never sees half a file, a crash leaves only a temp.
      const temp = path.join(dir, `.tmp-${randomBytes(8).toString("hex")}`);
      try {
        await fs.writeFile(temp, bytes, { mode: 0o600, flag: "wx" });
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!STORED_NAME_PATTERN.test(key)) return null;
      const file = fileFor(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: stat.size };
    },
    async delete(key) {
      if (!STORED_NAME_PATTERN.test(key)) return;
      await fs.rm(fileFor(key), { force: true });
    },
  };
}
