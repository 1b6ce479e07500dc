import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { attachmentContentDisposition } from "./content-disposition";
import { verifyFileSignature } from "./file-signature";
import { isValidObjectKey } from "./object-key";
import type { FsObjectStore } from "./fs-object-store";

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const ROUTE_PREFIX = "/files/";

/**
 * Serves the fs driver's signed links at `GET /files/<key>?exp=…&fn=…&sig=…`. Framework-free so the
 * gateway can mount it on Express (either `app.get("/files/*", h)` or `app.use("/files", h)`: the
 * original URL is used when Express provides it) and tests can mount it on a bare http server.
 *
 * The signature is checked before the store is touched, so an unsigned probe cannot learn whether
 * an object exists.
 */
export function createSignedDownloadHandler({
  store,
  secret,
  now = () => new Date(),
  onError,
}: {
  store: FsObjectStore;
  secret: string;
  now?: () => Date;
  /** Unexpected failures (disk errors) are answered with 500 and reported here for logging. */
  onError?: (error: unknown, req: IncomingMessage) => void;
}): RequestHandler {
  return async (req, res) => {
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("Allow", "GET, HEAD");
        return sendError(res, 405, "method_not_allowed", "Only GET and HEAD are allowed on download links.");
      }

      const link = parseLink(req);
      const valid = link !== null && verifyFileSignature({ secret, key: link.key, exp: link.exp, filename: link.filename, sig: link.sig, now: now() });
      if (!valid) return sendError(res, 403, "link_expired", "This download link has expired or is not valid.");

      const file = await store.openReadStream(link.key);
      if (file === null) return sendError(res, 404, "not_found", "The file behind this link no longer exists.");

      res.statusCode = 200;
      // The fs driver stores rendered PDFs only; it keeps no per-object metadata to say otherwise.
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Length", String(file.size));
      res.setHeader("Content-Disposition", attachmentContentDisposition(link.filename ?? lastSegment(link.key)));
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (req.method === "HEAD") {
        file.stream.destroy();
        res.end();
        return;
      }
      await pipeline(file.stream, res);
    } catch (error) {
      // A client hanging up mid-download is normal, not a server fault.
      if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE") return;
      onError?.(error, req);
      if (!res.headersSent) {
        sendError(res, 500, "internal_error", "Internal server error.");
      } else {
        res.destroy();
      }
    }
  };
}

interface SignedLink {
  key: string;
  exp: string;
  filename?: string;
  sig: string;
}

function parseLink(req: IncomingMessage): SignedLink | null {
  // Express rewrites req.url under app.use(prefix, …) but keeps the full path in originalUrl.
  const rawUrl = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "";
  let url: URL;
  let pathname: string;
  try {
    url = new URL(rawUrl, "http://localhost");
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (!pathname.startsWith(ROUTE_PREFIX)) return null;
  const key = pathname.slice(ROUTE_PREFIX.length);
  const exp = url.searchParams.get("exp");
  const sig = url.searchParams.get("sig");
  const fn = url.searchParams.get("fn");
  if (!isValidObjectKey(key) || exp === null || sig === null) return null;
  return { key, exp, sig, ...(fn !== null && fn !== "" ? { filename: fn } : {}) };
}

function lastSegment(key: string): string {
  return key.slice(key.lastIndexOf("/") + 1);
}

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  const body = JSON.stringify({ error: { code, message } });
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", String(Buffer.byteLength(body)));
  res.setHeader("Cache-Control", "no-store");
  res.end(body);
}
