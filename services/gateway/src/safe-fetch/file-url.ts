import { isIP } from "node:net";
import { AppError } from "@quire/contracts";

// Parses file_url and every redirect target the same way. WHATWG URL parsing normalises every
// IPv4 spelling (2130706433, 0177.0.0.1, 0x7f.1, 127.1, full-width digits, percent-escapes) to a
// dotted quad and compresses IPv6, so the address policy only ever sees canonical literals.

/** `subject` names the URL in messages: "file_url" or "file_url redirect target". */
export function parseFileUrl(raw: string, subject: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError("invalid_request", `${subject} is not a valid URL.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new AppError("invalid_request", `${subject} must be an http or https URL.`);
  }
  // Credentials would be sent to whoever answers, and they hint at internal services.
  if (url.username !== "" || url.password !== "") {
    throw new AppError("invalid_request", `${subject} must not contain credentials.`);
  }
  url.hash = "";
  return url;
}

/**
 * The host as a literal address (brackets stripped), or null when it is a name to resolve. Uses
 * the same isIP test Node's socket uses to skip its lookup, so nothing can slip between the two.
 */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) === 0 ? null : host;
}
