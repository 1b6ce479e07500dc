import { describe, expect, it } from "@jest/globals";
import { doc } from "../../test/synthetic-model";
import { customSchema, kindFor } from "./custom-schema";
import { receipt } from "./receipt";

describe("custom schemas", () => {
  const page = [
    { text: "Order reference: SO-88231", x: 50, y: 80 },
    { text: "Delivery date: 2024-05-02", x: 50, y: 95 },
    { text: "Rechnungsnummer: R-2024-17", x: 50, y: 110 },
    { text: "Parcels: 3", x: 50, y: 125 },
    { text: "Insured: yes", x: 50, y: 140 },
    { text: "Shipping amount: 1.250,50 €", x: 50, y: 155 },
  ];
  const schema = {
    type: "object",
    properties: {
      order_reference: { type: "string" },
      delivery_date: { type: "string", format: "date" },
      invoice_no: { type: "string" },
      parcels: { type: "integer" },
      insured: { type: "boolean" },
      shipping_amount: { type: "number" },
      signature: { type: "string" },
    },
  };

  it("anchors each property by its name and reads it by its type", () => {
    const out = customSchema(schema)(doc(page));
    expect(out.data).toEqual({
      order_reference: "SO-88231",
      delivery_date: "2024-05-02",
      // invoice_no stands for the invoice number, so the German label anchors it too.
      invoice_no: "R-2024-17",
      parcels: 3,
      insured: true,
      shipping_amount: 1250.5,
      signature: null,
    });
    expect(out.fields.shipping_amount).toMatchObject({ page: 1, text: "1.250,50 €", method: "deterministic" });
    expect(out.warnings).toEqual(["signature: not found in the document"]);
  });

  it("reads money only for total/amount/price names", () => {
    expect(kindFor("grand_total", { type: "number" })).toBe("money");
    expect(kindFor("unitPrice", { type: "number" })).toBe("money");
    expect(kindFor("weight_kg", { type: "number" })).toBe("number");
    expect(kindFor("issued", { type: "string", format: "date" })).toBe("date");
    expect(kindFor("paid", { type: "boolean" })).toBe("boolean");
  });
});

describe("receipt preset", () => {
  it("dates a receipt by its only date and names its single payment means", () => {
    const out = receipt(
      doc([
        { text: "Corner Bakery Ltd", x: 60, y: 30, size: 12 },
        { text: "14/02/2024 08:12", x: 60, y: 50 },
        { text: "TOTAL", x: 60, y: 200 },
        { text: "£7.40", x: 200, y: 200 },
        { text: "VISA ****4421", x: 60, y: 220 },
      ]),
    );
    expect(out.data).toMatchObject({ merchant: "Corner Bakery Ltd", date: "2024-02-14", total: 7.4, currency: "GBP", payment_method: "VISA" });
    expect(out.fields.date).toMatchObject({ page: 1, text: "14/02/2024" });
  });
});
