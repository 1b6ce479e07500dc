// North American chain-store receipts (drugstore, big-box, hardware, convenience) as their tills
// print them: a store number, phone and register/operator/transaction numbers on top, item lines
// with a UPC beside the description and a tax flag after the price, "2 @ 3.49" under multi-buys,
// instant savings as negative lines, one or two sales-tax lines, "BALANCE DUE", a tender line
// ("VISA TEND"), "CHANGE DUE", a card's approval code, AID and terminal number, an item count and a
// long transaction barcode number. Truth: the merchant is the store name on top (the operator's
// legal name, when printed, is an alternative); the total is the balance after tax; items are the
// priced lines with their sign, described by their words (the UPC beside them is an alternative).
import { isoOf } from "./formats";
import { company, companyName, digits } from "./names";
import type { Rng } from "./random";
import { itemTruth, line, RULE, text, tillDoc, type TillItem } from "./receipt-till-kit";
import type { SynthDoc } from "./synth-doc";

const KINDS = ["PHARMACY", "DRUG", "HARDWARE", "MART", "GENERAL STORE", "HOME CENTER", "FOOD & DRUG"];
const GOODS: ReadonlyArray<readonly [string, number, number]> = [
  ["MILK 2% GAL", 289, 449],
  ["BREAD WHT 20OZ", 199, 349],
  ["EGGS LG 12CT", 249, 499],
  ["PAPER TOWEL 6RL", 799, 1299],
  ["IBUPROFEN 200MG 100CT", 649, 1199],
  ["TOOTHPASTE 4.8OZ", 299, 549],
  ["AA BATTERIES 8PK", 899, 1499],
  ["WD-40 8OZ", 499, 799],
  ["DUCT TAPE 60YD", 599, 999],
  ["LED BULB 60W 4PK", 799, 1399],
  ["COFFEE GRND 12OZ", 599, 1099],
  ["SODA 12PK CANS", 549, 899],
  ["CHIPS FAM SIZE", 349, 579],
  ["SHAMPOO 12OZ", 399, 799],
  ["GREETING CARD", 199, 699],
  ["ICE 10LB BAG", 249, 399],
];
const TOTAL_WORDS = ["TOTAL", "BALANCE DUE", "TOTAL DUE", "AMOUNT DUE"];
const CARDS = ["VISA", "MASTERCARD", "AMEX", "DISCOVER", "DEBIT"];
/** Combined state and local sales-tax rates as tills print them; a state the map lacks gets a plausible one. */
const RATES: Record<string, number> = { TX: 8.25, OH: 7.25, CO: 8.81, NC: 7.25, NY: 8.875, IL: 10.25, WA: 10.1 };

const usd = (cents: number) => (cents / 100).toFixed(2);
const signed = (cents: number) => (cents < 0 ? `${usd(-cents)}-` : usd(cents));

export function makeUsStoreReceipt(rng: Rng, name: string): SynthDoc {
  const legal = company(rng, "US");
  const stem = companyName(rng, "US").short.split(" ")[0]!.toUpperCase();
  const kind = rng.pick(KINDS);
  const shop = rng.chance(0.5) ? `${stem} ${kind}` : `${kind} ${stem}`;
  const state = /\b([A-Z]{2}) \d{5}/.exec(legal.cityLine)?.[1] ?? "TX";
  const rate = RATES[state] || rng.pick([6, 7.5, 8.25]);
  const day = { y: rng.int(2019, 2026), m: rng.int(1, 12), d: rng.int(1, 28) };
  const mm = String(day.m).padStart(2, "0");
  const dd = String(day.d).padStart(2, "0");
  const date = rng.pick([`${mm}/${dd}/${String(day.y).slice(2)}`, `${mm}/${dd}/${day.y}`]);
  const time = `${String(rng.int(7, 22)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;
  const withUpc = rng.chance(0.6);
  const flagged = rng.chance(0.7);

  const items: TillItem[] = [];
  const itemHtml: string[] = [];
  const upcs: string[] = [];
  for (const [description, low, high] of rng.shuffle(GOODS).slice(0, rng.int(2, 9))) {
    const quantity = rng.weighted([
      [1, 6],
      [2, 2],
      [3, 1],
    ] as const);
    const unit = rng.int(low, high);
    const upc = digits(rng, 12);
    upcs.push(`${description} ${upc}`);
    const flag = flagged ? ` ${rng.pick(["T", "N", "F", "X"])}` : "";
    if (quantity > 1)
      itemHtml.push(line(withUpc ? `${description} ${upc}` : description, `${usd(quantity * unit)}${flag}`), text(`  ${quantity} @ ${usd(unit)}`));
    else itemHtml.push(line(withUpc ? `${description} ${upc}` : description, `${usd(unit)}${flag}`));
    items.push({ description, ...(quantity > 1 ? { quantity } : {}), cents: quantity * unit });
    if (rng.chance(0.2)) {
      const saving = -rng.int(50, Math.min(300, quantity * unit - 10));
      const label = rng.pick(["INSTANT SAVINGS", "SALE DISCOUNT", "CPN SAVINGS"]);
      itemHtml.push(line(label, signed(saving)));
      items.push({ description: label, cents: saving });
    }
  }
  const subtotal = items.reduce((s, i) => s + i.cents, 0);
  const split = rng.chance(0.3);
  const taxes = split
    ? [[`TAX 1 ${(rate - 1).toFixed(3)} %`, Math.round((subtotal * (rate - 1)) / 100)] as const, [`TAX 2 1.000 %`, Math.round(subtotal / 100)] as const]
    : [[rng.pick([`TAX ${rate.toFixed(3)} %`, `${state} SALES TAX`, `SALES TAX ${rate}%`]), Math.round((subtotal * rate) / 100)] as const];
  const total = subtotal + taxes.reduce((s, [, c]) => s + c, 0);
  const card = rng.chance(0.65);
  const method = card ? rng.pick(CARDS) : "CASH";
  const given = Math.ceil(total / 2000) * 2000;
  const saved = items.filter((i) => i.cents < 0).reduce((s, i) => s - i.cents, 0);
  const count = items.filter((i) => i.cents > 0).reduce((n, i) => n + (i.quantity ?? 1), 0);
  const numbers = `ST# ${digits(rng, 4)} OP# ${digits(rng, 6)} TE# ${digits(rng, 2)} TR# ${digits(rng, 5)}`;
  const dateLine = text(`${date} ${time}`, "nw");
  const dateOnTop = rng.chance(0.5);

  const html = [
    text(shop, "c big"),
    rng.chance(0.4) ? text(`Store #${rng.int(100, 9999)}`, "c") : "",
    text(legal.street, "c"),
    text(legal.cityLine, "c"),
    text(legal.phone, "c"),
    rng.chance(0.3) ? text(`MGR: ${rng.pick(["DANA", "LEE", "SAM", "ALEX", "JORDAN"])} ${rng.pick(["K.", "M.", "R."])}`, "c") : "",
    RULE,
    dateOnTop ? dateLine : "",
    text(numbers, "nw"),
    RULE,
    ...itemHtml,
    RULE,
    line("SUBTOTAL", usd(subtotal)),
    ...taxes.map(([label, cents]) => line(label, usd(cents))),
    line(rng.pick(TOTAL_WORDS), usd(total), "big"),
    card
      ? [
          line(`${method} TEND`, usd(total)),
          line("CHANGE DUE", usd(0)),
          text(`${method} **** **** **** ${digits(rng, 4)}`),
          text(`APPROVAL # ${digits(rng, 6)}`),
          text(`AID A0000000${digits(rng, 6)}`),
          text(`TERMINAL # ${digits(rng, 8)}`),
        ].join("")
      : `${line("CASH TEND", usd(given))}${line("CHANGE DUE", usd(given - total))}`,
    RULE,
    text(`# ITEMS SOLD ${count}`),
    saved > 0 ? text(`YOUR SAVINGS TODAY $${usd(saved)}`) : "",
    text(`TC# ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`, "nw"),
    dateOnTop ? "" : dateLine,
    `<div class="sp"></div>`,
    text(rng.pick(["THANK YOU FOR SHOPPING WITH US", "SAVE MONEY. LIVE BETTER.", "Returns within 90 days with receipt"]), "c"),
    rng.chance(0.4) ? text(`Operated by ${legal.name}`, "c") : "",
  ].join("");
  return tillDoc(rng, {
    name,
    family: "us-store",
    html,
    rows: 34 + itemHtml.length * 2,
    expected: { merchant: shop, date: isoOf(day), total: total / 100, currency: "USD", payment_method: method, items: itemTruth(items) },
    alternatives: { merchant: [legal.name, legal.short], "items[].description": withUpc ? upcs : [] },
    mustPrint: [shop, date, usd(total), method, ...items.map((i) => i.description)],
  });
}
