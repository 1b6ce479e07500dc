// The kinds of commercial agreement SEC filings carry as exhibits, each with the clauses of its
// trade and the periods those clauses print that are NOT the contract's term or notice: a
// franchise's opening deadline and non-compete radius, a distributor's minimum purchases and
// price-change notice, a supplier's forecasts, lead times and discontinuation notice, a host's
// response times and transition period, a licensee's royalty reports and audit notice, a
// sponsor's contract years, a co-brand's launch date. Drafted in contract-commercial.ts.
import { englishNumber, period, type NumberForm } from "./contract-words";
import type { Rng } from "./random";

export const COMMERCIAL_KINDS = ["franchise", "distributor", "supply", "alliance", "hosting", "endorsement", "license", "co-branding"] as const;
export type CommercialKind = (typeof COMMERCIAL_KINDS)[number];

export interface KindDrafting {
  titles: readonly string[];
  roles: ReadonlyArray<[string, string]>;
  /** Party 2 is a person (an athlete, a presenter), as in endorsement agreements. */
  individual?: boolean;
  /** What the term may run from besides the Effective Date, defined in the definitions article. */
  startEvent?: { name: string; means: string };
}

export const KINDS: Record<CommercialKind, KindDrafting> = {
  franchise: {
    titles: ["Franchise Agreement", "Area Development Agreement", "Unit Franchise Agreement"],
    roles: [
      ["Franchisor", "Franchisee"],
      ["Franchisor", "Developer"],
    ],
    startEvent: { name: "Opening Date", means: "the date on which the Franchised Business first opens to the public" },
  },
  distributor: {
    titles: ["Distribution Agreement", "Exclusive Distributor Agreement", "Reseller Agreement", "Value Added Reseller Agreement"],
    roles: [
      ["Company", "Distributor"],
      ["Supplier", "Distributor"],
      ["Vendor", "Reseller"],
    ],
    startEvent: { name: "Commencement Date", means: "the date of the first shipment of Products to Distributor under this Agreement" },
  },
  supply: {
    titles: ["Supply Agreement", "Manufacturing Agreement", "Manufacturing and Supply Agreement", "Contract Manufacturing Agreement"],
    roles: [
      ["Supplier", "Buyer"],
      ["Manufacturer", "Customer"],
      ["Seller", "Purchaser"],
    ],
    startEvent: { name: "Commencement Date", means: "the date on which Buyer accepts the first commercial lot of Product" },
  },
  alliance: {
    titles: ["Strategic Alliance Agreement", "Joint Venture Agreement", "Collaboration Agreement", "Marketing Alliance Agreement"],
    roles: [
      ["Company", "Partner"],
      ["Party A", "Party B"],
    ],
  },
  hosting: {
    titles: ["Hosting Services Agreement", "Outsourcing Services Agreement", "Maintenance Agreement", "Web Site Hosting Agreement"],
    roles: [
      ["Provider", "Customer"],
      ["Service Provider", "Company"],
      ["Contractor", "Client"],
    ],
    startEvent: { name: "Service Commencement Date", means: "the date on which Provider first makes the Hosted Services available in production" },
  },
  endorsement: {
    titles: ["Endorsement Agreement", "Sponsorship Agreement", "Promotion Agreement", "Spokesperson Agreement"],
    roles: [
      ["Company", "Endorser"],
      ["Sponsor", "Athlete"],
      ["Company", "Spokesperson"],
    ],
    individual: true,
  },
  license: {
    titles: ["License Agreement", "Patent License Agreement", "Technology License Agreement", "Trademark License Agreement"],
    roles: [
      ["Licensor", "Licensee"],
      ["Owner", "Licensee"],
    ],
    startEvent: { name: "First Commercial Sale", means: "the first sale of a Licensed Product by Licensee to a third party" },
  },
  "co-branding": {
    titles: ["Co-Branding Agreement", "Co-Marketing Agreement", "Development Agreement", "Content License and Co-Branding Agreement"],
    roles: [
      ["Company", "Partner"],
      ["Developer", "Client"],
      ["Portal", "Merchant"],
    ],
    startEvent: { name: "Launch Date", means: "the date on which the Co-Branded Site is first made available to the public" },
  },
};

/** "ten (10)", "10", "ten": a bare count in the document's number form. */
const count = (n: number, form: NumberForm) => (form === "digits" ? String(n) : form === "words" ? englishNumber(n) : `${englishNumber(n)} (${n})`);

/**
 * Clauses of the kind's trade: [heading, sentences]. Every period in them is a decoy; "[***]"
 * stands where the filing redacted a figure.
 */
export function kindClauses(rng: Rng, kind: CommercialKind, form: NumberForm, [r1, r2]: [string, string], redact: boolean): Array<[string, string[]]> {
  const days = (n: number, possessive = false) => period({ n, unit: "day" }, "en", form, { possessive });
  const months = (n: number, possessive = false) => period({ n, unit: "month" }, "en", form, { possessive });
  const years = (n: number) => period({ n, unit: "year" }, "en", form);
  const secret = (text: string) => (redact && rng.chance(0.5) ? "[***]" : text);
  switch (kind) {
    case "franchise":
      return [
        [
          "Fees",
          [
            `${r2} shall pay ${r1} an initial franchise fee of ${secret("$35,000")} upon execution of this Agreement.`,
            `${r2} shall pay a continuing royalty of ${secret("six percent (6%)")} of Gross Sales, payable on or before the ${rng.pick(["tenth (10th)", "fifteenth (15th)"])} day of each month for the preceding month.`,
          ],
        ],
        [
          "Development and Opening",
          [
            `${r2} shall open the Franchised Business within ${days(rng.pick([180, 270, 365]))} after the Effective Date.`,
            `${r1} shall provide an initial training program of ${count(rng.pick([2, 3, 4]), form)} weeks before the Opening Date.`,
          ],
        ],
        [
          "Covenants Not to Compete",
          [
            `During the Term and for a period of ${years(rng.pick([1, 2, 3]))} after the expiration or termination of this Agreement, ${r2} shall not own or operate any competing business within a radius of ${count(rng.pick([5, 10, 25]), form)} miles of the Franchised Business.`,
          ],
        ],
      ];
    case "distributor":
      return [
        [
          "Appointment",
          [
            `${r1} appoints ${r2} as its ${rng.pick(["exclusive", "non-exclusive"])} distributor of the Products in the Territory.`,
            `${r2} shall purchase a minimum of ${secret(`${rng.pick(["5,000", "12,500", "40,000"])} units`)} of Products in each Contract Year.`,
          ],
        ],
        [
          "Orders and Forecasts",
          [
            `${r2} shall deliver to ${r1} a rolling ${count(rng.pick([6, 12]), form)} month forecast on the first business day of each calendar quarter.`,
            `${r1} may change its prices upon ${days(rng.pick([30, 60, 90]), true)} prior written notice to ${r2}.`,
            `${r2} shall pay each invoice within ${days(rng.pick([30, 45, 60]))} of the date of shipment.`,
          ],
        ],
        ["Inventory", [`${r2} shall maintain an inventory of Products sufficient to meet at least ${days(rng.pick([30, 60]))} of anticipated demand.`]],
      ];
    case "supply":
      return [
        [
          "Forecasts and Purchase Orders",
          [
            `${r2} shall provide ${r1} with a rolling ${count(rng.pick([12, 18]), form)} month forecast, the first ${count(3, form)} months of which shall be binding.`,
            `${r1} shall deliver Product within a lead time of ${days(rng.pick([45, 60, 90]))} after acceptance of a purchase order.`,
          ],
        ],
        [
          "Product Warranty",
          [
            `${r1} warrants that each Product shall conform to the Specifications for ${months(rng.pick([12, 18, 24]))} from the date of shipment.`,
            `${r2} shall notify ${r1} of any nonconforming Product within ${days(rng.pick([30, 60]))} after receipt.`,
          ],
        ],
        [
          "Discontinuation",
          [
            `${r1} shall give ${r2} not less than ${months(rng.pick([6, 12]), true)} prior written notice of the discontinuation of any Product, and ${r2} may place a last-time buy order during such period.`,
          ],
        ],
      ];
    case "alliance":
      return [
        [
          "Governance",
          [
            `The parties shall form a Steering Committee of ${count(rng.pick([4, 6]), form)} members, which shall meet at least once every ${count(3, form)} months.`,
            `Each party shall contribute ${secret("fifty percent (50%)")} of the approved budget within ${days(rng.pick([15, 30]))} after each capital call.`,
          ],
        ],
        [
          "Exclusivity",
          [
            `For a period of ${months(rng.pick([12, 18, 24]))} after the Effective Date, neither party shall enter into a similar alliance with a competitor of the other party.`,
          ],
        ],
      ];
    case "hosting":
      return [
        [
          "Service Levels",
          [
            `${r1} shall make the Hosted Services available ${rng.pick(["99.5%", "99.9%"])} of the time in each calendar month, excluding scheduled maintenance.`,
            `${r1} shall respond to a Severity 1 incident within ${count(rng.pick([2, 4]), form)} hours and shall give ${r2} at least ${days(rng.pick([5, 10]), true)} notice of scheduled maintenance.`,
          ],
        ],
        [
          "Transition Assistance",
          [
            `Upon expiration or termination of this Agreement, ${r1} shall provide transition assistance for up to ${months(rng.pick([3, 6]))} at ${r2}'s request.`,
          ],
        ],
        ["Fees", [`${r2} shall pay the monthly fees within ${days(rng.pick([30, 45]))} after receipt of each invoice.`]],
      ];
    case "endorsement":
      return [
        [
          "Services of Endorser",
          [
            `${r2} shall make ${count(rng.pick([3, 4, 6]), form)} personal appearances in each Contract Year, each of no more than ${count(rng.pick([4, 6]), form)} hours, on at least ${days(rng.pick([14, 21, 30]), true)} notice from ${r1}.`,
          ],
        ],
        [
          "Compensation",
          [
            `${r1} shall pay ${r2} an annual fee of ${secret("$250,000")} in each Contract Year, in ${count(4, form)} equal quarterly installments.`,
            `"Contract Year" means each successive ${count(12, form)} month period during the Term, the first commencing on the Effective Date.`,
          ],
        ],
      ];
    case "license":
      return [
        [
          "Royalties and Reports",
          [
            `${r2} shall pay ${r1} a royalty of ${secret("four percent (4%)")} of Net Sales of Licensed Products.`,
            `Within ${days(rng.pick([30, 45, 60]))} after the end of each calendar quarter, ${r2} shall deliver a royalty report and pay the royalties due.`,
          ],
        ],
        [
          "Records and Audit",
          [
            `${r1} may, upon ${days(rng.pick([15, 30]), true)} prior written notice and not more than once in any calendar year, audit the records of ${r2}.`,
            `${r2} shall keep such records for ${years(rng.pick([3, 5]))} after the year to which they relate.`,
          ],
        ],
      ];
    case "co-branding":
      return [
        [
          "Development and Launch",
          [
            `${r1} shall deliver the Co-Branded Site for acceptance testing within ${days(rng.pick([45, 60, 90]))} after the Effective Date.`,
            `${r2} shall accept or reject each deliverable within ${count(rng.pick([10, 15]), form)} business days after delivery.`,
          ],
        ],
        [
          "Revenue Sharing",
          [
            `${r1} shall pay ${r2} ${secret("thirty percent (30%)")} of Net Revenues, within ${days(rng.pick([30, 45]))} after the end of each calendar quarter.`,
          ],
        ],
      ];
  }
}
