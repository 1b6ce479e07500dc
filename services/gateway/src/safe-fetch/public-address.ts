import { parseIPv4, parseIPv6 } from "./parse-ip";

// Which addresses file_url may reach. IPv4 is a deny-list of the IANA special-purpose registry;
// IPv6 is an allow-list (global unicast 2000::/3 only) minus its special-purpose blocks, so new or
// odd IPv6 ranges fail closed. IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4) are
// judged by the IPv4 address they lead to, because that is where the packets end up.

type V4Range = readonly [base: string, bits: number];
type V6Range = readonly [base: string, bits: number];

const IPV4_NOT_PUBLIC: readonly V4Range[] = [
  ["0.0.0.0", 8], // "this network"; 0.0.0.0 reaches localhost on Linux
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata endpoints
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.88.99.0", 24], // deprecated 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, including broadcast 255.255.255.255
];

const IPV6_GLOBAL_UNICAST: V6Range = ["2000::", 3];

const IPV6_NOT_PUBLIC: readonly V6Range[] = [
  ["2001::", 23], // IETF protocol assignments: Teredo 2001::/32, benchmarking, ORCHID
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation (RFC 9637)
];

// Forms whose low bits are an IPv4 destination: [prefix, bits, shift to the embedded IPv4].
const IPV6_EMBEDDING_IPV4: readonly (readonly [base: string, bits: number, shift: bigint])[] = [
  ["::ffff:0:0", 96, 0n], // IPv4-mapped
  ["64:ff9b::", 96, 0n], // NAT64 well-known prefix
  ["2002::", 16, 80n], // 6to4
];

/** True only for a literal address that is public unicast. Unparseable input is not public. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4 !== null) return isPublicIPv4(v4);
  const v6 = parseIPv6(address);
  return v6 !== null && isPublicIPv6(v6);
}

function isPublicIPv4(value: number): boolean {
  return !IPV4_NOT_PUBLIC.some(([base, bits]) => inIPv4Range(value, base, bits));
}

function isPublicIPv6(value: bigint): boolean {
  for (const [base, bits, shift] of IPV6_EMBEDDING_IPV4) {
    if (inIPv6Range(value, base, bits)) return isPublicIPv4(Number((value >> shift) & 0xffffffffn));
  }
  const [globalBase, globalBits] = IPV6_GLOBAL_UNICAST;
  if (!inIPv6Range(value, globalBase, globalBits)) return false;
  return !IPV6_NOT_PUBLIC.some(([base, bits]) => inIPv6Range(value, base, bits));
}

function inIPv4Range(value: number, base: string, bits: number): boolean {
  const shift = 32 - bits;
  // Division instead of >>> keeps the arithmetic unsigned for the /0../8 cases.
  return Math.floor(value / 2 ** shift) === Math.floor((parseIPv4(base) ?? -1) / 2 ** shift);
}

function inIPv6Range(value: bigint, base: string, bits: number): boolean {
  const shift = BigInt(128 - bits);
  return value >> shift === (parseIPv6(base) ?? -1n) >> shift;
}
