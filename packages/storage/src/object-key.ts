/**
 * Object keys double as relative file paths (fs driver) and URL path segments (signed links), so
 * they are restricted to a charset that can neither escape the data dir nor need URL-encoding.
 */
const SEGMENT = /^[A-Za-z0-9._-]+$/;
const MAX_KEY_LENGTH = 512;

export class InvalidObjectKeyError extends Error {
  override readonly name = "InvalidObjectKeyError";
  constructor(readonly key: string) {
    super(`Invalid object key ${JSON.stringify(key.slice(0, 100))}: use [A-Za-z0-9._-] segments separated by "/"`);
  }
}

export function isValidObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  // "." and ".." would resolve to the parent dir; empty segments come from leading, trailing or double slashes.
  return key.split("/").every((segment) => SEGMENT.test(segment) && segment !== "." && segment !== "..");
}

export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new InvalidObjectKeyError(key);
}
