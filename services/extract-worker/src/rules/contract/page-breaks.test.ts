import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import { contractText, softHyphen } from "./text";

// Filed copies break their clauses by the page: numbers counting the lines down the margin, notes at
// the foot of a page, words hyphenated across lines. The text stream reads the clause whole.
const sentences = (...pages: Parameters<typeof doc>) => contractText(doc(...pages)).sentences.map((s) => s.text.trim());

/** A line of text at `y` with its line number right-aligned in a margin column ending at x = 40. */
const numbered = (n: number, text: string, y: number) => [
  { text: String(n), x: 40 - String(n).length * 4, y, size: 8 },
  { text, x: 50, y },
];

describe("clauses broken by the page", () => {
  it("sets aside numbers that count the lines down the margin", () => {
    const lines = [
      "This Agreement is entered into as of 12 October 2026 by and between",
      "Alder Supply Corp., a corporation, and Brannock Systems. The term of this",
      "Agreement shall continue for an initial period of three (3) years.",
      "Either Party may terminate this Agreement upon ninety (90) days notice.",
      "This Agreement is governed by the laws of England.",
    ];
    expect(sentences(lines.flatMap((text, i) => numbered(i + 1, text, 60 + i * 13)))).toEqual([
      "This Agreement is entered into as of 12 October 2026 by and between Alder Supply Corp., a corporation, and Brannock Systems.",
      "The term of this Agreement shall continue for an initial period of three (3) years.",
      "Either Party may terminate this Agreement upon ninety (90) days notice.",
      "This Agreement is governed by the laws of England.",
    ]);
    // Every fifth line numbered: the numbers still count the lines they stand beside.
    const fifth = Array.from({ length: 20 }, (_, i) =>
      i % 5 === 4 ? numbered(i + 1, `line ${i + 1} of the clause,`, 60 + i * 13) : [{ text: `line ${i + 1} of the clause,`, x: 50, y: 60 + i * 13 }],
    );
    expect(contractText(doc(fifth.flat())).text).not.toMatch(/\b(?:5|10|15|20) line\b/);
  });

  it("keeps the numbers of paragraphs, which do not count lines", () => {
    const ct = contractText(
      doc([
        { text: "1 Services shall be provided as ordered.", x: 50, y: 60 },
        { text: "2 Fees are payable within thirty days.", x: 50, y: 73 },
        { text: "3 The term is two years.", x: 50, y: 120 },
        { text: "4 The laws of England govern this Agreement.", x: 50, y: 133 },
        { text: "5 Notices are given in writing.", x: 50, y: 190 },
      ]),
    );
    expect(ct.text).toMatch(/^1 Services .* 2 Fees .* 3 The term .* 4 The laws .* 5 Notices/);
  });

  it("reads the notes at the foot of a page after the text, so a sentence crossing the page stays whole", () => {
    const body = Array.from({ length: 6 }, (_, i) => ({ text: `Clause ${i + 1} applies to the Services.`, x: 50, y: 60 + i * 13 }));
    const ct = contractText(
      doc(
        [
          ...body,
          { text: "The Agreement shall continue for an initial period of", x: 50, y: 140 },
          { text: "1 Capitalised terms have the meanings given in the Master Agreement.", x: 50, y: 170, size: 7 },
        ],
        [{ text: "three (3) years (the Initial Term).", x: 50, y: 60 }],
      ),
    );
    const texts = ct.sentences.map((s) => s.text.trim());
    expect(texts).toContain("The Agreement shall continue for an initial period of three (3) years (the Initial Term).");
    expect(texts[texts.length - 1]).toBe("1 Capitalised terms have the meanings given in the Master Agreement.");
  });

  it("joins a word a typesetter hyphenated across lines, and keeps a compound's own hyphen", () => {
    expect(
      sentences([
        { text: "This Agreement shall not renew automat-", x: 50, y: 60 },
        { text: "ically.", x: 50, y: 73 },
      ]),
    ).toEqual(["This Agreement shall not renew automatically."]);
    expect(softHyphen("written notice of non-")).toBe(false);
    expect(softHyphen("a period of thirty-")).toBe(false);
    expect(softHyphen("upon the termi-")).toBe(true);
  });
});

// A converter may set the line count in the line itself, with no space after it: "5Alder Supply
// Corp., …" at the text's own left edge, and a number alone on an empty line.
describe("line numbers glued to the lines they count", () => {
  const lines = [
    "SUPPLY AGREEMENT",
    "",
    "This Agreement is entered into as of 12 October 2026 by and between",
    "Alder Supply Corp., a corporation, and Brannock Systems. The term of this",
    '"Agreement" shall continue for an initial period of three (3) years.',
    "",
    "1.1 Either Party may terminate this Agreement upon ninety (90) days notice.",
    "This Agreement is governed by the laws of England.",
  ];
  const glued = (from: number) => lines.map((text, i) => ({ text: `${from + i}${text}`, x: 50, y: 60 + i * 13 }));

  it("cuts the numbers off the lines' first words", () => {
    expect(sentences(glued(1))).toEqual([
      "SUPPLY AGREEMENT",
      "This Agreement is entered into as of 12 October 2026 by and between Alder Supply Corp., a corporation, and Brannock Systems.",
      'The term of this "Agreement" shall continue for an initial period of three (3) years.',
      "1.1 Either Party may terminate this Agreement upon ninety (90) days notice.",
      "This Agreement is governed by the laws of England.",
    ]);
    // The count runs on from the page before: line 12 of a page is "121.1 Either …".
    expect(sentences(glued(6))).toContain("1.1 Either Party may terminate this Agreement upon ninety (90) days notice.");
  });

  it("keeps the numbers of a list, which touch no word", () => {
    const text = contractText(
      doc(["1.Services", "2.Fees", "3.Term", "4.Law", "5.Notices", "6.Costs"].map((t, i) => ({ text: t, x: 50, y: 60 + i * 13 }))),
    ).text;
    expect(text).toMatch(/^1\.Services 2\.Fees/);
  });
});
