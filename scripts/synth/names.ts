// Invented companies, people, addresses and goods for the synthetic documents. Names are built
// from made-up stems, so no generated document names a real company or copies a corpus document.
import { MONTHS, type InvoiceLang, type Lang } from "./formats";
import type { Rng } from "./random";

export type Country = "US" | "UK" | "DE" | "AT" | "CH" | "FR" | "NL" | "BE" | "ES";
/** Invoices also come from these (receipts and contracts keep to `Country`). */
export type InvoiceCountry = Country | "IT" | "PT" | "PL" | "IE";

export const COUNTRY_LANG: Record<Country, Lang> = { US: "en", UK: "en", DE: "de", AT: "de", CH: "de", FR: "fr", NL: "nl", BE: "nl", ES: "es" };
export const INVOICE_COUNTRY_LANG: Record<InvoiceCountry, InvoiceLang> = { ...COUNTRY_LANG, IT: "it", PT: "pt", PL: "pl", IE: "en" };

// prettier-ignore
const STEMS = [
  "Arvel", "Brindle", "Calder", "Dovrin", "Elmstead", "Ferrow", "Galvane", "Halden", "Istra", "Jorvik", "Kestrel", "Lumaro",
  "Marwick", "Nevaro", "Orlin", "Pellam", "Quarro", "Rosvik", "Sabrel", "Tarnel", "Ulvano", "Veltis", "Wendro", "Yarlow",
  "Zandor", "Ambros", "Belvue", "Corrant", "Delmar", "Estovan", "Fjellan", "Grevin", "Hollis", "Ivoran", "Kaltern", "Lindqvar",
];
const SUFFIXES = ["tek", "werk", "ia", "on", "ex", "ara", "ium", "ly", "a", ""];
const TRADES: Record<InvoiceLang, readonly string[]> = {
  en: ["Consulting", "Logistics", "Print & Design", "Software", "Engineering", "Facilities", "Analytics", "Office Supply", "Studio", "Labs"],
  de: ["Beratung", "Logistik", "Druck", "Software", "Haustechnik", "Elektrotechnik", "Bürobedarf", "Medienhaus", "Metallbau", "Gebäudeservice"],
  fr: ["Conseil", "Logistique", "Imprimerie", "Informatique", "Ingénierie", "Services", "Bureautique", "Studio", "Transports", "Formation"],
  nl: ["Advies", "Logistiek", "Drukwerk", "Software", "Installatietechniek", "Bouw", "Kantoorartikelen", "Media", "Techniek", "Diensten"],
  es: ["Consultoría", "Logística", "Artes Gráficas", "Software", "Ingeniería", "Servicios", "Suministros", "Estudio", "Transportes", "Formación"],
  it: ["Consulenza", "Logistica", "Tipografia", "Software", "Ingegneria", "Servizi", "Forniture", "Studio", "Trasporti", "Formazione"],
  pt: ["Consultoria", "Logística", "Artes Gráficas", "Software", "Engenharia", "Serviços", "Equipamentos", "Estúdio", "Transportes", "Formação"],
  pl: ["Doradztwo", "Logistyka", "Drukarnia", "Software", "Inżynieria", "Usługi", "Zaopatrzenie", "Studio", "Transport", "Szkolenia"],
};
const LEGAL_FORMS: Record<InvoiceCountry, readonly string[]> = {
  US: ["Inc.", "LLC", "Corp.", "Co."],
  UK: ["Ltd", "Limited", "LLP", "plc"],
  DE: ["GmbH", "AG", "GmbH & Co. KG", "UG (haftungsbeschränkt)", "e.K."],
  AT: ["GmbH", "AG", "OG"],
  CH: ["AG", "GmbH", "SA"],
  FR: ["SARL", "SAS", "SA", "EURL"],
  NL: ["B.V.", "N.V.", "V.O.F."],
  BE: ["BV", "NV", "SRL"],
  ES: ["S.L.", "S.A.", "S.L.U."],
  IT: ["S.r.l.", "S.p.A.", "S.n.c."],
  PT: ["Lda.", "S.A.", "Unipessoal Lda."],
  PL: ["sp. z o.o.", "S.A.", "sp.k."],
  IE: ["Limited", "Ltd", "DAC"],
};

export interface Company {
  name: string;
  /** The name without its legal form (what a reader would accept as the same party). */
  short: string;
  country: InvoiceCountry;
  street: string;
  /** Postcode and city as printed on the country's address line. */
  cityLine: string;
  city: string;
  phone: string;
  email: string;
  vatId: string;
  /** Commercial register / company number line, where the country has one. */
  registration: string;
  iban: string;
}

const STREETS: Record<InvoiceCountry, readonly string[]> = {
  US: ["Maple Avenue", "Harbor Road", "Lakeview Drive", "Commerce Street", "Ridge Boulevard", "Mill Lane"],
  UK: ["Carver Street", "Abbey Road", "Market Place", "Station Approach", "Kingsway", "Wharf Lane"],
  DE: ["Lindenweg", "Am Hafen", "Industriestraße", "Bahnhofstraße", "Gartenstraße", "Mühlenweg"],
  AT: ["Ringstraße", "Hauptplatz", "Kirchengasse", "Lastenstraße"],
  CH: ["Seestrasse", "Bahnhofplatz", "Dorfstrasse", "Zürcherstrasse"],
  FR: ["rue des Tanneurs", "avenue de la Gare", "boulevard Voltaire", "rue du Moulin", "quai des Brumes"],
  NL: ["Molenstraat", "Havenweg", "Stationsplein", "Kerkstraat", "Industrieweg"],
  BE: ["Stationsstraat", "Kouter", "Grote Markt", "Nijverheidslaan"],
  ES: ["Calle del Prado", "Avenida de la Constitución", "Calle Mayor", "Paseo de la Ribera"],
  IT: ["Via Roma", "Corso Garibaldi", "Via dei Mille", "Piazza della Libertà"],
  PT: ["Rua Augusta", "Avenida da Liberdade", "Rua do Carmo", "Travessa das Flores"],
  PL: ["ul. Długa", "ul. Ogrodowa", "al. Jana Pawła II", "ul. Kwiatowa"],
  IE: ["Harcourt Street", "Grand Canal Quay", "Baggot Street", "Dock Road"],
};
const CITIES: Record<InvoiceCountry, ReadonlyArray<readonly [string, () => string]>> = {
  US: [
    ["Portland", () => "OR 97205"],
    ["Austin", () => "TX 78701"],
    ["Columbus", () => "OH 43215"],
    ["Denver", () => "CO 80202"],
    ["Raleigh", () => "NC 27601"],
  ],
  UK: [
    ["Sheffield", () => "S1 4FS"],
    ["Leeds", () => "LS1 2AB"],
    ["Bristol", () => "BS1 5TR"],
    ["Norwich", () => "NR2 1QE"],
  ],
  DE: [
    ["München", () => "80331"],
    ["Hamburg", () => "20095"],
    ["Köln", () => "50667"],
    ["Leipzig", () => "04109"],
    ["Freiburg", () => "79098"],
  ],
  AT: [
    ["Wien", () => "1010"],
    ["Graz", () => "8010"],
    ["Linz", () => "4020"],
  ],
  CH: [
    ["Zürich", () => "8001"],
    ["Bern", () => "3011"],
    ["Basel", () => "4051"],
  ],
  FR: [
    ["Lyon", () => "69002"],
    ["Nantes", () => "44000"],
    ["Lille", () => "59000"],
    ["Toulouse", () => "31000"],
  ],
  NL: [
    ["Rotterdam", () => "3011 AB"],
    ["Utrecht", () => "3511 CE"],
    ["Eindhoven", () => "5611 AZ"],
    ["Groningen", () => "9711 LM"],
  ],
  BE: [
    ["Gent", () => "9000"],
    ["Antwerpen", () => "2000"],
    ["Leuven", () => "3000"],
  ],
  ES: [
    ["Madrid", () => "28014"],
    ["Valencia", () => "46002"],
    ["Sevilla", () => "41001"],
    ["Bilbao", () => "48001"],
  ],
  IT: [
    ["Milano", () => "20121"],
    ["Torino", () => "10121"],
    ["Bologna", () => "40121"],
    ["Firenze", () => "50123"],
  ],
  PT: [
    ["Lisboa", () => "1100-148"],
    ["Porto", () => "4000-322"],
    ["Braga", () => "4700-035"],
  ],
  PL: [
    ["Warszawa", () => "00-950"],
    ["Kraków", () => "31-007"],
    ["Poznań", () => "61-809"],
    ["Gdańsk", () => "80-831"],
  ],
  IE: [
    ["Dublin", () => "D02 X285"],
    ["Cork", () => "T12 K8AF"],
    ["Galway", () => "H91 E2K3"],
  ],
};

/** n random decimal digits, as printed in ids, codes and phone numbers. */
export const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join("");

function vatId(rng: Rng, country: InvoiceCountry): string {
  switch (country) {
    case "US":
      return `EIN ${digits(rng, 2)}-${digits(rng, 7)}`;
    case "UK":
      return `GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`;
    case "DE":
      return `DE${digits(rng, 9)}`;
    case "AT":
      return `ATU${digits(rng, 8)}`;
    case "CH":
      return `CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`;
    case "FR":
      return `FR${digits(rng, 2)}${digits(rng, 9)}`;
    case "NL":
      return `NL${digits(rng, 9)}B0${rng.int(1, 9)}`;
    case "BE":
      return `BE0${digits(rng, 9)}`;
    case "ES":
      return `ES${String.fromCharCode(65 + rng.int(0, 7))}${digits(rng, 8)}`;
    case "IT":
      return `IT${digits(rng, 11)}`;
    case "PT":
      return `PT${digits(rng, 9)}`;
    case "PL":
      return `PL${digits(rng, 10)}`;
    case "IE":
      return `IE${digits(rng, 7)}${String.fromCharCode(65 + rng.int(0, 20))}`;
  }
}

function registration(rng: Rng, country: InvoiceCountry, city: string): string {
  switch (country) {
    case "DE":
      return `Amtsgericht ${city}, HRB ${rng.int(1000, 99999)}`;
    case "AT":
      return `FN ${rng.int(10000, 499999)}${String.fromCharCode(97 + rng.int(0, 20))}, Handelsgericht ${city}`;
    case "CH":
      return `Handelsregister ${city}`;
    case "UK":
      return `Registered in England and Wales No. ${digits(rng, 8)}`;
    case "FR":
      return `RCS ${city} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
    case "NL":
      return `KvK ${digits(rng, 8)}`;
    case "BE":
      return `RPR ${city}`;
    case "ES":
      return `Registro Mercantil de ${city}, Tomo ${rng.int(1000, 40000)}`;
    case "US":
      return `${rng.pick(["Delaware", "Oregon", "Texas", "Ohio"])} corporation`;
    case "IT":
      return `REA ${city.slice(0, 2).toUpperCase()}-${rng.int(100000, 999999)}, Cap. Soc. € ${rng.int(10, 500)}.000 i.v.`;
    case "PT":
      return `Conservatória do Registo Comercial de ${city}, NIPC ${digits(rng, 9)}`;
    case "PL":
      return `KRS ${digits(rng, 10)}, Sąd Rejonowy w ${city}, REGON ${digits(rng, 9)}`;
    case "IE":
      return `Registered in Ireland No. ${digits(rng, 6)}`;
  }
}

function phone(rng: Rng, country: InvoiceCountry): string {
  const prefix = {
    US: "+1",
    UK: "+44",
    DE: "+49",
    AT: "+43",
    CH: "+41",
    FR: "+33",
    NL: "+31",
    BE: "+32",
    ES: "+34",
    IT: "+39",
    PT: "+351",
    PL: "+48",
    IE: "+353",
  }[country];
  if (country === "US") return `(${rng.int(201, 989)}) ${digits(rng, 3)}-${digits(rng, 4)}`;
  return `${prefix} ${rng.int(10, 99)} ${digits(rng, 3)} ${digits(rng, 4)}`;
}

function iban(rng: Rng, country: InvoiceCountry): string {
  const cc = country === "UK" ? "GB" : country === "US" ? "DE" : country;
  return `${cc}${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
}

export function companyName(rng: Rng, country: InvoiceCountry): { name: string; short: string } {
  const lang = INVOICE_COUNTRY_LANG[country];
  const stem = rng.pick(STEMS) + rng.pick(SUFFIXES);
  const second = rng.chance(0.3) ? ` ${rng.pick(STEMS)}` : "";
  const trade = rng.chance(0.55) ? ` ${rng.pick(TRADES[lang])}` : "";
  const base = `${stem}${second}${trade}`;
  return { name: `${base} ${rng.pick(LEGAL_FORMS[country])}`, short: base };
}

export function company(rng: Rng, country: InvoiceCountry): Company {
  const { name, short } = companyName(rng, country);
  const [city, postcode] = rng.pick(CITIES[country]);
  const street =
    country === "US" || country === "UK" || country === "FR" || country === "IE"
      ? `${rng.int(1, 2400)} ${rng.pick(STREETS[country])}`
      : `${rng.pick(STREETS[country])} ${rng.int(1, 140)}`;
  const cityLine = country === "US" ? `${city}, ${postcode()}` : country === "UK" || country === "IE" ? `${city} ${postcode()}` : `${postcode()} ${city}`;
  const domain = short
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z]/g, "")
    .slice(0, 14);
  const tld = { US: "com", UK: "co.uk", DE: "de", AT: "at", CH: "ch", FR: "fr", NL: "nl", BE: "be", ES: "es", IT: "it", PT: "pt", PL: "pl", IE: "ie" }[country];
  return {
    name,
    short,
    country,
    street,
    cityLine,
    city,
    phone: phone(rng, country),
    email: `${rng.pick(["info", "billing", "accounts", "office"])}@${domain}.${tld}`,
    vatId: vatId(rng, country),
    registration: registration(rng, country, city),
    iban: iban(rng, country),
  };
}

/** Whether two companies' names share a word (the scorer would take one for the other). */
export const sharesWord = (a: Company, b: Company) => {
  const words = (c: Company) => new Set(c.short.toLowerCase().split(/\s+/));
  const wa = words(a);
  return [...words(b)].some((w) => wa.has(w));
};

const FIRST = ["Anna", "Jonas", "Claire", "Pieter", "Lucía", "Martin", "Sophie", "Daniel", "Ines", "Tom", "Elena", "Marek"];
const LAST = ["Brandt", "Okafor", "Lindström", "Moreau", "de Vries", "García", "Novak", "Hughes", "Keller", "Rossi", "Jansen", "Dubois"];
export const personName = (rng: Rng) => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;

/** Goods and services per language: [description, unit, typical unit price range in cents]. */
const GOODS: Record<InvoiceLang, ReadonlyArray<readonly [string, string, number, number]>> = {
  // prettier-ignore
  en: [
    ["Consulting services", "h", 8000, 18000], ["Software licence (annual)", "pcs", 20000, 240000], ["Website maintenance", "month", 15000, 90000],
    ["Printer toner cartridge", "pcs", 2500, 12000], ["Office chair, ergonomic", "pcs", 14000, 52000], ["Project management", "h", 7000, 14000],
    ["Cloud hosting plan", "month", 2900, 49000], ["On-site installation", "h", 6000, 12000], ["Shipping and handling", "flat", 900, 4500],
    ["Training workshop (1 day)", "day", 60000, 180000], ["Copy paper A4, 500 sheets", "pack", 450, 900], ["Network switch 24-port", "pcs", 18000, 65000],
  ],
  // prettier-ignore
  de: [
    ["Beratungsleistung", "Std.", 8000, 16000], ["Softwarelizenz (12 Monate)", "Stk.", 20000, 240000], ["Wartungspauschale", "Monat", 15000, 90000],
    ["Tonerkartusche schwarz", "Stk.", 2500, 12000], ["Bürostuhl ergonomisch", "Stk.", 14000, 52000], ["Montagearbeiten", "Std.", 5500, 9500],
    ["Anfahrtspauschale", "psch.", 3500, 9000], ["Kabelkanal 2 m", "Stk.", 800, 2900], ["Schulung Grundlagen", "Tag", 60000, 150000],
    ["Versandkosten", "psch.", 490, 2500], ["Kopierpapier A4", "Pack", 450, 900], ["Elektroinstallation Büro", "Std.", 6500, 9800],
  ],
  // prettier-ignore
  fr: [
    ["Prestation de conseil", "h", 8000, 16000], ["Licence logicielle annuelle", "u", 20000, 240000], ["Maintenance du site web", "mois", 15000, 90000],
    ["Cartouche de toner noir", "u", 2500, 12000], ["Fauteuil de bureau", "u", 14000, 52000], ["Installation sur site", "h", 6000, 12000],
    ["Frais de port", "forfait", 900, 4500], ["Formation (1 journée)", "jour", 60000, 150000], ["Ramette papier A4", "u", 450, 900],
  ],
  // prettier-ignore
  nl: [
    ["Adviesdiensten", "uur", 8000, 16000], ["Softwarelicentie (jaar)", "st", 20000, 240000], ["Onderhoud website", "maand", 15000, 90000],
    ["Tonercartridge zwart", "st", 2500, 12000], ["Bureaustoel ergonomisch", "st", 14000, 52000], ["Installatie op locatie", "uur", 6000, 12000],
    ["Verzendkosten", "vast", 900, 4500], ["Training (1 dag)", "dag", 60000, 150000], ["Kopieerpapier A4", "pak", 450, 900],
  ],
  // prettier-ignore
  es: [
    ["Servicios de consultoría", "h", 8000, 16000], ["Licencia de software anual", "ud", 20000, 240000], ["Mantenimiento web", "mes", 15000, 90000],
    ["Cartucho de tóner negro", "ud", 2500, 12000], ["Silla de oficina ergonómica", "ud", 14000, 52000], ["Instalación in situ", "h", 6000, 12000],
    ["Gastos de envío", "ud", 900, 4500], ["Curso de formación (1 día)", "día", 60000, 150000], ["Papel A4, 500 hojas", "paq", 450, 900],
  ],
  it: [
    ["Servizi di consulenza", "ore", 8000, 16000],
    ["Licenza software annuale", "pz", 20000, 240000],
    ["Manutenzione sito web", "mese", 15000, 90000],
    ["Cartuccia toner nero", "pz", 2500, 12000],
    ["Sedia da ufficio ergonomica", "pz", 14000, 52000],
    ["Installazione in sede", "ore", 6000, 12000],
    ["Spese di spedizione", "forf.", 900, 4500],
    ["Corso di formazione (1 giorno)", "gg", 60000, 150000],
    ["Carta A4, 500 fogli", "risma", 450, 900],
  ],
  pt: [
    ["Serviços de consultoria", "h", 8000, 16000],
    ["Licença de software anual", "un", 20000, 240000],
    ["Manutenção do website", "mês", 15000, 90000],
    ["Tinteiro de toner preto", "un", 2500, 12000],
    ["Cadeira de escritório ergonómica", "un", 14000, 52000],
    ["Instalação no local", "h", 6000, 12000],
    ["Portes de envio", "un", 900, 4500],
    ["Ação de formação (1 dia)", "dia", 60000, 150000],
    ["Papel A4, 500 folhas", "resma", 450, 900],
  ],
  pl: [
    ["Usługi doradcze", "godz.", 8000, 16000],
    ["Licencja na oprogramowanie (rok)", "szt.", 20000, 240000],
    ["Utrzymanie strony www", "mies.", 15000, 90000],
    ["Toner czarny", "szt.", 2500, 12000],
    ["Krzesło biurowe ergonomiczne", "szt.", 14000, 52000],
    ["Montaż na miejscu", "godz.", 6000, 12000],
    ["Koszty wysyłki", "usł.", 900, 4500],
    ["Szkolenie (1 dzień)", "dzień", 60000, 150000],
    ["Papier A4, 500 arkuszy", "ryza", 450, 900],
  ],
};

/** `count` distinct goods; past the list's length the goods come again for another month ("…, March"). */
export function goods(rng: Rng, lang: InvoiceLang, count: number): Array<{ description: string; unit: string; unitCents: number }> {
  const pool = rng.shuffle(GOODS[lang]);
  return Array.from({ length: count }, (_, i) => {
    const [description, unit, low, high] = pool[i % pool.length]!;
    const round = Math.floor(i / pool.length);
    return { description: round ? `${description}, ${MONTHS[lang][(i + round) % 12]}` : description, unit, unitCents: Math.round(rng.int(low, high) / 5) * 5 };
  });
}
