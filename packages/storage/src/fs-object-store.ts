import { randomUUID } from "node:crypto";
import type { ReadStream } from "node:fs";
import { access, constants, mkdir, open, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { sanitizeFilename } from "./content-disposition";
import { signFile } from "./file-signature";
import { assertValidObjectKey } from "./object-key";
import type { ObjectStore } from "./object-store";

export interface FsObjectStoreOptions {
  /** Data directory; created on first write. */
  dir: string;
  /** Where the gateway is reachable from the caller, e.g. `https://quire.example.com`. */
  publicBaseUrl: string;
  /** HMAC key for download links; rotating it invalidates every outstanding link. */
  secret: string;
  now?: () => Date;
}

/** The fs driver adds a streaming read so the download handler never buffers a 50 MiB PDF. */
export interface FsObjectStore extends ObjectStore {
  readonly driver: "fs";
  /** null when the object does not exist. The caller must consume or destroy the stream. */
  openReadStream(key: string): Promise<{ stream: ReadStream; size: number } | null>;
}

/** Errors meaning "nothing stored under this key" rather than a broken disk. */
const MISSING = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException | undefined)?.code ?? "");
}

export function createFsObjectStore({ dir, publicBaseUrl, secret, now = () => new Date() }: FsObjectStoreOptions): FsObjectStore {
  const root = path.resolve(dir);
  const baseUrl = publicBaseUrl.replace(/\/+$/, "");

  function filePath(key: string): string {
    assertValidObjectKey(key);
    const resolved = path.join(root, ...key.split("/"));
    // Belt and braces: the key charset already rules out escaping the root.
    const relative = path.relative(root, resolved);
    if (relative === "" || relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
      throw new Error(`Object key resolves outside the data dir: ${key}`);
    }
    return resolved;
  }

  return {
    driver: "fs",

    async put(key, body) {
      // contentType is not persisted: the fs driver only ever serves PDFs (see the download handler).
      const target = filePath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Same directory as the target so rename() is atomic; readers see the old file or the new one.
      const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
      try {
        const handle = await open(temp, "wx", 0o600);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(filePath(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async openReadStream(key) {
      let handle;
      try {
        handle = await open(filePath(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // Size from the open descriptor, so a concurrent replace cannot make Content-Length lie.
      const stats = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle from here on and closes it on end, error or destroy.
      return { stream: handle.createReadStream(), size: stats.size };
    },

    async delete(key) {
      try {
        await unlink(filePath(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async presign(key, { expiresInSeconds, filename }) {
      assertValidObjectKey(key);
      if (!Number.isSafeInteger(expiresInSeconds) || expiresInSeconds <= 0) {
        throw new RangeError(`expiresInSeconds must be a positive integer, got ${expiresInSeconds}`);
      }
      const exp = Math.floor(now().getTime() / 1000) + expiresInSeconds;
      const fn = filename === undefined ? undefined : sanitizeFilename(filename);
      const query = new URLSearchParams({ exp: String(exp) });
      if (fn !== undefined) query.set("fn", fn);
      query.set("sig", signFile({ secret, key, exp, filename: fn }));
      return `${baseUrl}/files/${key}?${query.toString()}`;
    },

    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
