// The rows of a shop's header that follow its name: registration, tax and contact ids, and the
// address (street and number, postcode and place, a mall's floor). Neither is ever part of the name.

/** Registration, tax or contact ids: the rows that follow a shop's name. */
const ID_ROW =
  /\b(CO(MPANY)?\.?\s*(REG|NO|REGISTRATION)|REG(ISTRATION)?\.?\s*(NO|NUMBER|#)|BR\s*NO|ROC|GST|VAT|SST|TIN|ABN|ACN|UST|USt-?Id|STEUER|SIRET|TVA|NIF|CIF|TEL|TELEPHONE|PHONE|FAX|H\/P|HP|EMAIL|E-MAIL|WWW)\b|(?<!\p{L})(IČO|DIČ|IČ DPH|ADÓSZÁM|CNPJ|RFC|V\.D\.|ORG\.?\s?NR|CVR-NR|Y-TUNNUS)(?!\p{L})/iu;
/** A bare company number, often in brackets: "(123456-A)", "AB0123456-X", "654321-K" (not a till or branch code: "F030"). */
const BARE_ID = /^[\s(]*(?:NO\.?\s*)?[A-Z]{0,3}\d{4,}[\d\s]*-?\s?[A-Z]?[\s)}\]]*$/i;
/**
 * Address rows: a street number first ("LOT NO. 5"), a postcode (five digits, or British "SW1A 1AA"),
 * a street word with a number, or the floor of a mall ("S117, Second Floor", "1st Floor").
 */
const ADDRESS_ROW =
  /^(NO|LOT|UNIT|BLOCK|BLK|LEVEL|FLOOR|SUITE|SHOP)\b\.?\s*(NO\b\.?\s*)?[\dA-Z]*\d|\b(GROUND|LOWER|UPPER|FIRST|SECOND|THIRD|FOURTH|FIFTH|\d+(ST|ND|RD|TH)?)\s+(FLOOR|FLR)\b|^\d+[A-Z]?([-/&]\d+[A-Z]?)*\s*,|\b\d{5}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/i;
const STREET =
  /\b(JALAN|JLN|LORONG|SEKSYEN|SEK|SECTION|ROAD|RD|STREET|ST|AVENUE|AVE|BOULEVARD|LANE|DRIVE|HIGHWAY|STRASSE|STR|PLATZ|WEG|RUE|AVENIDA|CALLE|VIA)\b/i;
/**
 * Street words of Hungarian, Turkish, Romanian, Portuguese and Czech addresses, abbreviated as printed ("Kossuth Lajos
 * u. 5.", "Atatürk Cad. No:12", "Bd. Unirii nr. 20", "Rua das Flores, 12", "Av. Brasil, 100", "Náměstí Míru 3").
 */
const MORE_STREETS = /(?<!\p{L})(UTCA|U\.|T[ÉE]R|CAD\.|CADDESI|SOK\.|SOKAK|BD\.|BULEVARDUL|CALEA|RUA|AV\.|TRAVESSA|N[ÁA]M[ĚE]ST[ÍI])(?=\s)/iu;
/** A street named in one word with a house number: "Mühlenweg 46", "Hauptstr. 5", "Kerkstraat 12", "Storgata 8", "Kauppakatu 3". */
const COMPOUND_STREET = /\p{L}(STRA(?:SS|ß|B)E|STR\.|WEG|GASSE|PLATZ|ALLEE|DAMM|STRAAT|LAAN|GRACHT|PLEIN|VEJ|GATAN|VÄGEN|GATA|GATE|GADE|KATU)\s+\d/iu;
/** Words a street's name starts with ("Jalan Lapangan Terbang"): such a row continues the address. */
export const STREET_FIRST = /^(JALAN|JLN|LORONG|PERSIARAN|LEBUH|RUE|CALLE|VIA|AVENIDA)\b/i;
/** A postcode of four digits leading the place: "5611 AZ Eindhoven", "1010 Wien". */
const POSTCODE_PLACE = /^\d{4}\s?([A-Z]{2}\s+)?\p{L}{3,}/u;

export const isIdRow = (t: string) => ID_ROW.test(t) || BARE_ID.test(t);
// A street word alone is no address: shop names use them too ("TAMAN", "PLAZA", "AVENUE CAFE").
export const isAddressRow = (t: string) =>
  ADDRESS_ROW.test(t) || ((STREET.test(t) || MORE_STREETS.test(t)) && /\d/.test(t)) || COMPOUND_STREET.test(t) || POSTCODE_PLACE.test(t);
export const isDetailRow = (t: string) => isIdRow(t) || isAddressRow(t);
