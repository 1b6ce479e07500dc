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
});
