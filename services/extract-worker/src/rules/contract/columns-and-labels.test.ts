import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import { contractTerms } from "../../presets/contract-terms";
import { buildContext } from "../context";
import { effectiveDates } from "./dates";
import { readTerm } from "./labelled";
import { contractParties } from "./parties";
import { contractText } from "./text";

const textOf = (cells: { text: string; x: number; y: number }[]) => contractText(doc(cells)).text;

describe("two-column reading order", () => {
  it("reads the left column before the right one when both fill their column", () => {
    const left = [
      "1.1 The Provider shall perform the services under",
      "each order with reasonable skill and care and in",
      "accordance with good industry practice at all times.",
    ];
    const right = [
      "9.2 This Agreement renews automatically unless a",
      "party gives notice of non-renewal sixty (60) days",
      "before the end of the then-current term of it.",
    ];
    const cells = left.flatMap((text, i) => [
      { text, x: 40, y: 100 + i * 12 },
      { text: right[i] as string, x: 310, y: 100 + i * 12 },
    ]);
    expect(textOf(cells)).toBe([...left, ...right].join(" "));
  });

  it("keeps a label-and-value table in row order", () => {
    const cells = ["Effective Date", "Initial Term", "Governing Law"].flatMap((label, i) => [
      { text: label, x: 40, y: 100 + i * 12 },
      { text: ["1 March 2024", "two (2) years", "Laws of England"][i] as string, x: 310, y: 100 + i * 12 },
    ]);
    expect(textOf(cells)).toBe("Effective Date 1 March 2024 Initial Term two (2) years Governing Law Laws of England");
  });

  it("reads a heading under a key-details table with the full-width text it heads, not with the table's labels", () => {
    const rows = [
      ["Item 1. Commencement Date", "the first day of March in the year 2024"],
      ["Item 2. Initial Period of it", "twelve months from the Commencement Date"],
      ["Item 3. Payment Period of it", "thirty days from the date of each invoice"],
    ];
    const cells = [
      ...rows.flatMap(([label, value], i) => [
        { text: label as string, x: 40, y: 100 + i * 20 },
        { text: value as string, x: 230, y: 100 + i * 20 },
      ]),
      { text: "PARTIES", x: 40, y: 170 },
      { text: '(1) ACME SUPPLY LIMITED of 1 High Street, Leeds (the "Supplier"); and (2) BETA TRADING GMBH', x: 40, y: 190 },
      { text: '(the "Customer").', x: 40, y: 202 },
    ];
    expect(textOf(cells)).toContain("Item 3. Payment Period of it the first day of March");
    expect(textOf(cells)).toContain("each invoice PARTIES (1) ACME SUPPLY LIMITED");
    expect(contractParties(contractText(doc(cells))).map((c) => c.value)).toEqual(["ACME SUPPLY LIMITED", "BETA TRADING GMBH"]);
  });
});

describe("labelled initial term", () => {
  it("reads a cell that opens with its one duration", () => {
    expect(readTerm("two (2) years from the Order Effective Date")?.value).toBe("2 years");
    expect(readTerm("12 months")?.value).toBe("12 months");
  });

  it("refuses a cell with other periods or prose around the duration", () => {
    expect(readTerm("1 year, renewing for 1 year periods")).toBeNull();
    expect(readTerm("ten (10) business days")).toBeNull();
    expect(readTerm("As set out in the Statement of Work, 2 years")).toBeNull();
  });
});

describe("a quoted defined term beside the next column", () => {
  it("is no label: the right column's survival period is not the initial term", () => {
    const d = doc([
      { text: "9.1 This Agreement begins on the Effective Date and", x: 40, y: 100 },
      { text: "11. Confidentiality", x: 310, y: 98 },
      { text: "continues until June 30, 2031 (the", x: 40, y: 114 },
      { text: "11.1 The obligations in this Section 11 continue", x: 310, y: 112 },
      { text: '"Initial Term").', x: 40, y: 128 },
      { text: "for four (4) years after this Agreement expires", x: 310, y: 126 },
      { text: "or is terminated.", x: 310, y: 140 },
    ]);
    expect((contractTerms(d) as { data: Record<string, unknown> }).data.initial_term).toBeNull();
  });
});

describe("a key-details grid of two label-and-value pairs a row", () => {
  it("does not run a cell's wrapped line on into the cell beside it", () => {
    const d = doc([
      { text: "PARTICULARS", x: 40, y: 80 },
      { text: "5.", x: 40, y: 100 },
      { text: "Renewal", x: 60, y: 100 },
      { text: "Successive periods of twelve", x: 110, y: 100 },
      { text: "6. Notice Period", x: 260, y: 100 },
      { text: "ninety (90) days' written notice", x: 345, y: 100 },
      { text: "Period", x: 40, y: 112 },
      { text: "(12) months", x: 110, y: 112 },
      { text: "before the end of the Initial", x: 345, y: 112 },
      { text: "Period or any Renewal Period", x: 345, y: 124 },
    ]);
    const ct = contractText(d);
    expect(ct.sentences.map((s) => s.text)).toContainEqual(expect.stringMatching(/^\s*before the end of the Initial/));
    const out = contractTerms(d) as { data: Record<string, unknown> };
    expect(out.data.termination_notice_days).toBe(90);
  });
});

describe("order-form rows", () => {
  it("reads a term and an effective date whose labels name the order they belong to", () => {
    const d = doc([
      { text: "ORDER FORM", x: 250, y: 50 },
      { text: "Order Effective Date", x: 58, y: 100 },
      { text: "23 August 2026", x: 200, y: 100 },
      { text: "Subscription Term", x: 58, y: 117 },
      { text: "eighteen (18) months from the Order Effective Date", x: 200, y: 117 },
      { text: "Payment Terms", x: 58, y: 134 },
      { text: "Net 45", x: 200, y: 134 },
    ]);
    const out = contractTerms(d) as { data: Record<string, unknown> };
    expect(out.data.initial_term).toBe("18 months");
    expect(out.data.effective_date).toBe("2026-08-23");
  });

  it("reads no term from a Subscription Term row when the agreement lasts until its subscriptions expire", () => {
    const d = doc([
      { text: "ORDER FORM", x: 250, y: 50 },
      { text: "Subscription Term", x: 58, y: 100 },
      { text: "thirty-six (36) months from the Subscription Start Date", x: 200, y: 100 },
      { text: "This Agreement commences on the Effective Date and continues until all Subscription Terms under it have expired.", x: 58, y: 140 },
    ]);
    expect((contractTerms(d) as { data: Record<string, unknown> }).data.initial_term).toBeNull();
  });
});

describe("preambles in other drafting", () => {
  it("names the parties of a Spanish 'De una parte … De otra parte' list, not a tax number after 'y'", () => {
    const d = doc([
      { text: "REUNIDOS", x: 50, y: 60 },
      {
        text: "De una parte, Alder Sistemas S.L., con domicilio en Calle Mayor 3, 28014 Madrid, y N.I.F. B12345678 (en adelante, el «Proveedor»).",
        x: 50,
        y: 72,
      },
      { text: "De otra parte, Birch Servicios S.A., con domicilio en Calle Real 9, 41001 Sevilla (en adelante, el «Cliente»).", x: 50, y: 84 },
      { text: "EXPONEN", x: 50, y: 96 },
    ]);
    expect(contractParties(contractText(d)).map((c) => c.value)).toEqual(["Alder Sistemas S.L.", "Birch Servicios S.A."]);
  });

  it("gives no party when the block opens with the person who signs for it", () => {
    const d = doc([
      { text: "De una parte, D. Tomás Ruiz, en nombre y representación de Alder Sistemas S.L. (el «Proveedor»).", x: 50, y: 60 },
      { text: "De otra parte, Birch Servicios S.A. (el «Cliente»).", x: 50, y: 72 },
    ]);
    expect(contractParties(contractText(d))).toEqual([]);
  });

  it("does not take the date of another agreement named before 'dated' as the effective date", () => {
    const d = doc([{ text: "This Order Form is entered into under the Master Subscription Agreement between the parties dated May 15, 2020.", x: 50, y: 60 }]);
    expect(effectiveDates(contractText(d), buildContext(d))).toEqual([]);
  });

  it("dates an agreement effective on its last signature by the latest signing date", () => {
    const d = doc([
      { text: "This Agreement is between Alder Inc. and Birch LLC and is effective as of the date of the last signature below.", x: 50, y: 60 },
      { text: "IN WITNESS WHEREOF, the parties have signed this Agreement.", x: 50, y: 84 },
      { text: "Date: March 2, 2024", x: 50, y: 120 },
      { text: "Date: March 9, 2024", x: 320, y: 132 },
    ]);
    expect(effectiveDates(contractText(d), buildContext(d)).map((c) => c.value)).toEqual(["2024-03-09"]);
  });
});
