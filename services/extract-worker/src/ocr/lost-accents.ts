// Names read by OCR that lost their accents. The recogniser reads the languages it was given
// (English by default, OCR_LANGUAGES): "ÉPICERIE" comes back "EPICERIE", "GEBÄUDESERVICE" "GEBAUDESERVICE",
// a well-formed and confident reading of a name that is not the printed one. Which letters of a
// proper name carry accents cannot be known; but some words shops put in their names are only ever
// spelt with one: a name holding such a word without its accent was misread, and is
// doubted (ocr-doubt.ts). Whole words, except German stems that open compounds ("Gebäudereinigung")
// and Spanish endings ("Estación").

/**
 * Words of shop and company names that their language always writes with a diacritic, and no
 * other language we read writes without one: not "CAFE" (English), "FARMACIA" (Spanish,
 * Italian), "HOTEL", "DEPOT", "PATISSERIE" (English too).
 */
const ACCENTED_WORDS = [
  // French
  "ÉPICERIE",
  "SUPERMARCHÉ",
  "HYPERMARCHÉ",
  "SOCIÉTÉ",
  "GÉNÉRALE",
  "FRÈRES",
  "ÉLECTRICITÉ",
  // Spanish
  "PANADERÍA",
  "CARNICERÍA",
  "FERRETERÍA",
  "PELUQUERÍA",
  "FRUTERÍA",
  "PESCADERÍA",
  "JOYERÍA",
  "ZAPATERÍA",
  "PAPELERÍA",
  "DROGUERÍA",
  "PERFUMERÍA",
  // Italian
  "CAFFÈ",
  "SOCIETÀ",
  "CITTÀ",
  // Portuguese
  "SERVIÇOS",
  "COMÉRCIO",
  // German (and the stems below)
  "BÜRO",
  "KÜCHE",
  "FRISÖR",
];
/** German stems that open compounds: matched at a word's start. */
const ACCENTED_STEMS = ["GEBÄUDE", "BÄCKEREI", "GETRÄNKE", "MÖBEL", "KÜCHEN", "SCHLÜSSEL"];
/**
 * Spanish endings always written with an accent ("ESTACIÓN", "FORMACIÓN", "DISTRIBUCIÓN"): matched
 * at a word's end. Not "-CIÓN" alone: English spells "suspicion", "coercion".
 */
const ACCENTED_ENDINGS = ["ACIÓN", "CCIÓN", "UCIÓN"];

/**
 * "SIIDDEUTSCHE" for "SÜDDEUTSCHE": the English recogniser reads the umlaut ü as two i's. Inside a
 * word (not at its end: "Hawaii", "radii"), two i's are spelt by almost no word of the languages we read.
 */
const UMLAUT_READ_AS_II = /\p{L}II\p{L}/u;

const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "");

const WORDS = new Map(ACCENTED_WORDS.filter((w) => plain(w) !== w).map((w) => [plain(w), w]));
const STEMS = ACCENTED_STEMS.map((w) => [plain(w), w] as const);
const ENDINGS = ACCENTED_ENDINGS.map((w) => [plain(w), w] as const);

/**
 * The accented word a reading holds without its accent ("CAFE" → "CAFÉ"), or null. A reading
 * that has any accent was made by a recogniser that reads them, and is left alone.
 */
export function lostAccent(reading: string): string | null {
  if (plain(reading) !== reading) return null;
  for (const word of reading
    .toUpperCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)) {
    const accented =
      WORDS.get(word) ??
      STEMS.find(([stem]) => word.startsWith(stem))?.[1] ??
      ENDINGS.filter(([end]) => word.length > end.length && word.endsWith(end)).map(([end, accent]) => word.slice(0, -end.length) + accent)[0];
    if (accented) return accented;
    if (UMLAUT_READ_AS_II.test(word)) return word.replace("II", "Ü");
  }
  return null;
}

/**
 * Words of shop names and items printed both plain and accented ("CAFE" / "CAFÉ", "FARMACIA" /
 * "FARMÁCIA", "CREME" / "CRÈME"): read plain, neither their spelling nor a word list can vouch for
 * them; only the image can tell (lost-marks.ts).
 */
const ACCENT_OPTIONAL = new Set(["CAFE", "CAFETERIA", "FARMACIA", "CREPERIE", "PATISSERIE", "HOTEL", "DEPOT", "ENTREE", "CREME"]);

/** A word read without an accent that shops also print with one. */
export function accentOptional(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return /^[A-Za-z]+$/.test(letters) && ACCENT_OPTIONAL.has(letters.toUpperCase());
}
