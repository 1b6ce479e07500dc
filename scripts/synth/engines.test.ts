import { describe, expect, it } from "@jest/globals";
import { lengthInMm, withoutBundledFonts } from "./engines";

describe("printing through another layout engine", () => {
  it("reads the print options' lengths in millimetres, a bare number as CSS pixels", () => {
    expect(lengthInMm("210mm")).toBe(210);
    expect(lengthInMm("8.5in")).toBeCloseTo(215.9);
    expect(lengthInMm("793px")).toBeCloseTo(209.8, 1);
    expect(lengthInMm(96)).toBeCloseTo(25.4);
    expect(lengthInMm(undefined)).toBe(0);
    expect(() => lengthInMm("1em")).toThrow();
  });

  it("drops our bundled faces and their preload links, keeping the font stacks", () => {
    const html =
      `<head><link rel="preload" href="https://assets.quire.invalid/fonts/inter/a.woff2" as="font"><style>` +
      `@font-face {font-family: 'Inter';src: url(https://assets.quire.invalid/fonts/inter/a.woff2) format('woff2');}` +
      `body { font-family: Inter, sans-serif }</style></head>`;
    expect(withoutBundledFonts(html)).toBe(`<head><style>body { font-family: Inter, sans-serif }</style></head>`);
  });
});
