// Malaysian and Singaporean till receipts and cash bills: a company name with its registration
// number in brackets ("SDN BHD (123456-X)", "PTE LTD"), sometimes under a shop name, a long
// upper-case address, a GST or SST registration number, a "TAX INVOICE" / "CASH BILL" title, a
// document number, cashier and counter, item rows with a product code, quantity, unit price,
// amount and a tax code (SR / ZR), a subtotal before tax, the tax, a rounding adjustment to the
// five cents and the rounded total, tender and change, and a GST summary table that repeats the
// amounts. Truth: the merchant is the name on top (the company under a shop name, or the name
// without its legal form, is an alternative); the date is the sale's, day first; the total is the
// rounded amount paid.
//
// Glued (a stream of its own): the registration number printed on the company's own line, after
// its legal form ("SDN BHD (123456-X)", "S/B 123456-X", "PTE LTD UEN ..."), as many Malaysian
// tills print their header; the name may wrap onto a second line on narrow paper. Truth as above:
// the name without the number, which is no part of it.
import { isoOf, MONTHS_SHORT } from "./formats";
import { digits } from "./names";
import type { Rng } from "./random";
import { itemTruth, line, RULE, text, tillDoc, type TillItem } from "./receipt-till-kit";
import type { SynthDoc } from "./synth-doc";

type Place = "MY" | "SG";
const SYLLABLES = ["KA", "RA", "LIN", "MU", "SEN", "HUA", "TA", "WEI", "NA", "DE", "SO", "RI", "BE", "LO", "KIM", "YA", "PER", "TI"];
const TRADES = ["TRADING", "ENTERPRISE", "HARDWARE", "STATIONERY", "BOOK STORE", "MINI MARKET", "RESTAURANT", "FOOD INDUSTRIES", "MARKETING"];
const SHOPS = ["MART", "KEDAI RUNCIT", "CAFE", "BAKERY", "PHARMACY", "HYPERMARKET"];
const LEGAL: Record<Place, readonly string[]> = { MY: ["SDN BHD", "SDN. BHD.", "ENTERPRISE", "TRADING"], SG: ["PTE LTD", "PTE. LTD."] };
/** Legal forms a glued header may print, "S/B" being the till's short form of SDN BHD. */
const GLUED_LEGAL: Record<Place, readonly string[]> = { MY: ["SDN BHD", "SDN. BHD.", "S/B", "ENTERPRISE", "TRADING"], SG: ["PTE LTD", "PTE. LTD."] };
const STREETS: Record<Place, readonly string[]> = {
  MY: ["JALAN {s} {n}", "JLN {s} {n}/{m}", "LORONG {s} {n}", "PERSIARAN {s}"],
  SG: ["{n} {s} ROAD", "{n} {s} AVENUE {m}", "BLK {n} {s} STREET {m}"],
};
const TOWNS: Record<Place, readonly string[]> = { MY: ["{p} {S}, SELANGOR", "{p} {S}, JOHOR", "{p} KUALA LUMPUR", "{p} {S}, PERAK"], SG: ["SINGAPORE {p}"] };
const GOODS: ReadonlyArray<readonly [string, number, number]> = [
  ["MINERAL WATER 1.5L", 90, 250],
  ["WHITE BREAD 400G", 220, 420],
  ["A4 PAPER 80GSM", 990, 1590],
  ["BALL PEN BLUE", 80, 250],
  ["KOPI O", 120, 280],
  ["NASI LEMAK", 350, 850],
  ["TEH TARIK", 150, 300],
  ["CABLE TIE 100PCS", 350, 900],
  ["PVC GLUE 100G", 280, 650],
  ["DETERGENT 2KG", 1290, 2290],
  ["COOKING OIL 2KG", 1090, 1590],
  ["EXERCISE BOOK", 120, 350],
  ["SCREWDRIVER SET", 890, 2590],
  ["RICE 5KG", 1590, 2890],
];
const TITLES = ["TAX INVOICE", "SIMPLIFIED TAX INVOICE", "CASH BILL", "RECEIPT", "OFFICIAL RECEIPT"];
const CARDS = ["VISA", "MASTERCARD", "CREDIT CARD", "DEBIT CARD"];

const word = (rng: Rng) => Array.from({ length: rng.int(2, 3) }, () => rng.pick(SYLLABLES)).join("");
const fill = (rng: Rng, pattern: string, postcode: string) =>
  pattern
    .replace("{s}", word(rng))
    .replace("{S}", word(rng))
    .replace("{n}", String(rng.int(1, 88)))
    .replace("{m}", String(rng.int(1, 12)))
    .replace("{p}", postcode);

/** The registration number as printed after a name on its line: in brackets, bare, or after "CO. REG". */
const gluedNumber = (rng: Rng, registration: string) => {
  const bare = registration.replace(/^\((.*)\)$/, "$1");
  if (bare !== registration && rng.chance(0.3)) return rng.chance(0.5) ? bare : `CO. REG ${bare}`;
  return registration;
};

export function makeSeaReceipt(rng: Rng, name: string, { glued = false } = {}): SynthDoc {
  const place: Place = rng.chance(0.7) ? "MY" : "SG";
  const money = (cents: number) => (cents / 100).toFixed(2);
  const stem = rng.chance(0.5) ? `${word(rng)} ${rng.pick(TRADES)}` : `${word(rng)} ${word(rng)}`;
  const legal = `${stem} ${rng.pick((glued ? GLUED_LEGAL : LEGAL)[place])}`;
  const registration =
    place === "MY"
      ? `(${rng.chance(0.5) ? digits(rng, 6) : `2019${digits(rng, 8)}`}-${rng.pick(["X", "A", "K", "V", "U"])})`
      : `UEN ${digits(rng, 9)}${rng.pick(["K", "M", "W"])}`;
  const shop = rng.chance(0.35) ? `${word(rng)} ${rng.pick(SHOPS)}` : null;
  const merchant = shop ?? legal;
  const postcode = place === "MY" ? digits(rng, 5) : digits(rng, 6);
  const address = [`NO. ${rng.int(1, 120)}, ${fill(rng, rng.pick(STREETS[place]), postcode)},`, fill(rng, rng.pick(TOWNS[place]), postcode)];
  const taxRate = place === "MY" ? rng.pick([6, 6, 10]) : rng.pick([7, 8, 9]);
  const taxName = place === "MY" && taxRate === 10 ? "SST" : "GST";
  const taxId =
    taxName === "SST"
      ? `SST REG NO: W${digits(rng, 2)}-${digits(rng, 4)}-${digits(rng, 8)}`
      : `GST ${rng.pick(["ID", "REG NO", "NO"])}: ${place === "MY" ? digits(rng, 12) : `M${digits(rng, 1)}-${digits(rng, 7)}-${digits(rng, 1)}`}`;

  const day = { y: rng.int(2016, 2026), m: rng.int(1, 12), d: rng.int(1, 28) };
  const dd = String(day.d).padStart(2, "0");
  const mm = String(day.m).padStart(2, "0");
  const date = rng.pick([
    `${dd}/${mm}/${day.y}`,
    `${dd}-${mm}-${day.y}`,
    `${dd}/${mm}/${String(day.y).slice(2)}`,
    `${dd} ${MONTHS_SHORT.en[day.m - 1]!.toUpperCase()} ${day.y}`,
  ]);
  const time = `${String(rng.int(8, 22)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}${rng.chance(0.5) ? `:${String(rng.int(0, 59)).padStart(2, "0")}` : ` ${rng.pick(["AM", "PM"])}`}`;
  const docNo = `${rng.pick(["CS", "INV", "OR", "T"])}${digits(rng, rng.int(6, 9))}`;

  const rows = rng
    .shuffle(GOODS)
    .slice(0, rng.int(1, 7))
    .map(([description, low, high]) => {
      const quantity = rng.weighted([
        [1, 5],
        [2, 2],
        [3, 1],
        [5, 1],
      ] as const);
      const unit = Math.round(rng.int(low, high) / 10) * 10;
      return { description, code: digits(rng, 13), quantity, unit, cents: quantity * unit, zeroRated: rng.chance(0.15) };
    });
  const items: TillItem[] = rows.map((r) => ({ description: r.description, ...(r.quantity > 1 ? { quantity: r.quantity } : {}), cents: r.cents }));
  const goods = rows.reduce((s, r) => s + r.cents, 0);
  const taxable = rows.filter((r) => !r.zeroRated).reduce((s, r) => s + r.cents, 0);
  // Prices exclude the tax on Malaysian bills and include it on Singaporean ones.
  const inclusive = place === "SG";
  const tax = inclusive ? Math.round(taxable - taxable / (1 + taxRate / 100)) : Math.round((taxable * taxRate) / 100);
  const exact = inclusive ? goods : goods + tax;
  const total = place === "MY" ? Math.round(exact / 5) * 5 : exact;
  const rounding = total - exact;
  const card = rng.chance(0.35);
  const method = card ? rng.pick(CARDS) : "CASH";
  const given = Math.ceil(total / 1000) * 1000 + (rng.chance(0.4) ? 1000 : 0);
  const cur = place === "MY" ? "RM" : rng.pick(["S$", "SGD"]);

  const table = rng.chance(0.5);
  const itemHtml = table
    ? `<table><tbody><tr><th>ITEM</th><th class="n">QTY</th><th class="n">U/P</th><th class="n">AMT</th><th></th></tr>${rows
        .map(
          (r) =>
            `<tr><td>${r.description}</td><td class="n">${r.quantity}</td><td class="n">${money(r.unit)}</td><td class="n">${money(r.cents)}</td><td>${r.zeroRated ? "ZR" : "SR"}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : rows
        .map((r) => `${text(`${r.code} ${r.description}`)}${line(`  ${r.quantity} x ${money(r.unit)}`, `${money(r.cents)} ${r.zeroRated ? "Z" : "S"}`)}`)
        .join("");
  const html = [
    shop ? text(shop, "c big") : "",
    ...(glued ? [text(`${legal} ${gluedNumber(rng, registration)}`, shop ? "c" : "c big")] : [text(legal, shop ? "c" : "c big"), text(registration, "c")]),
    ...address.map((a) => text(a, "c")),
    text(`TEL: ${place === "MY" ? `0${rng.int(3, 9)}-${digits(rng, 3)} ${digits(rng, 4)}` : `6${digits(rng, 3)} ${digits(rng, 4)}`}`, "c"),
    text(taxId, "c"),
    RULE,
    text(rng.pick(TITLES), "c b"),
    line(`${rng.pick(["INVOICE NO", "BILL NO", "RECEIPT #", "DOC NO"])}: ${docNo}`, ""),
    rng.chance(0.5) ? `${line(`DATE: ${date}`, `TIME: ${time}`, "nw")}` : text(`${date} ${time}`, "nw"),
    line(`CASHIER: ${rng.pick(["ADMIN", "001", "SITI", "AHMAD", "MEI LING", "RAJ"])}`, `COUNTER: ${rng.int(1, 9)}`),
    RULE,
    itemHtml,
    RULE,
    text(`TOTAL QTY: ${rows.reduce((n, r) => n + r.quantity, 0)}`),
    inclusive ? "" : line(`SUB TOTAL (EXCL ${taxName})`, money(goods)),
    inclusive ? "" : line(`TOTAL ${taxName} @${taxRate}%`, money(tax)),
    rounding !== 0 || rng.chance(0.5)
      ? line(rng.pick(["ROUNDING ADJ", "ROUNDING", "ROUNDING ADJUSTMENT"]), (rounding < 0 ? "-" : "") + money(Math.abs(rounding)))
      : "",
    line(
      rng.pick([`TOTAL (${cur})`, `TOTAL INCL ${taxName}`, "ROUNDED TOTAL", "GRAND TOTAL", "NETT TOTAL"]),
      `${rng.chance(0.5) ? `${cur} ` : ""}${money(total)}`,
      "big",
    ),
    card
      ? `${line(method, money(total))}${text(`CARD NO: XXXX XXXX XXXX ${digits(rng, 4)}`)}${text(`APPR CODE: ${digits(rng, 6)}`)}`
      : `${line(rng.pick(["CASH", "CASH TENDERED", "PAYMENT CASH"]), money(given))}${line("CHANGE", money(given - total))}`,
    RULE,
    `<table><tbody><tr><th>${taxName} SUMMARY</th><th class="n">AMOUNT(${cur})</th><th class="n">TAX(${cur})</th></tr><tr><td>SR @ ${taxRate}%</td><td class="n">${money(inclusive ? taxable - tax : taxable)}</td><td class="n">${money(tax)}</td></tr>${
      goods > taxable ? `<tr><td>ZR @ 0%</td><td class="n">${money(goods - taxable)}</td><td class="n">0.00</td></tr>` : ""
    }</tbody></table>`,
    `<div class="sp"></div>`,
    text(rng.pick(["THANK YOU. PLEASE COME AGAIN.", "GOODS SOLD ARE NOT RETURNABLE", "THANK YOU & HAVE A NICE DAY"]), "c"),
  ].join("");
  return tillDoc(rng, {
    name,
    family: glued ? "sea-gst-glued" : "sea-gst",
    html,
    rows: 38 + rows.length * 2,
    expected: { merchant, date: isoOf(day), total: total / 100, currency: place === "MY" ? "MYR" : "SGD", payment_method: method, items: itemTruth(items) },
    alternatives: { merchant: shop ? [legal, stem] : [stem] },
    mustPrint: [merchant, date, money(total), ...items.map((i) => i.description)],
  });
}
