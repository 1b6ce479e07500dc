import { isIPv4, isIPv6 } from "node:net";
import ipaddr from "ipaddr.js";

// Which addresses file_url may reach. IPv4 is a deny-list of the IANA special-purpose registry;
// IPv6 is an allow-list (global unicast 2000::/3 only) minus its special-purpose blocks, so new or
// odd IPv6 ranges fail closed. IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4) are
// judged by the IPv4 address they lead to, because that is where the packets end up. Parsing and
// prefix matching are ipaddr.js's; node:net's strict checks come first, because ipaddr.js also reads
// forms no canonical host has (`127.1`, `0x7f.0.0.1`, a bare 32-bit number, zone ids), and input we
// would have to guess about is not an address we connect to.

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

// Forms that carry an IPv4 destination: [prefix, bits, byte offset of the embedded IPv4].
const IPV6_EMBEDDING_IPV4: readonly (readonly [base: string, bits: number, offset: number])[] = [
  ["::ffff:0:0", 96, 12], // IPv4-mapped
  ["64:ff9b::", 96, 12], // NAT64 well-known prefix
  ["2002::", 16, 2], // 6to4
];

const v4Ranges = (ranges: readonly V4Range[]) => ranges.map(([base, bits]) => [ipaddr.IPv4.parse(base), bits] as [ipaddr.IPv4, number]);
const v6Range = ([base, bits]: V6Range) => [ipaddr.IPv6.parse(base), bits] as [ipaddr.IPv6, number];

const V4_NOT_PUBLIC = v4Ranges(IPV4_NOT_PUBLIC);
const V6_GLOBAL_UNICAST = v6Range(IPV6_GLOBAL_UNICAST);
const V6_NOT_PUBLIC = IPV6_NOT_PUBLIC.map(v6Range);
const V6_EMBEDDING_V4 = IPV6_EMBEDDING_IPV4.map(([base, bits, offset]) => ({ range: v6Range([base, bits]), offset }));

/** True only for a literal address that is public unicast. Unparseable input is not public. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicIPv4(ipaddr.IPv4.parse(address));
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  // Zone ids (fe80::1%eth0) only exist for link-local scopes; isIPv6 and ipaddr.js accept them, we do not.
  return isIPv6(bare) && !bare.includes("%") && isPublicIPv6(ipaddr.IPv6.parse(bare));
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return !V4_NOT_PUBLIC.some((range) => address.match(range));
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  for (const { range, offset } of V6_EMBEDDING_V4) {
    if (address.match(range)) return isPublicIPv4(new ipaddr.IPv4(address.toByteArray().slice(offset, offset + 4)));
  }
  return address.match(V6_GLOBAL_UNICAST) && !V6_NOT_PUBLIC.some((range) => address.match(range));
}
