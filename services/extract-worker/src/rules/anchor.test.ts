import { describe, expect, it } from "@jest/globals";
import { boxHolds, doc } from "../../test/synthetic-model";
import { matchLabel, type LabelField } from "../values";
import { findCandidates, type FieldSpec } from "./anchor";
import { buildContext } from "./context";
import { decide, groupCandidates } from "./select";

const spec = (name: LabelField, kind: FieldSpec["kind"]): FieldSpec => ({ name, kind, match: (t) => matchLabel(t, name) });

function read(d: ReturnType<typeof doc>, name: LabelField, kind: FieldSpec["kind"]) {
  const cands = findCandidates(d, buildContext(d), spec(name, kind));
  return { cands, decision: decide(groupCandidates(cands)) };
}

describe("label anchoring", () => {
  it("reads the value right of the label on its own line, grounded at the value's words", () => {
    const d = doc([{ text: "Invoice No.: INV-1001", x: 50, y: 100 }]);
    const { cands, decision } = read(d, "invoice_number", "identifier");
    expect(decision.status === "value" && decision.group.value).toBe("INV-1001");
    const c = cands[0]!;
    expect(c.words.map((w) => w.text)).toEqual(["INV-1001"]);
    expect(boxHolds(d.pages[0]!, [c.words[0]!.bbox[0], c.words[0]!.bbox[1], c.words[0]!.bbox[2], c.words[0]!.bbox[3]], "INV-1001")).toBe(true);
  });

  it("never reads the line under a sentence that ends in a label word as that label's value", () => {
    const d = doc([
      { text: "Operación exenta de IVA.", x: 73, y: 344 },
      { text: "A título informativo: total en EUR 6.518,30 (tipo de cambio 0,7949).", x: 86, y: 359 },
    ]);
    expect(read(d, "tax", "money").cands).toEqual([]);
    const heading = doc([
      { text: "IVA", x: 73, y: 344 },
      { text: "6.518,30", x: 73, y: 359 },
    ]);
    expect(read(heading, "tax", "money").cands.map((c) => c.value)).toEqual([6518.3]);
  });

  it("reads a right-aligned value in another cell of the same row", () => {
    const d = doc([
      { text: "Invoice Date:", x: 250, y: 130 },
      { text: "August 3 , 2014", x: 500, y: 130 },
    ]);
    const { decision } = read(d, "invoice_date", "date");
    expect(decision.status === "value" && decision.group.value).toBe("2014-08-03");
  });

  it("reads values under a header row of labels (multi-column header)", () => {
    const d = doc([
      { text: "Invoice Date:", x: 30, y: 247 },
      { text: "Due Date:", x: 215, y: 247 },
      { text: "Reference:", x: 400, y: 247 },
      { text: "03/20/2023", x: 30, y: 262 },
      { text: "04/04/2023", x: 215, y: 262 },
      { text: "CUSTREF123", x: 400, y: 262 },
    ]);
    expect(read(d, "invoice_date", "date").decision).toMatchObject({ status: "value", group: { value: "2023-03-20" } });
    expect(read(d, "due_date", "date").decision).toMatchObject({ status: "value", group: { value: "2023-04-04" } });
    // mm/dd is decided by the document's own unambiguous dates (20 > 12).
    expect(buildContext(d).dateOrder).toBe("mdy");
  });

  it("refuses the PO number printed beside the invoice number", () => {
    const d = doc([
      { text: "PO Number: 4500012345", x: 50, y: 100 },
      { text: "Invoice Number: 1001", x: 300, y: 100 },
    ]);
    const { cands, decision } = read(d, "invoice_number", "identifier");
    expect(cands.map((c) => c.value)).toEqual(["1001"]);
    expect(decision).toMatchObject({ status: "value", group: { value: "1001" } });
  });

  it("treats 'Total excl. VAT' as the subtotal, never the total", () => {
    const d = doc([
      { text: "Total excl. VAT", x: 300, y: 500 },
      { text: "100.00", x: 500, y: 500 },
    ]);
    expect(read(d, "total", "money").cands).toHaveLength(0);
    expect(read(d, "subtotal", "money").decision).toMatchObject({ status: "value", group: { value: 100 } });
  });

  it("reads nothing from a row of several amounts (a table row whose column is unknown)", () => {
    const d = doc([
      { text: "Total facture", x: 40, y: 423 },
      { text: "24.99", x: 335, y: 423 },
      { text: "5.00", x: 431, y: 423 },
      { text: "29.99", x: 530, y: 423 },
    ]);
    expect(read(d, "total", "money").cands).toHaveLength(0);
  });

  it("takes the result of a tax line, not its base", () => {
    const d = doc([
      { text: "Tax 15% on $ 112.90", x: 310, y: 559 },
      { text: "$ 16.94", x: 523, y: 559 },
    ]);
    expect(read(d, "tax", "money").decision).toMatchObject({ status: "value", group: { value: 16.94 } });
  });

  it("ignores a label preceded by a rate (a tax category line)", () => {
    const d = doc([
      { text: "19 % UST (S)", x: 389, y: 95 },
      { text: "0,10", x: 521, y: 95 },
    ]);
    expect(read(d, "tax", "money").cands).toHaveLength(0);
  });

  it("does not take one value of a column of differing values under a label", () => {
    const d = doc([
      { text: "Steuerbetrag", x: 472, y: 374 },
      { text: "19,25", x: 514, y: 387 },
      { text: "37,62", x: 514, y: 400 },
    ]);
    expect(read(d, "tax", "money").cands).toHaveLength(0);
  });

  it("calls two different values with close support a tie", () => {
    const d = doc(
      [
        { text: "Total", x: 300, y: 500 },
        { text: "1,234.00", x: 500, y: 500 },
      ],
      [
        { text: "Total", x: 300, y: 500 },
        { text: "1,243.00", x: 500, y: 500 },
      ],
    );
    const { decision } = read(d, "total", "money");
    expect(decision.status).toBe("ambiguous");
  });
});
