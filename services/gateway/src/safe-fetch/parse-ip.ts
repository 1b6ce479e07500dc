import { isIPv4, isIPv6 } from "node:net";

// Literal IP parsing for the address policy. Inputs are canonical already (WHATWG URL hosts or
// resolver answers), so the parsers are strict: a string they cannot read is not an address we
// will connect to, and callers treat `null` as "refuse".

/** Dotted-quad IPv4 as an unsigned 32-bit number. */
export function parseIPv4(text: string): number | null {
  if (!isIPv4(text)) return null;
  return text.split(".").reduce((value, part) => value * 256 + Number(part), 0);
}

/** IPv6 (optionally bracketed, optionally with a dotted IPv4 tail) as a 128-bit number. */
export function parseIPv6(text: string): bigint | null {
  const bare = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  // Zone ids (fe80::1%eth0) only exist for link-local scopes; isIPv6 rejects them, so do we.
  if (!isIPv6(bare)) return null;

  let head = bare;
  const tail: number[] = [];
  const lastColon = bare.lastIndexOf(":");
  const last = bare.slice(lastColon + 1);
  if (last.includes(".")) {
    const v4 = parseIPv4(last);
    if (v4 === null) return null;
    tail.push(Math.floor(v4 / 0x10000), v4 % 0x10000);
    head = bare.slice(0, lastColon + 1);
    if (!head.endsWith("::")) head = head.slice(0, -1);
  }

  const groups = expandGroups(head, 8 - tail.length);
  if (groups === null) return null;
  return [...groups, ...tail].reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

function expandGroups(text: string, want: number): number[] | null {
  const halves = text.split("::");
  const split = (part: string): string[] => (part === "" ? [] : part.split(":"));
  const left = split(halves[0] ?? "");
  const right = split(halves[1] ?? "");
  const fill = halves.length === 2 ? want - left.length - right.length : 0;
  if (fill < 0 || left.length + fill + right.length !== want) return null;
  const parts = [...left, ...Array<string>(fill).fill("0"), ...right];
  return parts.every((part) => /^[0-9a-f]{1,4}$/i.test(part)) ? parts.map((part) => parseInt(part, 16)) : null;
}
