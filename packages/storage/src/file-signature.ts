import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * HMAC-SHA256 over key, expiry and filename. The fields are joined with "\n", which none of them can
 * contain (keys are charset-restricted, exp is digits, and filenames are rejected if they do), so
 * two different triples can never produce the same signed message.
 */
export function signFile({ secret, key, exp, filename }: { secret: string; key: string; exp: number; filename?: string }): string {
  return createHmac("sha256", secret)
    .update(`v1\n${key}\n${exp}\n${filename ?? ""}`)
    .digest("hex");
}

export function verifyFileSignature({
  secret,
  key,
  exp,
  filename,
  sig,
  now = new Date(),
}: {
  secret: string;
  key: string;
  /** Unix seconds; the raw query value is accepted so callers need not pre-validate it. */
  exp: number | string;
  filename?: string;
  sig: string;
  now?: Date;
}): boolean {
  const expSeconds = typeof exp === "number" ? exp : /^\d{1,12}$/.test(exp) ? Number(exp) : NaN;
  if (!Number.isSafeInteger(expSeconds)) return false;
  if (Math.floor(now.getTime() / 1000) >= expSeconds) return false;
  if (!/^[0-9a-f]{64}$/.test(sig)) return false;
  if (filename !== undefined && filename.includes("\n")) return false;
  const expected = Buffer.from(signFile({ secret, key, exp: expSeconds, filename }), "hex");
  return timingSafeEqual(expected, Buffer.from(sig, "hex"));
}
