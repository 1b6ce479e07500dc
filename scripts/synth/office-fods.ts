// Spreadsheets authored for LibreOffice Calc: a flat OpenDocument spreadsheet (.fods, one XML file)
// with its column widths, merged cells, number formats (currency, accounting, percentages, dates in a
// locale), formulas whose results are written beside them (Calc prints the stored result), borders,
// a print range and a page set to fit the sheet's width, exported to PDF as a sheet is printed.
// No library writes .fods; the format's few elements are written here as office-fodt.ts writes .fodt.
import { printOffice, xml } from "./office-fodt";

/** A locale as Calc reads a number format's ("de"/"DE"): it sets the separators and the month names. */
export interface SheetLocale {
  language: "de" | "en" | "fr" | "nl";
  country: string;
}

export type DatePart = { day: "short" | "long" } | { month: "long" | "textual" } | { year: true } | { text: string };

/** A cell's number format. `accounting` sets the symbol at the cell's edge (a fill between) and prints zero as a dash. */
export type DataFormat =
  | { kind: "currency"; locale: SheetLocale; code: string; symbol: string; after: boolean; space: boolean; accounting: boolean }
  | { kind: "number"; locale: SheetLocale; decimals: number; grouping: boolean }
  | { kind: "percent"; locale: SheetLocale; decimals: number; space: boolean }
  | { kind: "date"; locale: SheetLocale; parts: readonly DatePart[] };

export interface CellStyle {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  color?: string;
  align?: "start" | "end" | "center";
  valign?: "top" | "middle" | "bottom";
  /** Borders by side, an ODF border ("0.5pt solid #000000"). */
  top?: string;
  bottom?: string;
  left?: string;
  right?: string;
  background?: string;
  format?: DataFormat;
}

export interface SheetCell {
  /** A string cell's text. */
  text?: string;
  /** A number cell's value (float, currency or percentage by its style's format). */
  value?: number;
  /** A date cell's ISO date. */
  date?: string;
  /** A formula in OpenFormula ("of:=[.B5]*[.C5]"); its result is `value`, `date` or `text`. */
  formula?: string;
  style?: CellStyle;
  /** Columns and rows this cell spans (merged cells). */
  span?: number;
  rowSpan?: number;
}

export interface SheetRow {
  /** Height in cm (Calc's default row otherwise). */
  height?: number;
  cells: Record<number, SheetCell>;
}

export interface SheetDocument {
  name: string;
  locale: SheetLocale;
  font: string;
  size: number;
  /** Column widths in cm. */
  columns: readonly number[];
  rows: readonly SheetRow[];
  page: { width: string; height: string; top: string; bottom: string; left: string; right: string };
  /** Fit the print range to the page's width (any number of pages tall). */
  fitWidth: boolean;
  /** Print the cell grid, and zero values (Calc leaves a zero cell blank otherwise). */
  grid: boolean;
  zeros: boolean;
  /** The print header's and footer's regions: paragraphs' inner XML (text, page fields). */
  header?: { left?: string; center?: string; right?: string };
  footer?: { left?: string; center?: string; right?: string };
}

const NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"',
  'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"',
].join(" ");

const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  "de-CH": { group: "'", decimal: "." },
  en: { group: ",", decimal: "." },
  fr: { group: " ", decimal: "," },
  de: { group: ".", decimal: "," },
  nl: { group: ".", decimal: "," },
};
const separatorsOf = (l: SheetLocale) => SEPARATORS[`${l.language}-${l.country}`] ?? SEPARATORS[l.language]!;

const MONTH_NAMES: Record<SheetLocale["language"], readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  nl: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
};

function digits(value: number, decimals: number, locale: SheetLocale, grouping: boolean): string {
  const { group, decimal } = separatorsOf(locale);
  const [int, frac] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = grouping ? int!.replace(/\B(?=(\d{3})+(?!\d))/g, group) : int!;
  return frac ? `${grouped}${decimal}${frac}` : grouped;
}

/**
 * What Calc prints for `value` in `format`, a fill (accounting's gap) as one space: the strings a
 * generated document's truth is checked against.
 */
export function printed(format: DataFormat, value: number | string): string {
  if (format.kind === "date") {
    const [y, m, d] = String(value).split("-").map(Number) as [number, number, number];
    return format.parts
      .map((p) =>
        "day" in p
          ? p.day === "long"
            ? String(d).padStart(2, "0")
            : String(d)
          : "month" in p
            ? p.month === "textual"
              ? MONTH_NAMES[format.locale.language][m - 1]
              : String(m).padStart(2, "0")
            : "year" in p
              ? String(y)
              : p.text,
      )
      .join("");
  }
  const n = Number(value);
  if (format.kind === "number") return `${n < 0 ? "-" : ""}${digits(n, format.decimals, format.locale, format.grouping)}`;
  if (format.kind === "percent") return `${n < 0 ? "-" : ""}${digits(n * 100, format.decimals, format.locale, false)}${format.space ? " " : ""}%`;
  const { symbol, after, accounting } = format;
  const gap = format.space || accounting ? " " : "";
  if (accounting && n === 0) return after ? `- ${symbol}` : `${symbol} -`;
  const number = digits(n, 2, format.locale, true);
  if (after) return `${n < 0 ? "-" : ""}${number} ${symbol}`;
  if (accounting) return `${symbol} ${n < 0 ? "-" : ""}${number}`;
  return `${n < 0 ? "-" : ""}${symbol}${gap}${number}`;
}

/** The number style elements of `format` under `name` (a currency's positive, zero and negative parts as mapped styles). */
function dataStyle(name: string, format: DataFormat): string {
  const lang = `number:language="${format.locale.language}" number:country="${format.locale.country}"`;
  const num = (decimals: number, grouping: boolean) =>
    `<number:number number:decimal-places="${decimals}" number:min-decimal-places="${decimals}" number:min-integer-digits="1"${grouping ? ' number:grouping="true"' : ""}/>`;
  const t = (s: string) => `<number:text>${xml(s)}</number:text>`;
  switch (format.kind) {
    case "number":
      return `<number:number-style style:name="${name}" ${lang}>${num(format.decimals, format.grouping)}</number:number-style>`;
    case "percent":
      return `<number:percentage-style style:name="${name}" ${lang}>${num(format.decimals, false)}${t(`${format.space ? " " : ""}%`)}</number:percentage-style>`;
    case "date":
      return `<number:date-style style:name="${name}" ${lang}>${format.parts
        .map((p) =>
          "day" in p
            ? `<number:day${p.day === "long" ? ' number:style="long"' : ""}/>`
            : "month" in p
              ? p.month === "textual"
                ? '<number:month number:textual="true" number:style="long"/>'
                : '<number:month number:style="long"/>'
              : "year" in p
                ? '<number:year number:style="long"/>'
                : t(p.text),
        )
        .join("")}</number:date-style>`;
    case "currency": {
      const sym = `<number:currency-symbol ${lang}>${xml(format.symbol)}</number:currency-symbol>`;
      const fill = format.accounting ? "<number:fill-character> </number:fill-character>" : "";
      const gap = format.space && !format.accounting ? t(" ") : "";
      const body = (minus: string) =>
        format.after
          ? `${fill}${minus}${num(2, true)}${t(" ")}${sym}`
          : format.accounting
            ? `${sym}${fill}${minus}${num(2, true)}`
            : `${minus}${sym}${gap}${num(2, true)}`;
      const style = (n: string, inner: string, maps = "") =>
        `<number:currency-style style:name="${n}" ${lang} style:volatile="true">${inner}${maps}</number:currency-style>`;
      const zero = format.after ? `${fill}${t("-")}${t(" ")}${sym}` : `${sym}${fill}${t("-")}`;
      return [
        style(`${name}P`, body("")),
        format.accounting ? style(`${name}Z`, zero) : "",
        style(
          name,
          body(t("-")),
          `<style:map style:condition="value()&gt;0" style:apply-style-name="${name}P"/><style:map style:condition="value()=0" style:apply-style-name="${name}${format.accounting ? "Z" : "P"}"/>`,
        ),
      ].join("");
    }
  }
}

/** The .fods file of `doc`. */
export function fods(doc: SheetDocument): string {
  const formats = new Map<string, string>();
  const cellStyles = new Map<string, string>();
  const dataStyles: string[] = [];
  const formatName = (format: DataFormat) => {
    const key = JSON.stringify(format);
    let name = formats.get(key);
    if (!name) {
      name = `N${formats.size + 1}`;
      formats.set(key, name);
      dataStyles.push(dataStyle(name, format));
    }
    return name;
  };
  const cellStyleXml: string[] = [];
  const styleName = (s: CellStyle | undefined) => {
    const style = s ?? {};
    const key = JSON.stringify(style);
    let name = cellStyles.get(key);
    if (name) return name;
    name = `ce${cellStyles.size + 1}`;
    cellStyles.set(key, name);
    const data = style.format ? ` style:data-style-name="${formatName(style.format)}"` : "";
    const borders = (["top", "bottom", "left", "right"] as const).map((side) => (style[side] ? ` fo:border-${side}="${style[side]}"` : "")).join("");
    const cell = `<style:table-cell-properties style:vertical-align="${style.valign ?? "bottom"}"${borders}${style.background ? ` fo:background-color="${style.background}"` : ""}/>`;
    const para = style.align ? `<style:paragraph-properties fo:text-align="${style.align}"/>` : "";
    const text = [
      style.size ? `fo:font-size="${style.size}pt"` : "",
      style.bold ? 'fo:font-weight="bold"' : "",
      style.italic ? 'fo:font-style="italic"' : "",
      style.color ? `fo:color="${style.color}"` : "",
    ]
      .filter(Boolean)
      .join(" ");
    cellStyleXml.push(
      `<style:style style:name="${name}" style:family="table-cell" style:parent-style-name="Default"${data}>${cell}${para}${text ? `<style:text-properties ${text}/>` : ""}</style:style>`,
    );
    return name;
  };

  const columnCount = doc.columns.length;
  const covered = new Set<string>();
  const rowsXml = doc.rows
    .map((row, r) => {
      const cells: string[] = [];
      for (let c = 0; c < columnCount; c += 1) {
        if (covered.has(`${r}:${c}`)) {
          cells.push("<table:covered-table-cell/>");
          continue;
        }
        const cell = row.cells[c];
        if (!cell) {
          cells.push("<table:table-cell/>");
          continue;
        }
        const span = cell.span ?? 1;
        const rowSpan = cell.rowSpan ?? 1;
        for (let dr = 0; dr < rowSpan; dr += 1) for (let dc = 0; dc < span; dc += 1) if (dr || dc) covered.add(`${r + dr}:${c + dc}`);
        cells.push(cellXml(cell, styleName(cell.style), span, rowSpan));
      }
      const height = row.height ? ` table:style-name="${rowStyle(row.height)}"` : "";
      return `<table:table-row${height}>${cells.join("")}</table:table-row>`;
    })
    .join("");
  const rowHeights = [...new Set(doc.rows.flatMap((row) => (row.height ? [row.height] : [])))];
  const columns = doc.columns.map(
    (w, i) =>
      `<style:style style:name="co${i}" style:family="table-column"><style:table-column-properties style:column-width="${w.toFixed(2)}cm"/></style:style>`,
  );
  const p = doc.page;
  const print = ["objects", "charts", "drawings", ...(doc.zeros ? ["zero-values"] : []), ...(doc.grid ? ["grid"] : [])].join(" ");
  const scale = doc.fitWidth ? ' style:scale-to-X="1" style:scale-to-Y="0"' : "";
  const layout = `<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="${p.width}" fo:page-height="${p.height}" fo:margin-top="${p.top}" fo:margin-bottom="${p.bottom}" fo:margin-left="${p.left}" fo:margin-right="${p.right}" style:print-orientation="portrait" style:print="${print}" style:print-page-order="ttb" style:first-page-number="continue"${scale}/><style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.25cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.25cm"/></style:footer-style></style:page-layout>`;
  const regions = (part: SheetDocument["header"]) =>
    part
      ? (["left", "center", "right"] as const)
          .map((side) => (part[side] ? `<style:region-${side}><text:p>${part[side]}</text:p></style:region-${side}>` : ""))
          .join("")
      : "";
  const header = doc.header ? `<style:header>${regions(doc.header)}</style:header>` : '<style:header style:display="false"/>';
  const footer = doc.footer ? `<style:footer>${regions(doc.footer)}</style:footer>` : '<style:footer style:display="false"/>';
  const lastColumn = columnLetter(columnCount - 1);
  const table = `<table:table table:name="${xml(doc.name)}" table:style-name="ta1" table:print-ranges="${xml(quoteSheet(doc.name))}.A1:.${lastColumn}${doc.rows.length}">${doc.columns
    .map((_, i) => `<table:table-column table:style-name="co${i}" table:default-cell-style-name="Default"/>`)
    .join("")}${rowsXml}</table:table>`;
  const locale = `fo:language="${doc.locale.language}" fo:country="${doc.locale.country}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NAMESPACES} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:font-face-decls><style:font-face style:name="${xml(doc.font)}" svg:font-family="'${xml(doc.font)}'"/></office:font-face-decls>
<office:styles><style:default-style style:family="table-cell"><style:paragraph-properties style:tab-stop-distance="1.25cm"/><style:text-properties style:font-name="${xml(doc.font)}" fo:font-size="${doc.size}pt" ${locale}/></style:default-style><style:style style:name="Default" style:family="table-cell"><style:text-properties style:font-name="${xml(doc.font)}" fo:font-size="${doc.size}pt" ${locale}/></style:style></office:styles>
<office:automatic-styles>${columns.join("")}${rowHeights.map((h) => `<style:style style:name="${rowStyle(h)}" style:family="table-row"><style:table-row-properties style:row-height="${h.toFixed(2)}cm" style:use-optimal-row-height="false"/></style:style>`).join("")}<style:style style:name="ta1" style:family="table" style:master-page-name="Invoice"><style:table-properties table:display="true"/></style:style>${dataStyles.join("")}${cellStyleXml.join("")}${layout}</office:automatic-styles>
<office:master-styles><style:master-page style:name="Invoice" style:page-layout-name="pm1">${header}${footer}</style:master-page></office:master-styles>
<office:body><office:spreadsheet>${table}</office:spreadsheet></office:body>
</office:document>
`;
}

const rowStyle = (height: number) => `ro${Math.round(height * 100)}`;

const quoteSheet = (name: string) => (/^[A-Za-z0-9_]+$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`);

/** The column's letters (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let s = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function cellXml(cell: SheetCell, style: string, span: number, rowSpan: number): string {
  const spans = `${span > 1 ? ` table:number-columns-spanned="${span}"` : ""}${rowSpan > 1 ? ` table:number-rows-spanned="${rowSpan}"` : ""}`;
  const formula = cell.formula ? ` table:formula="${xml(cell.formula)}"` : "";
  const format = cell.style?.format;
  let typed: string;
  let shown: string;
  if (cell.date !== undefined) {
    typed = ` office:value-type="date" office:date-value="${cell.date}"`;
    shown = format ? printed(format, cell.date) : cell.date;
  } else if (cell.value !== undefined) {
    const kind = format?.kind === "currency" ? "currency" : format?.kind === "percent" ? "percentage" : "float";
    const currency = format?.kind === "currency" ? ` office:currency="${format.code}"` : "";
    typed = ` office:value-type="${kind}"${currency} office:value="${cell.value}"`;
    shown = format ? printed(format, cell.value) : String(cell.value);
  } else {
    typed = cell.text === undefined ? "" : ' office:value-type="string"';
    shown = cell.text ?? "";
  }
  const text = shown === "" ? "" : `<text:p>${xml(shown)}</text:p>`;
  return `<table:table-cell table:style-name="${style}"${spans}${formula}${typed}>${text}</table:table-cell>`;
}

/** The PDF Calc exports from a .fods file. */
export const printFods = (document: string): Buffer => printOffice(document, "fods", "calc_pdf_Export");
