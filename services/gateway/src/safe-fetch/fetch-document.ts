import { addAbortSignal } from "node:stream";
import { AppError } from "@quire/contracts";
import { parseFileUrl, literalAddress } from "./file-url";
import { createHostGuard, normaliseHost, resolveWithSystemDns, type ResolveHost } from "./host-guard";
import { httpGet } from "./http-get";
import { checkAnnouncedLength, readCappedBody } from "./read-capped-body";
import { describeFetchFailure } from "./fetch-errors";

// SSRF-safe download of a caller's file_url. Every hop (the URL and each redirect target) is parsed
// and checked on its own, the address check runs where the socket connects, redirects are followed
// by hand so none is taken unchecked, and one deadline covers the whole exchange, body included.

export interface FetchDocumentOptions {
  /** The plan's document size limit; larger downloads fail with 413 input_too_large. */
  maxBytes: number;
  /** Wall-clock budget for all hops, headers and body; exceeded → 504 render_timeout. */
  timeoutMs: number;
  /** Redirects followed before giving up. Default 3. */
  maxRedirects?: number;
  /** Operator allow-list: host names (exact, case-insensitive) that may resolve to private addresses. */
  allowHosts?: readonly string[];
  /** Name resolution; system DNS by default, injected by tests. */
  lookup?: ResolveHost;
}

export interface FetchedDocument {
  bytes: Buffer;
  contentType?: string;
  finalUrl: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export async function fetchDocument(rawUrl: string, options: FetchDocumentOptions): Promise<FetchedDocument> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await followHops(rawUrl, options, controller.signal);
  } catch (error) {
    throw describeFetchFailure(error, controller.signal.aborted, options.timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}

async function followHops(rawUrl: string, options: FetchDocumentOptions, signal: AbortSignal): Promise<FetchedDocument> {
  const maxRedirects = options.maxRedirects ?? 3;
  const allowHosts = new Set((options.allowHosts ?? []).map(normaliseHost));
  const resolve = options.lookup ?? resolveWithSystemDns;

  let url = parseFileUrl(rawUrl, "file_url");
  for (let redirects = 0; ; redirects += 1) {
    const subject = redirects === 0 ? "file_url" : "file_url redirect target";
    const guard = createHostGuard({ resolve, allowHosts, subject });
    const literal = literalAddress(url);
    if (literal !== null) guard.vetLiteral(literal, url.hostname);

    const { request, response } = await httpGet(url, { lookup: guard.lookup, signal });
    try {
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        if (redirects >= maxRedirects) throw new AppError("invalid_request", `file_url redirected more than ${maxRedirects} times.`);
        url = nextHop(url, response.headers.location);
        continue;
      }
      if (status < 200 || status > 299) throw new AppError("invalid_request", `fetching file_url failed with HTTP ${status}.`);

      checkAnnouncedLength(response.headers["content-length"], options.maxBytes);
      const bytes = await readCappedBody(addAbortSignal(signal, response), options.maxBytes);
      return { bytes, contentType: response.headers["content-type"], finalUrl: url.href };
    } finally {
      // Redirect and error bodies are never read, and an unfinished body must not keep streaming.
      request.destroy();
    }
  }
}

function nextHop(current: URL, location: string | undefined): URL {
  if (location === undefined || location === "") throw new AppError("invalid_request", "file_url redirected without a Location.");
  let target: string;
  try {
    target = new URL(location, current).href;
  } catch {
    throw new AppError("invalid_request", "file_url redirect target is not a valid URL.");
  }
  return parseFileUrl(target, "file_url redirect target");
}
