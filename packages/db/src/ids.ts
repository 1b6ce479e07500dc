import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"; // Crockford base32, lower case: no i, l, o, u

/** Random base32 string; `length` characters carry 5 bits each (20 chars = 100 bits). */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = "";
  for (let i = 0; i < length; i += 1) out += ALPHABET[bytes[i]! & 31];
  return out;
}

/** Resource ids: a short type prefix and 100 random bits, e.g. `rnd_9x4k…`. */
export function newId(prefix: "acc" | "key" | "rnd" | "tpl" | "thm" | "ext" | "usr"): string {
  return `${prefix}_${randomToken(20)}`;
}
