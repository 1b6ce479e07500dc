import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { testDocument, type TestDocument } from "../../../test-support/documents/test-documents";
import { ParserPool } from "../src/parse/parser-pool";
import { tableDump } from "../src/presets/table-dump";

// table_dump on tables we wrote in the styles of statistical and regulatory publications
// (test-support/documents): fully ruled, ruled only around the header, and not ruled at all.

type Tables = Array<{ page: number; index: number; rows: string[][]; csv: string }>;

describe("table_dump on printed tables", () => {
  let pool: ParserPool;
  const dump = async (name: TestDocument) =>
    tableDump(await pool.parse(new Uint8Array(testDocument(name)), { maxPages: 50, withGraphics: true })).data.tables as Tables;
  beforeAll(() => {
    pool = new ParserPool({ size: 2, memoryMb: 512, timeoutMs: 30_000 });
  });
  afterAll(() => pool.close());

  it("reads ruled tables with a spanning header, an empty corner and wrapped cells (lattice)", async () => {
    const tables = await dump("tables-ruled");
    expect(tables).toHaveLength(2);
    const first = tables[0] as Tables[number];
    expect(first.page).toBe(1);
    expect(first.rows[0]).toEqual(["", "REPORTING THRESHOLD", "", ""]);
    expect(first.rows[1]).toEqual(["", "to air kg/year", "to water kg/year", "to land kg/year"]);
    expect(first.rows[4]).toEqual(["Ammonia and other volatile nitrogen compounds (as NH3)", "10 000", "-", "-"]);
    expect(first.csv.split("\r\n")[2]).toBe("Sulphur dioxide (SO2),100 000,-,-");
    expect(tables[1]?.rows).toContainEqual(["Installations for the surface treatment of metals using an electrolytic process", "30 m³ of treatment vats"]);
  });

  it("reads a table whose body has no drawn lines", async () => {
    const tables = await dump("tables-partly-ruled");
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows[0]).toEqual(["Region", "Grid", "Wood", "Solar", "Households"]);
    expect(tables[0]?.rows[3]).toEqual(["Central Plain", "88.3", "8.1", "3.6", "4,412"]);
    expect(tables[0]?.rows).toHaveLength(6);
  });

  it("reads an unruled table from whitespace alignment (stream)", async () => {
    const tables = await dump("tables-stream");
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toHaveLength(13);
    expect(tables[0]?.rows[0]).toEqual(["Item", "Average", "Std. deviation", "Lowest", "Highest"]);
    expect(tables[0]?.rows[4]).toEqual(["Monthly income", "2315", "1480", "0", "15200"]);
  });
});
