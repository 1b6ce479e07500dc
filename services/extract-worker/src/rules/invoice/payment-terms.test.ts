import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

const dueOf = (text: string) =>
  invoice(
    doc([
      { text: "Rechnungsdatum: 02.03.2026", x: 60, y: 100 },
      { text, x: 60, y: 600 },
    ]),
  ).data.due_date;

describe("the due date inside the payment terms", () => {
  it("takes the deadline of a payment-terms sentence", () => {
    expect(dueOf("Zahlbar ohne Abzug bis 04.04.2026.")).toBe("2026-04-04");
    expect(dueOf("Payable net until 04.04.2026")).toBe("2026-04-04");
    expect(dueOf("Terms: payable on or before April 4, 2026")).toBe("2026-04-04");
  });

  it("takes the deadline of a request to transfer the amount", () => {
    expect(dueOf("Bitte überweisen Sie 1.234,56 € bis zum 04.04.2026 auf das unten genannte Konto.")).toBe("2026-04-04");
    expect(dueOf("Bitte überweisen Sie den Rechnungsbetrag bis zum 4. April 2026 unter Angabe der Rechnungsnummer.")).toBe("2026-04-04");
    expect(dueOf("Please remit by 04.04.2026.")).toBe("2026-04-04");
    expect(dueOf("Wij verzoeken u het bedrag van 1.234,56 € vóór 4 april 2026 over te maken.")).toBe("2026-04-04");
    expect(dueOf("Bitte überweisen Sie den Betrag auf das unten genannte Konto.")).toBeNull();
  });

  it("takes nothing when the terms grant a cash discount by a date: issuers differ on which date is due", () => {
    expect(dueOf("Zahlbar ohne Abzug bis 04.04.2026, bei Zahlung bis 12.03.2026 3 % Skonto")).toBeNull();
    expect(dueOf("Zahlbar ohne Abzug bis 04.04.2026, bei Zahlung bis 12.03.2026 1,50 % Skonto")).toBeNull();
    expect(dueOf("Payable net until 04.04.2026; 2% discount if paid by 12.03.2026")).toBeNull();
    expect(dueOf("Bei Zahlung bis 12.03.2026 gewähren wir 2 % Skonto")).toBeNull();
  });

  it("takes nothing from a schedule of deadlines", () => {
    expect(dueOf("Zahlbar bis 20.03.2026 die erste Rate, bis 20.04.2026 die zweite Rate")).toBeNull();
  });
});
