// Fiscal receipts of southern and eastern Europe, each in its country's legal shape: the Italian
// "DOCUMENTO COMMERCIALE di vendita o prestazione" (TOTALE COMPLESSIVO, di cui IVA, PAGAMENTO
// CONTANTE / ELETTRONICO, the date and document number at the bottom), the Spanish "FACTURA
// SIMPLIFICADA" (TOTAL A PAGAR, ENTREGADO / CAMBIO, base and cuota table), the Portuguese "FATURA
// SIMPLIFICADA" (NIF of the seller and "Consumidor final", TOTAL A PAGAR, ATCUD) and the Polish
// "PARAGON FISKALNY" (items as "1 x3,49", SPRZEDAŻ OPODATKOWANA, PTU, SUMA PLN, NIP).
import { isoOf } from "./formats";
import type { InvoiceCountry } from "./names";
import type { Rng } from "./random";
import { ITEMS } from "./receipt";
import { itemTruth, openTill, line, RULE, saleMoment, text, tillDoc, type Till, type TillItem } from "./receipt-till-kit";
import type { SynthDoc } from "./synth-doc";

const COUNTRIES: readonly InvoiceCountry[] = ["IT", "IT", "ES", "PT", "PT", "PL", "PL"];
const KINDS: Partial<Record<InvoiceCountry, readonly string[]>> = {
  IT: ["ALIMENTARI", "BAR", "FARMACIA", "MINIMARKET", "TABACCHI"],
  ES: ["SUPERMERCADO", "CAFETERÍA", "FERRETERÍA", "PANADERÍA"],
  PT: ["MERCEARIA", "PASTELARIA", "FARMÁCIA", "MINIMERCADO"],
  PL: ["SKLEP", "PIEKARNIA", "APTEKA", "DELIKATESY"],
};
const GOODS: Partial<Record<InvoiceCountry, readonly string[]>> = {
  IT: ["Caffè espresso", "Cornetto", "Acqua frizzante", "Pane comune", "Latte intero 1l", "Prosciutto cotto", "Mozzarella 125g", "Pasta 500g"],
  ES: ITEMS.es,
  PT: ["Café", "Pastel de nata", "Água 0,5l", "Pão de forma", "Leite meio-gordo", "Queijo flamengo", "Sumo de laranja", "Bolo de arroz"],
  PL: ["Chleb razowy", "Masło 200g", "Mleko 2% 1l", "Jogurt naturalny", "Kawa mielona", "Woda 1,5l", "Bułka kajzerka", "Ser gouda"],
};
const RATE: Partial<Record<InvoiceCountry, number>> = { IT: 10, ES: 10, PT: 6, PL: 8 };

interface Sale {
  t: Till;
  items: TillItem[];
  total: number;
  method: string;
  tax: number;
  rate: number;
}

function italian(rng: Rng, s: Sale, date: string, time: string): string[] {
  const cash = s.method === "CONTANTE";
  const given = Math.ceil(s.total / 500) * 500;
  return [
    text("DOCUMENTO COMMERCIALE", "c b"),
    text("di vendita o prestazione", "c"),
    line("DESCRIZIONE", "IVA   Prezzo(€)"),
    ...s.items.map(
      (i) => `${i.quantity ? text(`${i.quantity} x ${s.t.amount(i.cents / i.quantity)}`) : ""}${line(i.description, `${s.rate},00%   ${s.t.amount(i.cents)}`)}`,
    ),
    RULE,
    line("SUBTOTALE", s.t.amount(s.total)),
    line("TOTALE COMPLESSIVO", s.t.amount(s.total), "big"),
    line("DI CUI IVA", s.t.amount(s.tax)),
    line("PAGAMENTO CONTANTE", s.t.amount(cash ? given : 0)),
    line("PAGAMENTO ELETTRONICO", s.t.amount(cash ? 0 : s.total)),
    line("NON RISCOSSO", s.t.amount(0)),
    line("RESTO", s.t.amount(cash ? given - s.total : 0)),
    line("IMPORTO PAGATO", s.t.amount(s.total)),
    RULE,
    line(`${date} ${time}`, ""),
    line(`DOCUMENTO N. ${String(rng.int(1, 9999)).padStart(4, "0")}-${String(rng.int(1, 9999)).padStart(4, "0")}`, ""),
    text(`RT ${rng.pick(["99MEX", "80IEA", "72MPE"])}${rng.int(100000, 999999)}`),
  ];
}

function spanish(rng: Rng, s: Sale, date: string, time: string): string[] {
  const cash = s.method === "EFECTIVO";
  const given = Math.ceil(s.total / 1000) * 1000;
  const base = s.total - s.tax;
  return [
    text(`FACTURA SIMPLIFICADA Nº ${rng.pick(["T", "FS", "A"])}${rng.int(10, 99)}-${rng.int(100000, 999999)}`),
    line(`FECHA: ${date}`, `HORA: ${time}`),
    RULE,
    line("UDS  DESCRIPCIÓN", "IMPORTE"),
    ...s.items.map((i) => line(`${i.quantity ?? 1}  ${i.description}`, s.t.amount(i.cents))),
    RULE,
    line("TOTAL A PAGAR", s.t.money(s.total), "big"),
    cash ? `${line("ENTREGADO EFECTIVO", s.t.amount(given))}${line("CAMBIO", s.t.amount(given - s.total))}` : line(`${s.method}`, s.t.amount(s.total)),
    line(`IVA ${s.rate}%  BASE ${s.t.amount(base)}`, `CUOTA ${s.t.amount(s.tax)}`),
  ];
}

function portuguese(rng: Rng, s: Sale, date: string, time: string): string[] {
  const cash = s.method === "NUMERÁRIO";
  const given = Math.ceil(s.total / 500) * 500;
  return [
    text(`FATURA SIMPLIFICADA FS ${rng.pick(["A", "1A", "FSA"])}/${rng.int(1000, 99999)}`),
    text(`Data: ${date}  ${time}`),
    text(rng.chance(0.6) ? "Contribuinte: Consumidor final" : `NIF adquirente: ${rng.int(100000000, 299999999)}`),
    RULE,
    line("Qtd Descrição", "Valor"),
    ...s.items.map((i) => line(`${i.quantity ?? 1} ${i.description}`, s.t.amount(i.cents))),
    RULE,
    line("TOTAL A PAGAR", s.t.money(s.total), "big"),
    cash ? `${line("NUMERÁRIO", s.t.amount(given))}${line("TROCO", s.t.amount(given - s.total))}` : line(s.method, s.t.amount(s.total)),
    line(`IVA ${s.rate}%  Incidência ${s.t.amount(s.total - s.tax)}`, s.t.amount(s.tax)),
    text(`ATCUD: ${rng.pick(["JJ", "KF", "X9"])}${rng.int(1000, 9999)}-${rng.int(1, 99999)}`),
    text(`Processado por programa certificado n.º ${rng.int(1000, 2999)}/AT`),
  ];
}

function polish(rng: Rng, s: Sale, date: string, time: string): string[] {
  const cash = s.method === "GOTÓWKA";
  const given = Math.ceil(s.total / 1000) * 1000;
  return [
    line(date, `nr wydr. ${String(rng.int(1, 99999)).padStart(6, "0")}`),
    text("PARAGON FISKALNY", "c b"),
    ...s.items.map((i) => line(`${i.description}  ${i.quantity ?? 1} x${s.t.amount(i.cents / (i.quantity ?? 1))}`, `${s.t.amount(i.cents)}C`)),
    RULE,
    line("SPRZEDAŻ OPODATKOWANA C", s.t.amount(s.total)),
    line(`PTU C ${s.rate}%`, s.t.amount(s.tax)),
    line("SUMA PTU", s.t.amount(s.tax)),
    line("SUMA PLN", s.t.amount(s.total), "big"),
    cash
      ? `${line("Gotówka", `${s.t.amount(given)} PLN`)}${line("Reszta", `${s.t.amount(given - s.total)} PLN`)}`
      : line(s.method, `${s.t.amount(s.total)} PLN`),
    line(`#Kasa ${rng.int(1, 9)}  Kasjer nr ${rng.int(1, 40)}`, time),
    text(`${rng.pick(["BFA", "CAO", "EAJ"])} ${rng.int(10000000, 99999999)}`),
  ];
}

export function makeFiscalReceipt(rng: Rng, name: string): SynthDoc {
  const { t, who } = openTill(
    rng,
    COUNTRIES,
    (x) => KINDS[x.country]!,
    () =>
      rng.weighted([
        ["plain", 4],
        ["spaced", 1],
        ["footer", 1],
      ] as const),
  );
  const moment = saleMoment(rng, t, { labelled: false });
  const [date, time] = [moment.date, `${String(rng.int(7, 22)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`];
  const items: TillItem[] = rng
    .shuffle(GOODS[t.country]!)
    .slice(0, rng.int(1, 7))
    .map((description) => {
      const quantity = rng.weighted([
        [1, 5],
        [2, 2],
        [3, 1],
      ] as const);
      const unit = t.currency === "PLN" ? rng.int(199, 2999) : rng.int(60, 1299);
      return { description, ...(quantity > 1 ? { quantity } : {}), cents: quantity * unit };
    });
  const total = items.reduce((s, i) => s + i.cents, 0);
  const rate = RATE[t.country]!;
  const cashWord = { IT: "CONTANTE", ES: "EFECTIVO", PT: "NUMERÁRIO", PL: "GOTÓWKA" }[t.country as string]!;
  const method = rng.chance(0.5) ? cashWord : t.country === "IT" ? "PAGAMENTO ELETTRONICO" : t.word("card");
  const sale: Sale = { t, items, total, method, tax: Math.round(total - total / (1 + rate / 100)), rate };
  const body = { IT: italian, ES: spanish, PT: portuguese, PL: polish }[t.country as "IT" | "ES" | "PT" | "PL"](rng, sale, date, time);
  const html = [who.heading, ...body, `<div class="sp"></div>`, text(t.word("thanks"), "c"), who.footer].join("");
  // The Italian payment rows print both ways of paying; the one with the amount is the method.
  const printedMethod = method === "PAGAMENTO ELETTRONICO" ? "ELETTRONICO" : method;
  return tillDoc(rng, {
    name,
    family: "fiscal-southern",
    html,
    rows: 30 + items.length * 2,
    expected: {
      merchant: who.merchant,
      date: isoOf(moment.day),
      total: total / 100,
      currency: t.currency,
      payment_method: printedMethod,
      items: itemTruth(items),
    },
    alternatives: { merchant: who.alternatives, payment_method: t.country === "IT" ? [`PAGAMENTO ${printedMethod}`] : [] },
    mustPrint: [...who.mustPrint, date, t.amount(total), printedMethod, ...items.flatMap((i) => [i.description, t.amount(i.cents)])],
  });
}
