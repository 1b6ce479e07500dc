// Till receipts of Brazil, Mexico, Romania and Turkey in their legal shapes (receipt-world.ts puts
// them on paper): the Brazilian DANFE NFC-e (CNPJ, "Valor total R$" before the discount, "VALOR A
// PAGAR R$", "Forma de pagamento / Valor pago", "Troco", the access key in groups of four and the
// authorisation protocol with its own date), the Mexican ticket (RFC, SUBTOTAL, IVA 16%, TOTAL, the
// amount in words, SU PAGO / CAMBIO, ARTICULOS VENDIDOS, a deadline to ask for an invoice), the
// Romanian BON FISCAL (CIF, TOTAL LEI, TVA A 19%, NUMERAR / REST) and the Turkish FİŞ (TOPKDV,
// TOPLAM, amounts as "*1.250,00", NAKİT / PARA ÜSTÜ, TARİH 28.11.2026).
import { type Day } from "./formats";
import { digits } from "./names";
import type { Rng } from "./random";
import { line, RULE, text } from "./receipt-till-kit";
import { clock, later, pickGoods, two, type Good, type WorldTill } from "./receipt-world-kit";

/** What a country's printer hands back: the body, its truth and what must be printed. */
export interface Made {
  html: string[];
  rows: number;
  total: number;
  method: string;
  items: Good[];
  date: string;
  mustPrint: string[];
}

const GOODS_BR: ReadonlyArray<readonly [string, number, number]> = [
  ["ARROZ TIPO 1 5KG", 2190, 2890],
  ["FEIJAO CARIOCA 1KG", 690, 989],
  ["CAFE TORRADO 500G", 1490, 2290],
  ["LEITE UHT INTEGRAL 1L", 429, 599],
  ["PAO FRANCES KG", 1290, 1690],
  ["OLEO DE SOJA 900ML", 699, 899],
  ["ACUCAR REFINADO 1KG", 429, 589],
  ["DETERGENTE 500ML", 229, 349],
];
const GOODS_MX: ReadonlyArray<readonly [string, number, number]> = [
  ["COCA COLA 600ML", 1800, 2200],
  ["PAN BLANCO GDE", 4200, 5200],
  ["LECHE ENTERA 1L", 2600, 3100],
  ["HUEVO 12 PZAS", 3800, 5200],
  ["TORTILLAS 1KG", 2200, 2800],
  ["FRIJOL NEGRO 900G", 3400, 4300],
  ["JABON TOCADOR", 1500, 2400],
  ["CUADERNO PROF", 2900, 4500],
];
const GOODS_RO: ReadonlyArray<readonly [string, number, number]> = [
  ["PAINE ALBA 500G", 350, 550],
  ["LAPTE 3.5% 1L", 690, 950],
  ["CASCAVAL 400G", 1890, 2890],
  ["APA MINERALA 2L", 390, 590],
  ["CAFEA MACINATA", 1590, 2590],
  ["OUA M 10BUC", 1190, 1690],
  ["DETERGENT VASE", 990, 1490],
];
const GOODS_TR: ReadonlyArray<readonly [string, number, number]> = [
  ["EKMEK", 1000, 1500],
  ["SÜT 1L", 3000, 4200],
  ["BEYAZ PEYNİR", 12000, 18000],
  ["ÇAY 1KG", 18000, 26000],
  ["DOMATES KG", 2500, 4000],
  ["SU 5L", 2200, 3200],
  ["DETERJAN", 9000, 14000],
  ["SİMİT", 1000, 1500],
];

const cashGiven = (total: number, step: number) => Math.ceil((total + 1) / step) * step;
const ddmmyyyy = (day: Day, sep: string) => `${two(day.d)}${sep}${two(day.m)}${sep}${day.y}`;

export function brazil(rng: Rng, t: WorldTill, day: Day): Made {
  const items = pickGoods(rng, GOODS_BR, 2, 6, 1);
  const sum = items.reduce((s, i) => s + i.cents, 0);
  const discount = rng.chance(0.4) ? Math.round(sum * rng.pick([0.03, 0.05, 0.1])) : 0;
  const total = sum - discount;
  const method = rng.pick(["Dinheiro", "Cartão de Crédito", "Cartão de Débito", "PIX"]);
  const given = method === "Dinheiro" ? cashGiven(total, rng.pick([1000, 5000])) : total;
  const date = ddmmyyyy(day, "/");
  const time = clock(rng, true);
  // A note issued offline (contingência) is authorised later: the protocol's date is another day's.
  const authDay = rng.chance(0.5) ? later(day, rng.int(1, 3)) : day;
  const key = Array.from({ length: 11 }, () => digits(rng, 4)).join(" ");
  const itemHtml = items.map(
    (i, n) =>
      `${text(`${String(n + 1).padStart(3, "0")} ${digits(rng, 13)} ${i.description}`)}${line(`${i.quantity ?? 1} UN x ${t.amount(i.unit)}`, t.amount(i.cents))}`,
  );
  const count = items.reduce((s, i) => s + (i.quantity ?? 1), 0);
  const emitted = text(`NFC-e nº ${String(rng.int(1, 999999)).padStart(9, "0")} Série ${rng.int(1, 9).toString().padStart(3, "0")} ${date} ${time}`);
  const protocol = `${text(`Protocolo de autorização: ${rng.int(1, 4)}${digits(rng, 14)}`)}${text(`Data de autorização: ${ddmmyyyy(authDay, "/")} ${clock(rng, true)}`)}`;
  return {
    html: [
      text("DANFE NFC-e - Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica", "c b"),
      text("Não permite aproveitamento de crédito do ICMS", "c"),
      RULE,
      line("# Código Descrição", "Vl Total"),
      ...itemHtml,
      RULE,
      line("Qtd. total de itens", String(count)),
      line("Valor total R$", t.amount(sum)),
      discount ? line("Desconto R$", t.amount(discount)) : "",
      line("VALOR A PAGAR R$", t.amount(total), "b"),
      line("FORMA DE PAGAMENTO", "VALOR PAGO R$"),
      line(method, t.amount(given)),
      given > total ? line("Troco R$", t.amount(given - total)) : "",
      RULE,
      text("Consulte pela Chave de Acesso em", "c"),
      text(`www.nfce.fazenda.${rng.pick(["sp", "pr", "mg", "rs"])}.gov.br/consulta`, "c"),
      text("CHAVE DE ACESSO", "c b"),
      text(key, "c"),
      RULE,
      text(rng.chance(0.6) ? "CONSUMIDOR NÃO IDENTIFICADO" : `CONSUMIDOR CPF: ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}-${digits(rng, 2)}`, "c"),
      ...(rng.chance(0.5) ? [emitted, protocol] : [protocol, emitted]),
      text(`Tributos totais incidentes (Lei Federal 12.741/2012) R$ ${t.amount(Math.round(total * 0.18))}`),
    ],
    rows: 36 + items.length * 2,
    total,
    method,
    items,
    date,
    mustPrint: [t.amount(total), method],
  };
}

const UNITS = ["", "UN", "DOS", "TRES", "CUATRO", "CINCO", "SEIS", "SIETE", "OCHO", "NUEVE", "DIEZ", "ONCE", "DOCE", "TRECE", "CATORCE", "QUINCE"];
const TENS = ["", "DIEZ", "VEINTE", "TREINTA", "CUARENTA", "CINCUENTA", "SESENTA", "SETENTA", "OCHENTA", "NOVENTA"];
const HUNDREDS = ["", "CIENTO", "DOSCIENTOS", "TRESCIENTOS", "CUATROCIENTOS", "QUINIENTOS", "SEISCIENTOS", "SETECIENTOS", "OCHOCIENTOS", "NOVECIENTOS"];

/** Whole pesos below a million in Spanish words, as a ticket prints them ("CIENTO VEINTE"). */
export function spanishWords(n: number): string {
  if (n === 0) return "CERO";
  if (n >= 1000) {
    const thousands = Math.floor(n / 1000);
    const rest = n % 1000;
    return `${thousands === 1 ? "MIL" : `${spanishWords(thousands)} MIL`}${rest ? ` ${spanishWords(rest)}` : ""}`;
  }
  if (n === 100) return "CIEN";
  if (n > 100) return `${HUNDREDS[Math.floor(n / 100)]}${n % 100 ? ` ${spanishWords(n % 100)}` : ""}`;
  if (n <= 15) return UNITS[n]!;
  if (n < 20) return `DIECI${UNITS[n - 10]}`;
  if (n === 20) return "VEINTE";
  if (n < 30) return `VEINTI${UNITS[n - 20]}`;
  return `${TENS[Math.floor(n / 10)]}${n % 10 ? ` Y ${UNITS[n % 10]}` : ""}`;
}

export function mexico(rng: Rng, t: WorldTill, day: Day): Made {
  const items = pickGoods(rng, GOODS_MX, 2, 7, 50);
  const total = items.reduce((s, i) => s + i.cents, 0);
  // Prices include IVA; the ticket breaks the tax out of the total.
  const iva = Math.round(total - total / 1.16);
  const method = rng.pick(["EFECTIVO", "TARJETA DEBITO", "TARJETA CREDITO", "VALES"]);
  const given = method === "EFECTIVO" ? cashGiven(total, rng.pick([5000, 10000, 20000])) : total;
  const mon = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"][day.m - 1]!;
  const date = rng.pick([ddmmyyyy(day, "/"), `${two(day.d)}/${mon}/${day.y}`, `${two(day.d)}-${mon}-${day.y}`]);
  const time = clock(rng);
  const money = (c: number) => `$${t.amount(c)}`;
  const count = items.reduce((s, i) => s + (i.quantity ?? 1), 0);
  // The month's last day: an invoice for the sale can be asked for until then.
  const deadline = later({ y: day.m === 12 ? day.y + 1 : day.y, m: (day.m % 12) + 1, d: 1 }, -1);
  const words = `(${spanishWords(Math.floor(total / 100))} PESOS ${two(total % 100)}/100 M.N.)`;
  const saved = rng.chance(0.4) ? rng.int(5, 40) * 100 : 0;
  return {
    html: [
      line(`TIENDA ${rng.int(100, 9999)}  CAJA ${rng.int(1, 12)}`, `TICKET ${rng.int(10000, 999999)}`),
      rng.chance(0.5) ? line(`FECHA: ${date}`, `HORA: ${time}`, "nw") : text(`${date} ${time}`, "nw"),
      RULE,
      line("CANT DESCRIPCION", "IMPORTE"),
      ...items.map((i) =>
        i.quantity
          ? `${line(`${i.quantity} ${i.description}`, money(i.cents))}${text(`   ${i.quantity} X ${money(i.unit)}`)}`
          : line(`1 ${i.description}`, money(i.cents)),
      ),
      RULE,
      text(`ARTICULOS VENDIDOS: ${count}`),
      line("SUBTOTAL", money(total - iva)),
      line("IVA 16%", money(iva)),
      line(rng.chance(0.5) ? "TOTAL" : "TOTAL M.N.", money(total), "big"),
      text(words, "c"),
      line(`SU PAGO ${method}`, money(given)),
      line("CAMBIO", money(given - total)),
      saved ? line("USTED AHORRO", money(saved)) : "",
      rng.chance(0.5) ? line("MONEDERO SALDO ACUMULADO", money(rng.int(100, 30000))) : "",
      RULE,
      text(`FACTURE EN LINEA ANTES DEL ${ddmmyyyy(deadline, "/")}`, "c"),
      text("ESTE TICKET ES SU COMPROBANTE DE COMPRA", "c"),
    ],
    rows: 32 + items.length * 2,
    total,
    method,
    items,
    date,
    mustPrint: [money(total), method],
  };
}

export function romania(rng: Rng, t: WorldTill, day: Day, legal: string): Made {
  const items = pickGoods(rng, GOODS_RO, 2, 6);
  const total = items.reduce((s, i) => s + i.cents, 0);
  const tva = Math.round(total - total / 1.19);
  const method = rng.pick(["NUMERAR", "CARD", "NUMERAR", "CARD BANCAR"]);
  const given = method === "NUMERAR" ? cashGiven(total, rng.pick([1000, 5000])) : total;
  const date = rng.pick([ddmmyyyy(day, "/"), ddmmyyyy(day, "-"), ddmmyyyy(day, ".")]);
  const time = clock(rng, true);
  const qty = (q: number) => formatQty(q, t.numbers === "plain-comma" ? "," : ".");
  return {
    html: [
      text("BON FISCAL", "c b"),
      ...items.map((i) => `${text(`${qty(i.quantity ?? 1)} BUC x ${t.amount(i.unit)}`)}${line(i.description, `${t.amount(i.cents)} A`)}`),
      RULE,
      line("SUBTOTAL", t.amount(total)),
      line(rng.chance(0.5) ? "TOTAL LEI" : "TOTAL", t.amount(total), "big"),
      line("TOTAL TVA", t.amount(tva)),
      line("TVA A 19%", t.amount(tva)),
      line(method, t.amount(given)),
      method === "NUMERAR" ? line("REST", t.amount(given - total)) : "",
      RULE,
      rng.chance(0.4) ? text(`Puncte fidelitate acumulate: ${rng.int(10, 900)}`) : "",
      text(legal, "c"),
      line(`DATA: ${date}`, `ORA: ${time}`, "nw"),
      line(`Z: ${String(rng.int(1, 999)).padStart(4, "0")}  BF: ${String(rng.int(1, 999)).padStart(4, "0")}`, `ID UNIC: ${digits(rng, 10)}`),
      text("BON FISCAL", "c b"),
    ],
    rows: 28 + items.length * 2,
    total,
    method,
    items,
    date,
    mustPrint: [t.amount(total), method],
  };
}

const formatQty = (q: number, mark: string) => `${q}${mark}000`;

export function turkey(rng: Rng, t: WorldTill, day: Day): Made {
  const items = pickGoods(rng, GOODS_TR, 2, 6, 50);
  const total = items.reduce((s, i) => s + i.cents, 0);
  const kdv = Math.round(total - total / 1.01);
  const method = rng.pick(["NAKİT", "KREDİ KARTI", "BANKA KARTI"]);
  const given = method === "NAKİT" ? cashGiven(total, rng.pick([5000, 10000, 20000])) : total;
  const date = ddmmyyyy(day, ".");
  const star = (c: number) => `*${t.amount(c)}`;
  const slip =
    method === "NAKİT"
      ? ""
      : [
          RULE,
          text("SATIŞ", "c b"),
          text(`**** **** **** ${digits(rng, 4)}`),
          line("TUTAR", `${t.amount(total)} TL`),
          text(`ONAY KODU: ${digits(rng, 6)}  PROVİZYON`),
          text("KARŞILIKSIZ ÇIKARSA ÖDEYECEĞİMİ KABUL EDERİM"),
        ].join("");
  return {
    html: [
      line(`TARİH : ${date}`, `SAAT : ${clock(rng)}`, "nw"),
      line(`FİŞ NO : ${String(rng.int(1, 9999)).padStart(4, "0")}`, ""),
      RULE,
      ...items.map((i) => `${i.quantity ? text(`${i.quantity} AD X ${t.amount(i.unit)}`) : ""}${line(`${i.description}  %1`, star(i.cents))}`),
      RULE,
      line("TOPKDV", star(kdv)),
      line("TOPLAM", star(total), "big"),
      line(method, star(given)),
      given > total ? line("PARA ÜSTÜ", star(given - total)) : "",
      rng.chance(0.4) ? line("KAZANILAN PUAN", t.amount(rng.int(100, 5000))) : "",
      slip,
      RULE,
      line(`Z NO: ${String(rng.int(1, 999)).padStart(4, "0")}`, `EKÜ NO: ${String(rng.int(1, 9)).padStart(4, "0")}`),
      text(`MF ${rng.pick(["AB", "JH", "KT"])} ${digits(rng, 8)}`, "c"),
    ],
    rows: 28 + items.length * 2 + (slip ? 6 : 0),
    total,
    method,
    items,
    date,
    mustPrint: [star(total), method],
  };
}
