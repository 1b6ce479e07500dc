import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { merchantCandidate } from "./merchant";

// Till receipt headers whose rows differ in type size and spacing: one cell per printed row,
// `size` its type (10 unless given), `gap` the space left above it (4 unless given). Names invented.

type HeaderRow = string | { text: string; size?: number; gap?: number };

function header(rows: HeaderRow[]): CellSpec[] {
  let y = 20;
  return rows.map((row) => {
    const { text, size = 10, gap = 4 } = typeof row === "string" ? { text: row } : row;
    const cell = { text, x: 10, y: y + gap, size };
    y = cell.y + size;
    return cell;
  });
}

const merchant = (rows: HeaderRow[]) => merchantCandidate(doc(header(rows)))?.value ?? null;

describe("merchant: rows around the name", () => {
  it("returns no name when a second name is set tight above it in the same type", () => {
    // A shop over its trade, an outlet over the company, a name whose first line the legal name abbreviates.
    expect(merchant(["HARBOUR LIGHTS", "BISTRO & CAFE", "12, JALAN MERAH 3,", "GST ID : 001122334455"])).toBeNull();
    expect(merchant(["Kestrel Point 88", "Mistral Parking Sdn Bhd", "(123456-X)", "NO 5, JALAN API 2"])).toBeNull();
    expect(merchant(["ROVANA HIANG", "RH DISTRIBUTOR & MARKETING SDN BHD", "(123456-X)", "NO 5, JALAN API 2"])).toBeNull();
  });

  it("takes a shop's name set in display type over a line naming its operator", () => {
    expect(merchant([{ text: "FERNHOLT", size: 16 }, "Quarvel Print & Design Co,", "12, JALAN MERAH 3,", "TEL: 07-555 1234"])).toBe("FERNHOLT");
  });

  it("takes the legal name under a brand set in display type, and past marks far above it", () => {
    expect(merchant([{ text: "KORU RAMEN", size: 16 }, "LANTERN FOODS SDN BHD", "(123456-X)", "NO 5, JALAN API 2"])).toBe("LANTERN FOODS SDN BHD");
    expect(merchant(["lim ko wen", { text: "SERI MAJU HARDWARE", gap: 20 }, "NO 8, JALAN BUKIT 2", "TEL: 07-555 1234"])).toBe("SERI MAJU HARDWARE");
  });

  it("reads a mall's floor and a 'LOT NO.' line as the address under the name", () => {
    expect(merchant(["YKL Orchid Point", "S12, Second Floor,", "Orchid Point,", "1, Jalan Desa Orkid,", "81100 Johor Bahru"])).toBe("YKL Orchid Point");
    expect(merchant(["SERI MAJU HARDWARE", "LOT NO. 12, PASAR BESAR", "LOT PT244, JLN API 4", "TEL: 07-555 1234"])).toBe("SERI MAJU HARDWARE");
  });

  it("reads past specks OCR read after the legal form", () => {
    expect(merchant(["ORKID.SEVEN CASH & CARRY SEN 3HD {5 5. on", "(123456-A)", "NO 5, JALAN API 2"])).toBe("ORKID.SEVEN CASH & CARRY SDN BHD");
    // A qualifier after the legal form is no speck: it stays with the name.
    expect(merchant(["LANTERN FOODS SDN BHD (JALAN MERAH)", "(123456-A)", "NO 5, JALAN API 2"])).toBe("LANTERN FOODS SDN BHD (JALAN MERAH)");
  });
});
