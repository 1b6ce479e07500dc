import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import { contractText } from "./text";

const sentencesOf = (...lines: string[]) => contractText(doc(lines.map((text, i) => ({ text, x: 50, y: 60 + i * 12 })))).sentences.map((s) => s.text.trim());

describe("contract text stream", () => {
  it("does not end a sentence at a legal form, an initial, a dotted country or a German ordinal day", () => {
    expect(
      sentencesOf(
        "This Agreement is made between Alder Inc.",
        '("Alder") of Austin, Texas, U.S.A. and Marta J. Olsen.',
        "Der Vertrag tritt am 1. März 2024 in Kraft.",
      ),
    ).toEqual([
      'This Agreement is made between Alder Inc. ("Alder") of Austin, Texas, U.S.A. and Marta J. Olsen.',
      "Der Vertrag tritt am 1. März 2024 in Kraft.",
    ]);
  });

  it("joins pages into one stream and keeps the heading a sentence falls under", () => {
    const ct = contractText(
      doc(
        [
          { text: "8. TERM AND TERMINATION.", x: 50, y: 60 },
          { text: "This Agreement shall continue", x: 50, y: 72 },
        ],
        [{ text: "for two years.", x: 50, y: 60 }],
      ),
    );
    const last = ct.sentences[ct.sentences.length - 1];
    expect(last?.text.trim()).toBe("This Agreement shall continue for two years.");
    expect(last?.heading).toBe("TERM AND TERMINATION");
  });

  it("reads a date typed letter-spaced into a blank as words, and a day glued to its preposition as a date", () => {
    // Letters a narrow gap apart, words a wider one (two spaces in the hand-built model).
    expect(sentencesOf('This Agreement is made this 2 7 t h  d a y  o f  J u l y ,  2 0 0 9 ("Effective Date").')).toEqual([
      'This Agreement is made this 27th day of July, 2009 ("Effective Date").',
    ]);
    // The run wraps: the year opens the next line.
    expect(sentencesOf("This Agreement is made this 1 1 t h  d a y  o f  M a r c h ,", '2 0 1 9  ("Effective Date").')).toEqual([
      'This Agreement is made this 11th day of March, 2019 ("Effective Date").',
    ]);
    expect(sentencesOf("This Agreement is made and effective as of3 June 2015, by and between the parties.")).toEqual([
      "This Agreement is made and effective as of 3 June 2015, by and between the parties.",
    ]);
  });

  it("joins a letter-spaced date the line builder cut into pieces on one baseline", () => {
    // The hand-built model sets every character 5 pt wide and a space 2.5 pt; the pieces stand 8 pt apart.
    const width = (t: string) => t.replace(/ /g, "").length * 5 + (t.split(" ").length - 1) * 2.5;
    const pieces = ["This Agreement is made this 1 2 t h", "d a y", "o f", "M a y ,", "2 0 1 1", '("Effective Date").'];
    let x = 50;
    const cells = pieces.map((text) => {
      const cell = { text, x, y: 60 };
      x += width(text) + 8;
      return cell;
    });
    expect(contractText(doc(cells)).sentences.map((s) => s.text.trim())).toEqual(['This Agreement is made this 12th day of May, 2011 ("Effective Date").']);
  });

  it("keeps single characters that stand a table's columns apart", () => {
    const ct = contractText(doc(["A", "B", "C", "D", "E"].map((text, i) => ({ text, x: 50 + i * 40, y: 60 }))));
    expect(ct.text).toBe("A B C D E");
  });
});
