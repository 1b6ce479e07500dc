import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import type { Line } from "../../layout/types";
import { contractText } from "./text";

// A bilingual agreement in two columns a narrow gutter apart: a text layer may join a left line and
// the right line on its baseline into one line.
const german = [
  "Dieser Vertrag wird mit Wirkung zum",
  "1. Juli 2021 geschlossen zwischen",
  "Alder Supply GmbH und Brannock",
  "Systems Ltd. Der Vertrag gilt",
  "für eine Laufzeit von drei Jahren",
  "ab dem Datum des Inkrafttretens.",
];
const english = [
  "This Agreement is entered into as of",
  "1 July 2021 by and between Alder",
  "Supply GmbH and Brannock Systems",
  "Ltd. The Agreement shall continue",
  "for a term of three (3) years from",
  "the Effective Date.",
];

function columns(joinedAt: number) {
  const d = doc([...german.map((text, i) => ({ text, x: 50, y: 60 + i * 13 })), ...english.map((text, i) => ({ text, x: 300, y: 60 + i * 13 }))]);
  const page = d.pages[0]!;
  const [left, right] = page.lines.filter((l) => l.bbox[1] === 60 + joinedAt * 13) as [Line, Line];
  const joined: Line = {
    ...left,
    text: `${left.text} ${right.text}`,
    bbox: [left.bbox[0], left.bbox[1], right.bbox[2], left.bbox[3]],
    words: [...left.words, ...right.words],
  };
  page.lines = page.lines
    .filter((l) => l !== left && l !== right)
    .concat(joined)
    .sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
  return d;
}

describe("two columns joined line by line", () => {
  it("reads each column whole though a line runs across the gutter", () => {
    const { text } = contractText(columns(1));
    expect(text).toContain("This Agreement is entered into as of 1 July 2021 by and between Alder Supply GmbH and Brannock Systems Ltd.");
    expect(text).toContain("Dieser Vertrag wird mit Wirkung zum 1. Juli 2021 geschlossen zwischen Alder Supply GmbH und Brannock Systems Ltd.");
  });
});
