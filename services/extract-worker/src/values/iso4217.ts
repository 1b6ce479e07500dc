// ISO 4217 alphabetic codes (list maintained by SIX, amendments up to 2025). Embedded rather than
// fetched: extraction must be reproducible and offline.

/** Codes in the current ("List One") table, funds and precious-metal codes included. */
export const ACTIVE_CURRENCY_CODES: ReadonlySet<string> = new Set(
  (
    "AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP " +
    "BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB " +
    "EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD " +
    "JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP " +
    "MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR " +
    "RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND " +
    "TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XAG XAU XBA " +
    "XBB XBC XBD XCD XCG XDR XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW ZWG"
  ).split(" "),
);

/**
 * Recently withdrawn codes that still appear on documents issued before the change (an invoice
 * from 2022 in HRK is a real invoice). Accepted when reading documents, never as "active".
 */
export const WITHDRAWN_CURRENCY_CODES: ReadonlySet<string> = new Set(
  ("ANG HRK SLL ZWL CUC VEF VEB MRO STD LTL LVL EEK SKK CYP MTL SIT BYR ZMK GHC MZM ROL TRL " + "DEM FRF ITL ESP NLG BEF ATS PTE FIM IEP GRD LUF").split(" "),
);

/** Minor-unit exponents that differ from 2 (ISO 4217 "Minor unit" column). */
// prettier-ignore
const MINOR_UNITS: Record<string, number> = {
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0,
  UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  CLF: 4, UYW: 4,
};

/** Non-currency codes (metals, testing, "no currency", units of account) with no minor unit. */
const NO_MINOR_UNIT = new Set(["XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XDR", "XPD", "XPT", "XSU", "XTS", "XUA", "XXX"]);

/** True for a code in the current ISO 4217 table. Case-sensitive: codes are upper case. */
export function isActiveCurrencyCode(code: string): boolean {
  return ACTIVE_CURRENCY_CODES.has(code);
}

/** True for an active code or a recently withdrawn one (documents outlive currencies). */
export function isKnownCurrencyCode(code: string): boolean {
  return ACTIVE_CURRENCY_CODES.has(code) || WITHDRAWN_CURRENCY_CODES.has(code);
}

/** Decimal places of the currency's minor unit, or null for codes that have none (XAU, XXX…). */
export function currencyMinorUnits(code: string): number | null {
  if (NO_MINOR_UNIT.has(code)) return null;
  if (!isKnownCurrencyCode(code)) return null;
  return MINOR_UNITS[code] ?? 2;
}
