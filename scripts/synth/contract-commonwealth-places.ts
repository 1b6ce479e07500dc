// The legal systems of contract-commonwealth.ts: Canada, Australia, New Zealand, Ireland, Singapore,
// Hong Kong, India, Israel, Bermuda and the Cayman Islands. Each brings how its companies are named
// and registered ("Pty Ltd (ACN 123 456 789)", "Pte. Ltd. (UEN 201912345K)", "Private Limited, CIN
// U72900KA2010PTC054321"), how its governing-law clause names the jurisdiction ("the laws of the
// Province of Ontario and the federal laws of Canada applicable therein", "the laws in force in the
// State of New South Wales"), its courts, the arbitral institution and seat its drafters choose,
// its sales tax and the currency its fees are printed in.
import { digits } from "./names";
import type { Rng } from "./random";

export const PLACES = ["canada", "australia", "new-zealand", "ireland", "singapore", "hong-kong", "india", "israel", "bermuda", "cayman"] as const;
export type Place = (typeof PLACES)[number];

/** A governing-law clause: the jurisdiction as the truth takes it, what a reader may also return, and the sentence. */
export interface PlaceLaw {
  truth: string;
  alternatives: string[];
  sentence: string;
}

export interface Jurisdiction {
  /** Legal forms as printed after a company's name. */
  forms: readonly string[];
  /** The company's registration as the preamble prints it after the name ("(ACN 123 456 789)"). */
  registration: (rng: Rng) => string;
  /** "a company incorporated under the laws of …": how a preamble says where a company was formed (a decoy for the law). */
  incorporated: readonly string[];
  /** City and the address line that follows the street. */
  cities: ReadonlyArray<readonly [string, string]>;
  streets: readonly string[];
  laws: (rng: Rng) => PlaceLaw;
  /** The courts a jurisdiction clause submits to (a place, not the governing law). */
  courts: readonly string[];
  /** Arbitration institutions and seats its drafters choose, often abroad. */
  arbitration: ReadonlyArray<readonly [string, string]>;
  tax: string;
  /** Fees as printed: "A$12,500", "INR 25,00,000 (Rupees Twenty-Five Lakhs only)". */
  money: (rng: Rng) => string;
  /** Dates drafted day first ("27 November 2024") or, in Canada and Israel as often, month first. */
  monthFirst: number;
}

const lakh = (n: number) => {
  const s = String(n);
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return rest ? `${rest},${last3}` : last3;
};
const grouped = (n: number) => n.toLocaleString("en-US");

const pick = <T>(rng: Rng, items: readonly T[]) => rng.pick(items);

export const JURISDICTIONS: Record<Place, Jurisdiction> = {
  canada: {
    forms: ["Inc.", "Ltd.", "Corporation", "ULC", "Limited"],
    registration: (rng) => rng.pick([`(Business Number ${digits(rng, 9)})`, `(Ontario Corporation No. ${digits(rng, 7)})`, ""]),
    incorporated: [
      "a corporation incorporated under the laws of the Province of Ontario",
      "a corporation existing under the Canada Business Corporations Act",
      "an unlimited liability company existing under the laws of the Province of Alberta",
      "a company amalgamated under the laws of the Province of British Columbia",
    ],
    streets: ["King Street West", "Bay Street", "West Georgia Street"],
    cities: [
      ["Toronto", "Toronto, Ontario M5H 2N2"],
      ["Vancouver", "Vancouver, British Columbia V6C 3E8"],
      ["Calgary", "Calgary, Alberta T2P 1J9"],
      ["Montréal", "Montréal, Québec H3B 4W8"],
    ],
    laws: (rng) => {
      const [province, short] = pick(rng, [
        ["Province of Ontario", "Ontario"],
        ["Province of British Columbia", "British Columbia"],
        ["Province of Alberta", "Alberta"],
      ] as const);
      return rng.pick<PlaceLaw>([
        {
          truth: province,
          alternatives: [short],
          sentence: `This Agreement shall be governed by and construed in accordance with the laws of the ${province} and the federal laws of Canada applicable therein.`,
        },
        {
          truth: province,
          alternatives: [short],
          sentence: `This Agreement is governed by the laws of the ${province} and the laws of Canada applicable in that Province, and shall be treated in all respects as an ${short} contract.`,
        },
      ]);
    },
    courts: ["the courts of the Province of Ontario sitting in Toronto", "the courts of British Columbia", "the Court of King's Bench of Alberta"],
    arbitration: [
      ["the ADR Institute of Canada", "Toronto, Ontario"],
      ["the International Centre for Dispute Resolution", "Vancouver, British Columbia"],
    ],
    tax: 'All amounts are exclusive of goods and services tax and harmonized sales tax ("GST/HST") and any provincial sales tax, which the Customer shall pay in addition at the applicable rate.',
    money: (rng) => `CAD $${grouped(rng.int(20, 400) * 500)}`,
    monthFirst: 0.5,
  },
  australia: {
    forms: ["Pty Ltd", "Pty. Limited", "Limited", "Pty Ltd"],
    registration: (rng) =>
      rng.pick([
        `(ACN ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)})`,
        `(ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)})`,
        `ACN ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
      ]),
    incorporated: [
      "a company registered in Victoria",
      "a company incorporated in New South Wales",
      "a company limited by shares registered under the Corporations Act 2001 (Cth)",
    ],
    streets: ["Collins Street", "George Street", "Pitt Street"],
    cities: [
      ["Sydney", "Sydney NSW 2000"],
      ["Melbourne", "Melbourne VIC 3000"],
      ["Brisbane", "Brisbane QLD 4000"],
      ["Perth", "Perth WA 6000"],
    ],
    laws: (rng) => {
      const [state, short] = pick(rng, [
        ["State of New South Wales", "New South Wales"],
        ["State of Victoria", "Victoria"],
        ["State of Queensland", "Queensland"],
        ["State of Western Australia", "Western Australia"],
      ] as const);
      return rng.pick<PlaceLaw>([
        {
          truth: state,
          alternatives: [short],
          sentence: `This agreement is governed by the laws in force in the ${state}, Australia. Each party irrevocably submits to the non-exclusive jurisdiction of the courts of that State and the courts competent to hear appeals from them.`,
        },
        {
          truth: short,
          alternatives: [state],
          sentence: `This agreement is governed by the law of ${short}, Australia, and each party submits to the non-exclusive jurisdiction of its courts.`,
        },
        {
          truth: state,
          alternatives: [short],
          sentence: `The laws of the ${state} govern this document.`,
        },
      ]);
    },
    courts: ["the Supreme Court of New South Wales", "the Federal Court of Australia sitting in Melbourne", "the courts of Queensland"],
    arbitration: [
      ["the Australian Centre for International Commercial Arbitration (ACICA)", "Sydney, Australia"],
      ["the Singapore International Arbitration Centre (SIAC)", "Singapore"],
    ],
    tax: "Unless otherwise stated, amounts payable under this agreement are exclusive of GST. If GST is payable on any supply made under this agreement, the recipient must pay the supplier an additional amount equal to the GST payable on that supply at the same time as the consideration, subject to receiving a valid tax invoice.",
    money: (rng) => `A$${grouped(rng.int(20, 400) * 500)}`,
    monthFirst: 0,
  },
  "new-zealand": {
    forms: ["Limited", "Limited", "Holdings Limited"],
    registration: (rng) => rng.pick([`(company number ${digits(rng, 7)})`, `(NZBN 94290${digits(rng, 8)})`]),
    incorporated: ["a duly incorporated New Zealand company", "a company incorporated under the Companies Act 1993"],
    streets: ["Lambton Quay", "Queen Street", "Customs Street East"],
    cities: [
      ["Auckland", "Auckland 1010"],
      ["Wellington", "Wellington 6011"],
      ["Christchurch", "Christchurch 8011"],
    ],
    laws: (rng) =>
      rng.pick<PlaceLaw>([
        {
          truth: "New Zealand",
          alternatives: [],
          sentence:
            "This Agreement is governed by the laws of New Zealand and the parties submit to the non-exclusive jurisdiction of the courts of New Zealand.",
        },
        { truth: "New Zealand", alternatives: [], sentence: "The laws of New Zealand govern this Agreement." },
      ]),
    courts: ["the High Court of New Zealand at Auckland", "the courts of New Zealand"],
    arbitration: [["the Arbitrators' and Mediators' Institute of New Zealand", "Auckland, New Zealand"]],
    tax: "All fees are stated exclusive of goods and services tax (GST) under the Goods and Services Tax Act 1985, which is payable in addition on receipt of a tax invoice.",
    money: (rng) => `NZ$${grouped(rng.int(20, 400) * 500)}`,
    monthFirst: 0,
  },
  ireland: {
    forms: ["Limited", "DAC", "Designated Activity Company", "Teoranta"],
    registration: (rng) => rng.pick([`(company number ${digits(rng, 6)})`, `(registered number ${digits(rng, 6)})`, ""]),
    incorporated: [
      "a company incorporated in Ireland",
      "a designated activity company incorporated under the laws of Ireland",
      "a private company limited by shares incorporated in Ireland",
    ],
    streets: ["Harcourt Street", "St Stephen's Green", "Grand Canal Quay"],
    cities: [
      ["Dublin", "Dublin 2, D02 X285"],
      ["Cork", "Cork, T12 K8AF"],
      ["Galway", "Galway, H91 E2K3"],
    ],
    laws: (rng) =>
      rng.pick<PlaceLaw>([
        {
          truth: "Ireland",
          alternatives: ["Republic of Ireland"],
          sentence:
            "This Agreement and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the laws of Ireland.",
        },
        {
          truth: "Republic of Ireland",
          alternatives: ["Ireland"],
          sentence:
            "This Agreement shall be governed by the laws of the Republic of Ireland and the parties submit to the exclusive jurisdiction of the Irish courts.",
        },
      ]),
    courts: ["the courts of Ireland", "the High Court in Dublin"],
    arbitration: [
      ["the London Court of International Arbitration (LCIA)", "London, England"],
      ["the ICC International Court of Arbitration", "Dublin, Ireland"],
    ],
    tax: "All sums payable under this Agreement are exclusive of value added tax (VAT), which shall be payable in addition at the rate in force under the Value-Added Tax Consolidation Act 2010.",
    money: (rng) => `€${grouped(rng.int(20, 400) * 500)}`,
    monthFirst: 0,
  },
  singapore: {
    forms: ["Pte. Ltd.", "Pte Ltd", "Private Limited", "Limited"],
    registration: (rng) =>
      rng.pick([
        `(UEN ${rng.int(1995, 2022)}${digits(rng, 5)}${rng.pick(["K", "H", "N", "W"])})`,
        `(Company Registration No. ${rng.int(1995, 2022)}${digits(rng, 5)}${rng.pick(["E", "D", "R"])})`,
      ]),
    incorporated: ["a company incorporated in the Republic of Singapore", "a company incorporated under the laws of Singapore"],
    streets: ["Raffles Place", "Robinson Road", "Marina Boulevard"],
    cities: [
      ["Singapore", "Singapore 048623"],
      ["Singapore", "Singapore 018989"],
    ],
    laws: (rng) =>
      rng.pick<PlaceLaw>([
        {
          truth: "Republic of Singapore",
          alternatives: ["Singapore"],
          sentence: "This Agreement shall be governed by, and construed in accordance with, the laws of the Republic of Singapore.",
        },
        { truth: "Singapore", alternatives: ["Republic of Singapore"], sentence: "This Agreement is governed by the laws of Singapore." },
      ]),
    courts: ["the courts of the Republic of Singapore", "the Singapore International Commercial Court"],
    arbitration: [
      ['the Singapore International Arbitration Centre ("SIAC")', "Singapore"],
      ['the Hong Kong International Arbitration Centre ("HKIAC")', "Hong Kong"],
    ],
    tax: 'All amounts are exclusive of goods and services tax ("GST") chargeable under the Goods and Services Tax Act 1993, which the Customer shall pay at the prevailing rate upon presentation of a tax invoice.',
    money: (rng) => `S$${grouped(rng.int(20, 400) * 500)}`,
    monthFirst: 0,
  },
  "hong-kong": {
    forms: ["Limited", "Company Limited", "(Hong Kong) Limited", "Holdings Limited"],
    registration: (rng) => rng.pick([`(Company No. ${digits(rng, 7)})`, `(Business Registration No. ${digits(rng, 8)})`, `(CR No. ${digits(rng, 7)})`]),
    incorporated: [
      "a company incorporated in Hong Kong with limited liability",
      "a company incorporated under the Companies Ordinance (Cap. 622) of Hong Kong",
    ],
    streets: ["Queen's Road Central", "Des Voeux Road Central", "Canton Road"],
    cities: [
      ["Hong Kong", "Central, Hong Kong"],
      ["Kowloon", "Tsim Sha Tsui, Kowloon, Hong Kong"],
    ],
    laws: (rng) =>
      rng.pick<PlaceLaw>([
        {
          truth: "Hong Kong Special Administrative Region",
          alternatives: ["Hong Kong", "Hong Kong SAR", "Hong Kong Special Administrative Region of the People's Republic of China"],
          sentence:
            "This Agreement shall be governed by and construed in accordance with the laws of the Hong Kong Special Administrative Region of the People's Republic of China.",
        },
        {
          truth: "Hong Kong",
          alternatives: ["Hong Kong SAR", "Hong Kong Special Administrative Region"],
          sentence: "This Agreement is governed by the laws of Hong Kong.",
        },
      ]),
    courts: ["the courts of Hong Kong", "the Court of First Instance of the High Court of Hong Kong"],
    arbitration: [
      ['the Hong Kong International Arbitration Centre ("HKIAC")', "Hong Kong"],
      ['the Singapore International Arbitration Centre ("SIAC")', "Singapore"],
    ],
    tax: "Fees are stated exclusive of any stamp duty, levies or other taxes, which shall be borne by the Customer.",
    money: (rng) => `HK$${grouped(rng.int(40, 900) * 1000)}`,
    monthFirst: 0,
  },
  india: {
    forms: ["Private Limited", "Pvt. Ltd.", "Limited", "Private Limited"],
    registration: (rng) => `(CIN: U${digits(rng, 5)}${rng.pick(["KA", "MH", "DL", "TN", "TG"])}${rng.int(1995, 2021)}PTC${digits(rng, 6)})`,
    incorporated: [
      "a company incorporated under the Companies Act, 2013",
      "a company incorporated under the Companies Act, 1956 and deemed to exist under the Companies Act, 2013",
    ],
    streets: ["MG Road", "Nariman Point", "Outer Ring Road"],
    cities: [
      ["Bengaluru", "Bengaluru, Karnataka 560001"],
      ["Mumbai", "Mumbai, Maharashtra 400001"],
      ["New Delhi", "New Delhi 110001"],
      ["Hyderabad", "Hyderabad, Telangana 500081"],
    ],
    laws: (rng) =>
      rng.pick<PlaceLaw>([
        {
          truth: "India",
          alternatives: ["Republic of India"],
          sentence: "This Agreement shall be governed by and construed in accordance with the laws of India.",
        },
        {
          truth: "Republic of India",
          alternatives: ["India"],
          sentence:
            "This Agreement shall be governed by the laws of the Republic of India, and subject to the arbitration clause below, the courts at New Delhi shall have exclusive jurisdiction.",
        },
      ]),
    courts: ["the courts at Bengaluru", "the courts at Mumbai", "the High Court of Delhi"],
    arbitration: [
      ["a sole arbitrator appointed in accordance with the Arbitration and Conciliation Act, 1996", "Mumbai"],
      ['the Singapore International Arbitration Centre ("SIAC")', "Singapore"],
      ["the Mumbai Centre for International Arbitration", "Mumbai"],
    ],
    tax: "All fees are exclusive of Goods and Services Tax (GST) under the Central Goods and Services Tax Act, 2017, which shall be charged in addition at the applicable rate against a valid tax invoice.",
    money: (rng) => {
      const lakhs = rng.int(2, 90);
      return `INR ${lakh(lakhs * 100000)} (Rupees ${lakhs} Lakhs only)`;
    },
    monthFirst: 0,
  },
  israel: {
    forms: ["Ltd.", "Ltd.", "Technologies Ltd."],
    registration: (rng) => rng.pick([`(company number 51-${digits(rng, 6)}-${rng.int(0, 9)})`, `(Reg. No. 51${digits(rng, 7)})`, ""]),
    incorporated: ["a company incorporated under the laws of the State of Israel", "an Israeli company"],
    streets: ["Rothschild Boulevard", "Menachem Begin Road", "HaBarzel Street"],
    cities: [
      ["Tel Aviv", "Tel Aviv 6473921, Israel"],
      ["Herzliya", "Herzliya Pituach 4672562, Israel"],
      ["Haifa", "Haifa 3508409, Israel"],
    ],
    laws: (rng) =>
      rng.pick<PlaceLaw>([
        {
          truth: "State of Israel",
          alternatives: ["Israel"],
          sentence:
            "This Agreement shall be governed by the laws of the State of Israel, without regard to its conflict of laws rules, and the competent courts of Tel Aviv-Jaffa shall have exclusive jurisdiction.",
        },
        { truth: "Israel", alternatives: ["State of Israel"], sentence: "This Agreement shall be governed by and construed under the laws of Israel." },
      ]),
    courts: ["the competent courts of Tel Aviv-Jaffa", "the courts of Tel Aviv"],
    arbitration: [["the Israeli Institute of Commercial Arbitration", "Tel Aviv, Israel"]],
    tax: "All amounts are exclusive of Value Added Tax (VAT), which shall be added at the rate prescribed by law.",
    money: (rng) => `NIS ${grouped(rng.int(40, 900) * 1000)}`,
    monthFirst: 0.5,
  },
  bermuda: {
    forms: ["Ltd.", "Limited", "Re Ltd.", "Holdings Ltd."],
    registration: (rng) => rng.pick([`(registration number ${rng.int(10000, 59999)})`, ""]),
    incorporated: ["an exempted company incorporated under the laws of Bermuda", "a Bermuda exempted company"],
    streets: ["Front Street", "Church Street", "Reid Street"],
    cities: [["Hamilton", "Hamilton HM 11, Bermuda"]],
    laws: (rng) =>
      rng.pick<PlaceLaw>([
        { truth: "Bermuda", alternatives: [], sentence: "This Agreement shall be governed by and construed in accordance with the laws of Bermuda." },
        {
          truth: "Bermuda",
          alternatives: [],
          sentence: "The laws of Bermuda shall govern this Agreement and the parties submit to the jurisdiction of the Supreme Court of Bermuda.",
        },
      ]),
    courts: ["the Supreme Court of Bermuda"],
    arbitration: [["the London Court of International Arbitration (LCIA)", "London, England"]],
    tax: "All amounts are stated exclusive of any applicable taxes, duties or levies.",
    money: (rng) => `US$${grouped(rng.int(40, 900) * 1000)}`,
    monthFirst: 0.5,
  },
  cayman: {
    forms: ["Ltd.", "Limited", "Holdings Limited", "Inc."],
    registration: (rng) => rng.pick([`(registration number ${rng.int(100000, 399999)})`, ""]),
    incorporated: [
      "an exempted company incorporated with limited liability under the laws of the Cayman Islands",
      "a company incorporated under the laws of the Cayman Islands",
    ],
    streets: ["Elgin Avenue", "Harbour Drive", "Cricket Square"],
    cities: [["George Town", "George Town, Grand Cayman KY1-1104, Cayman Islands"]],
    laws: (rng) =>
      rng.pick<PlaceLaw>([
        {
          truth: "Cayman Islands",
          alternatives: [],
          sentence: "This Agreement shall be governed by and construed in accordance with the laws of the Cayman Islands.",
        },
        {
          truth: "Hong Kong Special Administrative Region",
          alternatives: ["Hong Kong", "Hong Kong SAR"],
          sentence: "This Agreement shall be governed by and construed in accordance with the laws of the Hong Kong Special Administrative Region.",
        },
      ]),
    courts: ["the Grand Court of the Cayman Islands", "the courts of Hong Kong"],
    arbitration: [
      ['the Hong Kong International Arbitration Centre ("HKIAC")', "Hong Kong"],
      ["the London Court of International Arbitration (LCIA)", "London, England"],
    ],
    tax: "All amounts are exclusive of any withholding or other taxes, which shall be grossed up so that the recipient receives the full amount.",
    money: (rng) => `US$${grouped(rng.int(40, 900) * 1000)}`,
    monthFirst: 0.5,
  },
};
