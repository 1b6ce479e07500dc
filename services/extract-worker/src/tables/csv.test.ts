import { describe, expect, it } from "@jest/globals";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes fields with commas, quotes and line breaks and ends records with CRLF", () => {
    expect(
      toCsv([
        ["a", "b,c"],
        ['say "hi"', "two\nlines"],
        ["", "x"],
      ]),
    ).toBe('a,"b,c"\r\n"say ""hi""","two\nlines"\r\n,x\r\n');
  });
  it("is empty for no rows", () => {
    expect(toCsv([])).toBe("");
  });
});
