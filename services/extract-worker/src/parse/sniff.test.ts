import { describe, expect, it } from "@jest/globals";
import { looksLikePdf } from "./sniff";

const enc = (s: string) => new TextEncoder().encode(s);

describe("looksLikePdf", () => {
  it("accepts a header at the start or after leading junk within 1024 bytes", () => {
    expect(looksLikePdf(enc("%PDF-1.7\n"))).toBe(true);
    expect(looksLikePdf(enc(`${" ".repeat(1000)}%PDF-1.4`))).toBe(true);
  });
  it("refuses other files and a header that starts too late", () => {
    expect(looksLikePdf(enc("<html>%PDF"))).toBe(false);
    expect(looksLikePdf(enc(`${" ".repeat(1020)}%PDF-1.4`))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
  });
});
