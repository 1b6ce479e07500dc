import { describe, expect, it } from "@jest/globals";
import { blankRules } from "./crop-ink";
import type { GreyImage } from "./grey-image";

// Crops drawn row by row: "#" a row of ink across the crop, "." a row with a few glyph pixels
// (below the speckle limit it would be blank: four dark pixels), " " a blank row.
function crop(rows: string, width = 40): GreyImage {
  const pixels = new Uint8Array(rows.length * width).fill(250);
  [...rows].forEach((r, y) => {
    const dark = r === "#" ? width : r === "." ? 4 : 0;
    for (let x = 0; x < dark; x++) pixels[y * width + x * Math.floor(width / Math.max(dark, 1))] = 20;
  });
  return { width, height: rows.length, pixels };
}

const inkedRows = (img: GreyImage) =>
  Array.from({ length: img.height }, (_, y) => (img.pixels.subarray(y * img.width, (y + 1) * img.width).some((v) => v < 128) ? "x" : " ")).join("");

describe("blankRules", () => {
  it("removes a rule printed a few rows above the glyphs, inside the word box or not", () => {
    const img = crop(" ##   ............ ");
    blankRules(img, 0, 19);
    expect(inkedRows(img)).toBe("      xxxxxxxxxxxx ");
  });

  it("removes dotted separators below as well, up to the next thick band", () => {
    const img = crop("............   #   #   ..........");
    blankRules(img, 0, 12);
    expect(inkedRows(img)).toBe("xxxxxxxxxxxx           xxxxxxxxxx");
  });

  it("keeps bands of faint or dotted glyphs that a single blank row splits", () => {
    const img = crop(".. .. .. .. .. ..");
    const before = inkedRows(img);
    blankRules(img, 0, 17);
    expect(inkedRows(img)).toBe(before);
  });

  it("keeps a band too tall to be a rule (another line of text)", () => {
    const img = crop(".....   ..........");
    blankRules(img, 8, 18);
    expect(inkedRows(img)).toBe("xxxxx   xxxxxxxxxx");
  });

  it("leaves a crop without ink in the box alone", () => {
    const img = crop("##      ");
    blankRules(img, 3, 8);
    expect(inkedRows(img)).toBe("xx      ");
  });
});
