import { describe, expect, it } from "@jest/globals";
import { isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it.each(
    /* prettier-ignore */ [
    "8.8.8.8", "1.1.1.1", "93.184.216.34", "100.63.255.255", "100.128.0.0", "172.15.255.255", "172.32.0.0",
    "169.253.255.255", "192.167.255.255", "223.255.255.255",
    "2606:4700:4700::1111", "2a00:1450:4001:80e::200e", "2001:200::1",
    "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1",
  ],
  )("allows public unicast %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(
    /* prettier-ignore */ [
    ["0.0.0.0", "unspecified"], ["0.1.2.3", "this network"], ["127.0.0.1", "loopback"], ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"], ["172.16.0.1", "private"], ["172.31.255.255", "private"], ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local / metadata"], ["100.64.0.1", "CGNAT"], ["100.127.255.255", "CGNAT"],
    ["192.0.0.8", "IETF"], ["192.0.2.1", "TEST-NET-1"], ["198.51.100.7", "TEST-NET-2"], ["203.0.113.9", "TEST-NET-3"],
    ["198.18.0.1", "benchmark"], ["198.19.255.255", "benchmark"], ["192.88.99.1", "6to4 relay"],
    ["224.0.0.1", "multicast"], ["239.255.255.250", "multicast"], ["240.0.0.1", "reserved"], ["255.255.255.255", "broadcast"],
    ["::", "unspecified"], ["::1", "loopback"], ["[::1]", "bracketed loopback"], ["0:0:0:0:0:0:0:1", "long loopback"],
    ["fe80::1", "link-local"], ["febf::1", "link-local"], ["fc00::1", "ULA"], ["fd12:3456::1", "ULA"], ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "mapped loopback"], ["::ffff:7f00:1", "mapped loopback, hex"], ["::ffff:10.0.0.1", "mapped private"],
    ["::ffff:169.254.169.254", "mapped metadata"], ["::ffff:0:0", "mapped 0.0.0.0"], ["::127.0.0.1", "IPv4-compatible"],
    ["::ffff:0:7f00:1", "IPv4-translated"], ["64:ff9b::7f00:1", "NAT64 loopback"], ["64:ff9b::a00:1", "NAT64 private"],
    ["64:ff9b:1::808:808", "local-use NAT64"], ["2002:7f00:1::1", "6to4 loopback"], ["2002:c0a8:101::1", "6to4 private"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"], ["2001:db8::1", "documentation"], ["3fff::1", "documentation"],
    ["2001:2::1", "benchmark"], ["100::1", "discard"], ["fe80::1%eth0", "zone id"],
    ["", "empty"], ["localhost", "a name"], ["127.1", "short form (never canonical)"], ["1.2.3.4.5", "garbage"],
  ],
  )("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe("literal forms", () => {
  it("judges compressed, full and dotted-tail forms of one address alike", () => {
    for (const text of ["2606:4700:4700::1111", "2606:4700:4700:0:0:0:0:1111", "::ffff:8.8.8.8", "::ffff:808:808"]) expect(isPublicAddress(text)).toBe(true);
    for (const text of ["::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::"]) expect(isPublicAddress(text)).toBe(false);
  });

  it("refuses malformed input and forms no canonical host has, even when they name a public address", () => {
    for (const text of ["1:::2", ":1::", "1:2:3:4:5:6:7:8:9", "::g", "::1.2.3", "2606:4700:::1111", "2606:4700:4700::1111%eth0"])
      expect(isPublicAddress(text)).toBe(false);
    // 8.8.8.8 as one number, in three parts, in hex and with leading zeros: ipaddr.js alone reads them.
    for (const text of ["134744072", "8.8.2056", "0x8.8.8.8", "008.008.008.008"]) expect(isPublicAddress(text)).toBe(false);
  });
});
