import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { ParserPool } from "../src/parse/parser-pool";
import { tableDump } from "../src/presets/table-dump";
import { corpusPdf } from "./corpus";

type Tables = Array<{ page: number; index: number; rows: string[][]; csv: string }>;

describe("table_dump on ICDAR 2013 documents", () => {
  let pool: ParserPool;
  const dump = async (name: string) => tableDump(await pool.parse(corpusPdf("tables-dev", name), { maxPages: 50, withGraphics: true })).data.tables as Tables;
  beforeAll(() => {
    pool = new ParserPool({ size: 2, memoryMb: 512, timeoutMs: 30_000 });
  });
  afterAll(() => pool.close());

  it("reads a ruled table with a spanning header and wrapped cells (lattice)", async () => {
    const tables = await dump("eu-001");
    expect(tables).toHaveLength(7);
    const first = tables[0] as Tables[number];
    expect(first.page).toBe(1);
    expect(first.rows[0]).toEqual(["", "THRESHOLD FOR RELEASES", "", ""]);
    expect(first.rows[1]).toEqual(["", "to air kg/year", "to water kg/year", "to land kg/year"]);
    expect(first.rows[2]).toEqual(["Carbon dioxide (CO2)", "100 million", "-", "-"]);
    expect(tables[1]?.rows).toContainEqual(["Chlorine and inorganic compounds (as HCl)", "10 000", "-", "-"]);
    expect(first.csv.split("\r\n")[2]).toBe("Carbon dioxide (CO2),100 million,-,-");
  });

  it("reads a table whose body has no drawn column lines", async () => {
    const tables = await dump("eu-016");
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows[1]).toEqual(["Austria", "86.2", "13.8", "0", "3,375"]);
  });

  it("reads an unruled table from whitespace alignment (stream)", async () => {
    const tables = await dump("eu-027");
    const table = tables.find((t) => t.page === 3);
    expect(table?.rows).toHaveLength(28);
    expect(table?.rows[0]).toEqual(["Variable", "Mean", "Std. Dev.", "Min", "Max"]);
    expect(table?.rows[1]).toEqual(["Age", "50.8", "15.9", "21", "90"]);
  });
});
