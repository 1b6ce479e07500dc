import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { ParserPool } from "../src/parse/parser-pool";
import { invoice } from "../src/presets/invoice";
import { makePdf, textAt } from "./fixtures/make-pdf";

// A filled-in PDF form through the real parser: the values typed into its fields are words of the
// page, where a viewer shows them, and the presets read them beside the form's printed labels.

const HEIGHT = 842;
const template = [
  textAt(50, 790, "Harbour Tools Ltd", 16),
  textAt(50, 772, "12 Quay Street, Bristol BS1 4DJ"),
  textAt(380, 790, "INVOICE", 18),
  textAt(50, 730, "Invoice No.:"),
  textAt(50, 712, "Invoice date:"),
  textAt(50, 694, "Customer No.:"),
  textAt(50, 600, "Total due:", 12),
].join("");
const form = makePdf([
  {
    content: template,
    fields: [
      { name: "number", value: "F-2024-118", rect: [130, 726, 260, 740] },
      { name: "date", value: "14 March 2024", rect: [130, 708, 260, 722] },
      { name: "customer", value: "55021", rect: [130, 690, 260, 704] },
      { name: "total", value: "GBP 1,250.00", rect: [130, 595, 260, 611], size: 12, align: 2 },
      { name: "notes", value: "Internal margin 4,200.00", rect: [300, 500, 500, 514], annotationFlags: 2 },
      { name: "pin", value: "7731", rect: [300, 480, 500, 494], flags: 8192 },
    ],
  },
]);

describe("filled-in form fields", () => {
  let pool: ParserPool;
  beforeAll(() => {
    pool = new ParserPool({ size: 1, memoryMb: 512, timeoutMs: 30_000 });
  });
  afterAll(() => pool.close());

  it("reads each visible field's value inside its field, and nothing from hidden or password fields", async () => {
    const doc = await pool.parse(new Uint8Array(form), { maxPages: 5, withGraphics: false });
    const page = doc.pages[0]!;
    const line = (text: string) => page.lines.find((l) => l.text.includes(text))!;
    // Each value stands on its label's baseline, right of it.
    for (const [label, value] of [
      ["Invoice No.:", "F-2024-118"],
      ["Invoice date:", "14 March 2024"],
      ["Customer No.:", "55021"],
    ] as const) {
      expect(line(value).text).toBe(value);
      expect(Math.abs(line(value).baseline - line(label).baseline)).toBeLessThan(2);
      expect(line(value).bbox[0]).toBeGreaterThan(line(label).bbox[2]);
    }
    const value = page.words.find((w) => w.text === "F-2024-118")!;
    // Inside the field's rectangle (top-left origin).
    expect(value.bbox[0]).toBeGreaterThanOrEqual(130);
    expect(value.bbox[2]).toBeLessThanOrEqual(260);
    expect(value.bbox[1]).toBeGreaterThanOrEqual(HEIGHT - 740);
    expect(value.bbox[3]).toBeLessThanOrEqual(HEIGHT - 726);
    // Right-aligned in its field.
    expect(page.words.find((w) => w.text === "1,250.00")!.bbox[2]).toBeCloseTo(258, 0);
    expect(page.text).not.toContain("4,200.00");
    expect(page.text).not.toContain("7731");
    // The form's own text is still the text layer.
    expect(page.hasTextLayer).toBe(true);
  });

  it("gives the invoice preset the typed values beside the printed labels", async () => {
    const doc = await pool.parse(new Uint8Array(form), { maxPages: 5, withGraphics: false });
    const out = invoice(doc);
    expect(out.data).toMatchObject({ invoice_number: "F-2024-118", invoice_date: "2024-03-14", total: 1250, currency: "GBP" });
    expect(out.fields.invoice_number).toMatchObject({ page: 1, text: "F-2024-118" });
  });
});
