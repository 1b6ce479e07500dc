// Digital receipts for getting somewhere: ride-hailing trips (the total large on top, a fare
// breakdown with a subtotal, then booking fee, promotion and tip) and licensed taxis (fare, extras
// and tip without a subtotal), food delivery orders from a platform (restaurant named under the
// platform's logo, "2x Dish", delivery, service and small-order fees, promo, courier tip), parking
// sessions and EV charging (start and end, duration, kWh × price per kWh, a session fee) and
// train, bus and ferry tickets (booking reference, the purchase date and a later travel date).
// Truth: the merchant is the brand on top (the operator's legal name and, for a delivery, the
// restaurant are alternatives), or the legal name when only the footer names it; the date is the
// payment's (the travel date is a decoy); the total is the amount paid; items are the priced lines
// above the subtotal, or above the total when there is none, with the quantity when printed.
import { escapeHtml as e, formatQuantity } from "./formats";
import { company, companyName, digits, personName } from "./names";
import { cafeAppReceipt, posEmailReceipt, webShopReceipt } from "./receipt-digital-shop";
import {
  field,
  finish,
  itemTable,
  moment,
  moneyRow,
  openMerchant,
  para,
  paymentLine,
  paymentWord,
  row,
  sumOf,
  sums,
  type DigitalItem,
  type Merchant,
} from "./receipt-digital-kit";
import type { Lang } from "./formats";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type Words = Record<Lang, readonly string[]>;

const W = {
  rideTitle: {
    en: ["Your trip receipt", "Here's your receipt for your ride"],
    de: ["Deine Fahrtquittung", "Beleg zu deiner Fahrt"],
    fr: ["Reçu de votre course", "Votre reçu"],
    nl: ["Je ritbewijs", "Bon van je rit"],
    es: ["Recibo de tu viaje", "Tu recibo"],
  },
  taxiTitle: {
    en: ["Taxi receipt"],
    de: ["Taxiquittung", "Quittung Taxifahrt"],
    fr: ["Reçu de taxi", "Note de taxi"],
    nl: ["Taxibon", "Kwitantie taxirit"],
    es: ["Recibo de taxi"],
  },
  thanksRide: {
    en: ["Thanks for riding,"],
    de: ["Danke für deine Fahrt,"],
    fr: ["Merci d'avoir voyagé avec nous,"],
    nl: ["Bedankt voor je rit,"],
    es: ["Gracias por viajar con nosotros,"],
  },
  fare: {
    en: ["Trip fare", "Fare"],
    de: ["Fahrpreis", "Fahrtpreis"],
    fr: ["Prix de la course", "Tarif"],
    nl: ["Ritprijs"],
    es: ["Tarifa del viaje", "Tarifa"],
  },
  wait: { en: ["Wait time"], de: ["Wartezeit"], fr: ["Temps d'attente"], nl: ["Wachttijd"], es: ["Tiempo de espera"] },
  airport: { en: ["Airport surcharge"], de: ["Flughafenzuschlag"], fr: ["Supplément aéroport"], nl: ["Toeslag luchthaven"], es: ["Suplemento aeropuerto"] },
  luggage: { en: ["Luggage"], de: ["Gepäckzuschlag"], fr: ["Supplément bagages"], nl: ["Bagagetoeslag"], es: ["Suplemento equipaje"] },
  bookingFee: {
    en: ["Booking fee", "Service fee"],
    de: ["Buchungsgebühr", "Servicegebühr"],
    fr: ["Frais de réservation", "Frais de service"],
    nl: ["Boekingskosten", "Servicekosten"],
    es: ["Tarifa de reserva", "Tarifa de servicio"],
  },
  payments: { en: ["Payments"], de: ["Zahlungen"], fr: ["Paiements"], nl: ["Betalingen"], es: ["Pagos"] },
  driver: { en: ["Driver"], de: ["Fahrer"], fr: ["Chauffeur"], nl: ["Chauffeur"], es: ["Conductor"] },
  licence: { en: ["Licence no."], de: ["Konzessions-Nr."], fr: ["N° de licence"], nl: ["Vergunningnr."], es: ["N.º de licencia"] },
  orderFrom: { en: ["Your order from"], de: ["Deine Bestellung bei"], fr: ["Votre commande chez"], nl: ["Je bestelling bij"], es: ["Tu pedido de"] },
  deliveredTo: { en: ["Delivered to"], de: ["Geliefert an"], fr: ["Livré à"], nl: ["Bezorgd bij"], es: ["Entregado en"] },
  deliveryFee: { en: ["Delivery fee"], de: ["Liefergebühr"], fr: ["Frais de livraison"], nl: ["Bezorgkosten"], es: ["Gastos de envío"] },
  serviceFee: { en: ["Service fee"], de: ["Servicegebühr"], fr: ["Frais de service"], nl: ["Servicekosten"], es: ["Tarifa de servicio"] },
  smallOrder: {
    en: ["Small order fee"],
    de: ["Mindermengenzuschlag"],
    fr: ["Supplément petite commande"],
    nl: ["Toeslag kleine bestelling"],
    es: ["Suplemento pedido pequeño"],
  },
  courierTip: {
    en: ["Courier tip", "Tip"],
    de: ["Trinkgeld für Fahrer:in", "Trinkgeld"],
    fr: ["Pourboire livreur", "Pourboire"],
    nl: ["Fooi bezorger", "Fooi"],
    es: ["Propina repartidor", "Propina"],
  },
  parkingTitle: {
    en: ["Parking receipt", "Parking session"],
    de: ["Parkbeleg", "Parkvorgang"],
    fr: ["Reçu de stationnement"],
    nl: ["Parkeerbon", "Parkeersessie"],
    es: ["Recibo de aparcamiento"],
  },
  chargingTitle: {
    en: ["Charging receipt", "Charging session"],
    de: ["Ladebeleg", "Ladevorgang"],
    fr: ["Reçu de recharge"],
    nl: ["Laadbon", "Laadsessie"],
    es: ["Recibo de recarga"],
  },
  parkingFee: {
    en: ["Parking fee", "Parking"],
    de: ["Parkgebühr", "Parken"],
    fr: ["Frais de stationnement", "Stationnement"],
    nl: ["Parkeerkosten", "Parkeren"],
    es: ["Tarifa de aparcamiento", "Aparcamiento"],
  },
  transactionFee: {
    en: ["Transaction fee", "Convenience fee"],
    de: ["Transaktionsgebühr"],
    fr: ["Frais de transaction"],
    nl: ["Transactiekosten"],
    es: ["Comisión de servicio"],
  },
  energy: { en: ["Energy", "Charging"], de: ["Energie", "Ladestrom"], fr: ["Énergie"], nl: ["Energie", "Geladen energie"], es: ["Energía"] },
  sessionFee: { en: ["Session fee"], de: ["Startgebühr"], fr: ["Frais de session"], nl: ["Starttarief"], es: ["Tarifa de inicio"] },
  start: { en: ["Start"], de: ["Beginn"], fr: ["Début"], nl: ["Start"], es: ["Inicio"] },
  end: { en: ["End"], de: ["Ende"], fr: ["Fin"], nl: ["Einde"], es: ["Fin"] },
  duration: { en: ["Duration"], de: ["Dauer"], fr: ["Durée"], nl: ["Duur"], es: ["Duración"] },
  plate: { en: ["Vehicle"], de: ["Kennzeichen"], fr: ["Immatriculation"], nl: ["Kenteken"], es: ["Matrícula"] },
  ticketTitle: {
    en: ["Booking confirmation and receipt", "Ticket receipt"],
    de: ["Buchungsbestätigung und Quittung", "Ticketbeleg"],
    fr: ["Confirmation et reçu", "Reçu de billet"],
    nl: ["Boekingsbevestiging en betaalbewijs"],
    es: ["Justificante de compra", "Confirmación y recibo"],
  },
  bookingRef: {
    en: ["Booking reference"],
    de: ["Auftragsnummer", "Buchungscode"],
    fr: ["Référence de réservation"],
    nl: ["Boekingsnummer"],
    es: ["Localizador"],
  },
  purchased: {
    en: ["Date of purchase", "Purchased on"],
    de: ["Kaufdatum", "Gekauft am"],
    fr: ["Date d'achat", "Acheté le"],
    nl: ["Aankoopdatum", "Gekocht op"],
    es: ["Fecha de compra"],
  },
  travel: {
    en: ["Travel date", "Outbound"],
    de: ["Reisedatum", "Hinfahrt"],
    fr: ["Date du voyage", "Aller"],
    nl: ["Reisdatum", "Heenreis"],
    es: ["Fecha del viaje", "Ida"],
  },
  route: { en: ["Route"], de: ["Strecke"], fr: ["Trajet"], nl: ["Traject"], es: ["Trayecto"] },
} satisfies Record<string, Words>;

const say = (m: Merchant, key: keyof typeof W) => m.rng.pick(W[key][m.lang]);

function rideReceipt(rng: Rng, name: string): SynthDoc {
  const taxi = rng.chance(0.4);
  const m = openMerchant(rng, (lang) =>
    taxi
      ? { en: ["Taxi", "Cabs", "Cars"], de: ["Taxi", "Funktaxi"], fr: ["Taxis"], nl: ["Taxi", "Taxicentrale"], es: ["Taxi", "Radio Taxi"] }[lang]
      : ["Ride", "Go", "Move", "Rides"],
  );
  const when = moment(m);
  const items: DigitalItem[] = [{ description: say(m, "fare"), cents: rng.int(650, 4800) }];
  if (rng.chance(0.3)) items.push({ description: say(m, "wait"), cents: rng.int(40, 400) });
  if (rng.chance(0.2)) items.push({ description: say(m, rng.chance(0.5) ? "airport" : "luggage"), cents: rng.int(100, 500) });
  const method = paymentWord(m);
  const miles = m.country === "US" || m.country === "UK";
  const distance = `${formatQuantity(rng.int(8, 250) * 100, m.style.numbers)} ${miles ? "mi" : "km"}`;
  const minutes = `${rng.int(6, 55)} min`;
  const from = company(rng, m.country);
  const to = company(rng, m.country);
  const route = [field(`${when.time}`, `${from.street}, ${from.city}`), field(distance, `${to.street}, ${to.city}`), field(minutes, "")].join("");
  let total: number;
  let body: string;
  if (taxi) {
    // A taxi's slip: no subtotal, the tip is one more priced line above the total.
    if (rng.chance(0.5)) items.push({ description: m.word("tip"), cents: rng.int(100, 600) });
    total = sumOf(items);
    body = [
      field(`${m.word("date")}:`, when.full),
      field(`${say(m, "licence")}`, `${rng.int(10, 9999)}`),
      field(`${say(m, "driver")}:`, personName(rng)),
      route,
      sums([...items.map((i) => moneyRow(m, i.description, i.cents)), moneyRow(m, m.word("total"), total, "grand")]),
      field(`${m.word("paymentMethod")}:`, paymentLine(m, method)),
    ].join("");
  } else {
    const subtotal = sumOf(items);
    const after: Array<[string, number]> = [[say(m, "bookingFee"), rng.int(99, 350)]];
    if (rng.chance(0.3)) after.push([m.word("promo"), -rng.int(100, Math.min(800, subtotal - 100))]);
    if (rng.chance(0.4)) after.push([m.word("tip"), rng.int(100, 800)]);
    total = subtotal + after.reduce((s, [, c]) => s + c, 0);
    body = [
      para(`${say(m, "thanksRide")} ${personName(rng).split(" ")[0]}`),
      para(when.full, "muted"),
      `<div class="big">${e(m.money(total, true))}</div>`,
      sums([
        ...items.map((i) => moneyRow(m, i.description, i.cents)),
        moneyRow(m, m.word("subtotal"), subtotal),
        ...after.map(([label, cents]) => moneyRow(m, label, cents)),
        moneyRow(m, m.word("total"), total, "grand"),
      ]),
      `<h2>${e(say(m, "payments"))}</h2>`,
      sums([row(paymentLine(m, method), m.money(total, true))]),
      route,
      para(
        `${say(m, "driver")}: ${personName(rng)} · ${say(m, "plate")} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}-${digits(rng, 4)}`,
        "muted",
      ),
    ].join("");
  }
  return finish(rng, m, name, "digital-ride", say(m, taxi ? "taxiTitle" : "rideTitle"), when, { html: body, total, method, items });
}

const DISHES: ReadonlyArray<readonly [string, number, number]> = [
  ["Margherita", 750, 1250],
  ["Pad Thai", 1090, 1490],
  ["Cheeseburger", 890, 1390],
  ["California Roll (8 pcs)", 690, 1190],
  ["Falafel Wrap", 650, 990],
  ["Caesar Salad", 790, 1290],
  ["Chicken Tikka Masala", 1190, 1690],
  ["Garlic Bread", 350, 590],
  ["Coca-Cola 0.33 l", 220, 350],
  ["Tiramisu", 450, 690],
  ["Poke Bowl Salmon", 1190, 1590],
  ["Sweet Potato Fries", 390, 590],
  ["Gyoza (6)", 550, 790],
  ["Veggie Burger", 950, 1350],
  ["Mango Lassi", 350, 490],
];
const MODIFIERS = ["Extra cheese", "No onions", "Spicy", "Large", "Oat milk", "Gluten-free base", "Dip: garlic mayo"];

function deliveryReceipt(rng: Rng, name: string): SynthDoc {
  const m = openMerchant(rng, () => ["Eats", "Food", "Delivery", "Bites", "Dash"]);
  const when = moment(m);
  const restaurant = `${rng.pick(["Pizzeria", "Sushi", "Burger Bar", "Thai Kitchen", "Döner", "Poke House", "Trattoria", "Curry House"])} ${companyName(rng, m.country).short.split(" ")[0]}`;
  const items: DigitalItem[] = [];
  const lines: string[] = [];
  const times = rng.pick(["x ", " × ", "x "]);
  for (const [dish, low, high] of rng.shuffle(DISHES).slice(0, rng.int(1, 6))) {
    const quantity = rng.weighted([
      [1, 5],
      [2, 2],
      [3, 1],
    ] as const);
    const cents = quantity * rng.int(low, high);
    items.push({ description: dish, quantity, cents });
    lines.push(row(`${quantity}${times}${dish}`, m.money(cents)));
    if (rng.chance(0.3)) lines.push(`<tr><td class="muted" colspan="2">${e(rng.shuffle(MODIFIERS).slice(0, rng.int(1, 2)).join(", "))}</td></tr>`);
  }
  const subtotal = sumOf(items);
  const after: Array<[string, number]> = [[say(m, "deliveryFee"), rng.pick([0, 99, 199, 249, 299, 349])]];
  if (rng.chance(0.7)) after.push([say(m, "serviceFee"), rng.int(49, 299)]);
  if (subtotal < 1500 && rng.chance(0.5)) after.push([say(m, "smallOrder"), 200]);
  if (rng.chance(0.35)) after.push([m.word("promo"), -rng.int(200, Math.min(1000, subtotal - 100))]);
  if (rng.chance(0.45)) after.push([say(m, "courierTip"), rng.int(100, 500)]);
  const total = subtotal + after.reduce((s, [, c]) => s + c, 0);
  const method = paymentWord(m);
  const home = company(rng, m.country);
  const vat = Math.round((total * rng.pick([7, 10, 19, 20, 21])) / 110);
  const body = [
    para(`${say(m, "orderFrom")} ${restaurant}`, "brand"),
    field(`${m.word("order")}:`, `${digits(rng, 3)}-${digits(rng, 6)}`),
    field(`${m.word("date")}:`, when.full),
    field(`${say(m, "deliveredTo")}:`, `${personName(rng)}, ${home.street}, ${home.cityLine}`),
    `<table class="sums">${lines.join("")}</table>`,
    sums([
      moneyRow(m, m.word("subtotal"), subtotal),
      ...after.map(([label, cents]) => moneyRow(m, label, cents)),
      moneyRow(m, m.word("total"), total, "grand"),
    ]),
    m.country === "US" ? "" : para(`${m.word("vatIncluded")} ${m.money(vat, true)}`, "muted"),
    field(`${m.word("paymentMethod")}:`, paymentLine(m, method)),
  ].join("");
  return finish(rng, m, name, "digital-delivery", rng.pick([m.word("thanks"), m.word("receipt")]), when, {
    html: body,
    total,
    method,
    items,
    extraAlternatives: [restaurant],
  });
}

function parkingReceipt(rng: Rng, name: string): SynthDoc {
  const charging = rng.chance(0.5);
  const m = openMerchant(rng, () => (charging ? ["Charge", "Charging", "Energy", "eMobility"] : ["Parking", "Park", "ParkCity"]));
  const when = moment(m);
  const minutes = rng.int(charging ? 15 : 20, charging ? 150 : 600);
  const duration = `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
  const startHour = rng.int(6, 13);
  const at = (min: number) => `${String(startHour + Math.floor(min / 60)).padStart(2, "0")}:${String(min % 60).padStart(2, "0")}`;
  const startMin = rng.int(0, 59);
  const site = company(rng, m.country);
  const items: DigitalItem[] = [];
  let table: string;
  if (charging) {
    const kwh = rng.int(4000, 62000);
    const price = rng.int(29, 79);
    const energy = Math.round((kwh * price) / 1000);
    const quantity = formatQuantity(kwh, m.style.numbers);
    const head = [m.word("item"), m.word("qty"), m.word("unitPrice"), m.word("amount")];
    items.push({ description: say(m, "energy"), quantity: kwh / 1000, cents: energy });
    const rows = [[items[0]!.description, `${quantity} kWh`, `${m.money(price, true)}/kWh`, m.money(energy)]];
    if (rng.chance(0.6)) {
      const fee = rng.int(25, 150);
      items.push({ description: say(m, "sessionFee"), quantity: 1, cents: fee });
      rows.push([items[1]!.description, "1", m.money(fee, true), m.money(fee)]);
    }
    table = [
      field("Station ID:", `${m.country}*${String.fromCharCode(65 + rng.int(0, 25))}${digits(rng, 2)}*E${digits(rng, 5)}*0${rng.int(1, 4)}`),
      field("Connector:", rng.pick(["CCS 150 kW", "Type 2 22 kW", "CHAdeMO 50 kW", "CCS 300 kW"])),
      itemTable(head, rows, [1, 2, 3]),
    ].join("");
  } else {
    items.push({ description: say(m, "parkingFee"), cents: rng.int(150, 3200) });
    if (rng.chance(0.35)) items.push({ description: say(m, "transactionFee"), cents: rng.pick([15, 25, 35, 50]) });
    table = [field("Zone:", `${rng.int(1000, 9999)} – ${site.street}`), sums(items.map((i) => moneyRow(m, i.description, i.cents)))].join("");
  }
  const total = sumOf(items);
  const method = paymentWord(m);
  const body = [
    field(
      `${say(m, "plate")}:`,
      `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}-${digits(rng, 3)}-${String.fromCharCode(65 + rng.int(0, 25))}`,
    ),
    field(`${say(m, "start")}:`, `${when.date} ${at(startMin)}`),
    field(`${say(m, "end")}:`, `${when.date} ${at(startMin + minutes)}`),
    field(`${say(m, "duration")}:`, duration),
    table,
    sums([moneyRow(m, m.word("total"), total, "grand")]),
    m.country === "US" ? "" : para(`${m.word("vatIncluded")} (${rng.pick([19, 20, 21])} %) ${m.money(Math.round((total * 19) / 119), true)}`, "muted"),
    field(`${m.word("paymentMethod")}:`, paymentLine(m, method)),
    field(`${m.word("receiptNo")}`, `${digits(rng, 10)}`),
  ].join("");
  return finish(rng, m, name, "digital-parking", say(m, charging ? "chargingTitle" : "parkingTitle"), when, { html: body, total, method, items });
}

const TICKETS: Words = {
  en: ["Single, Standard class", "Return, 2nd class", "Adult day ticket", "Seat reservation", "Bicycle", "Child single", "Car up to 5 m"],
  de: [
    "Einfache Fahrt, 2. Klasse",
    "Hin- und Rückfahrt, 2. Klasse",
    "Tageskarte Erwachsene",
    "Sitzplatzreservierung",
    "Fahrrad",
    "Kind, einfache Fahrt",
    "PKW bis 5 m",
  ],
  fr: [
    "Aller simple, 2de classe",
    "Aller-retour, 2de classe",
    "Pass journée adulte",
    "Réservation de place",
    "Vélo",
    "Enfant, aller simple",
    "Voiture jusqu'à 5 m",
  ],
  nl: ["Enkele reis, 2e klas", "Retour, 2e klas", "Dagkaart volwassene", "Zitplaatsreservering", "Fiets", "Kind, enkele reis", "Auto tot 5 m"],
  es: ["Ida, clase turista", "Ida y vuelta, turista", "Abono día adulto", "Reserva de asiento", "Bicicleta", "Niño, ida", "Coche hasta 5 m"],
};

function transitReceipt(rng: Rng, name: string): SynthDoc {
  const m = openMerchant(rng, () => ["Rail", "Railways", "Bus", "Ferries", "Express", "Trains", "Lines"]);
  const when = moment(m);
  const travel = moment(m, { from: when.day, min: 1, max: 45 });
  const items: DigitalItem[] = rng
    .shuffle(TICKETS[m.lang])
    .slice(0, rng.int(1, 3))
    .map((description) => {
      const quantity = rng.weighted([
        [1, 4],
        [2, 2],
        [3, 1],
      ] as const);
      return { description, quantity, cents: quantity * rng.int(250, 8900) };
    });
  if (rng.chance(0.3)) items.push({ description: say(m, "bookingFee"), quantity: 1, cents: rng.int(100, 400) });
  const total = sumOf(items);
  const method = paymentWord(m);
  const from = company(rng, m.country).city;
  const to = company(rng, m.country).city;
  const head = [m.word("qty"), m.word("item"), m.word("amount")];
  const body = [
    field(`${say(m, "bookingRef")}:`, Array.from({ length: 6 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[rng.int(0, 31)]).join("")),
    field(`${say(m, "purchased")}:`, when.full),
    field(`${say(m, "route")}:`, `${from} → ${to === from ? `${to} ${rng.pick(["Airport", "Port", "Nord"])}` : to}`),
    field(`${say(m, "travel")}:`, `${travel.date}, ${travel.time}`),
    itemTable(
      head,
      items.map((i) => [String(i.quantity), i.description, m.money(i.cents)]),
      [0, 2],
    ),
    sums([moneyRow(m, m.word("total"), total, "grand")]),
    m.country === "US" ? "" : para(`${m.word("vatIncluded")} ${rng.pick([7, 10, 13])} %: ${m.money(Math.round((total * 7) / 107), true)}`, "muted"),
    field(`${m.word("paymentMethod")}:`, paymentLine(m, method)),
  ].join("");
  return finish(rng, m, name, "digital-transit", say(m, "ticketTitle"), when, { html: body, total, method, items, mustPrint: [travel.date] });
}

const FAMILIES = [rideReceipt, deliveryReceipt, webShopReceipt, parkingReceipt, transitReceipt, cafeAppReceipt, posEmailReceipt];

/** Document i of the digital stream: the seven families in turn. */
export const makeDigitalReceipt = (rng: Rng, name: string, i: number): SynthDoc => FAMILIES[i % FAMILIES.length]!(rng, name);
