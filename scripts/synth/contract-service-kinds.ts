// The SEC-filed kinds drafted by contract-services.ts: outsourcing, joint venture, maintenance and
// support, consulting, sales agency, transportation, development (R&D collaboration), marketing
// affiliate, IP assignment and non-compete agreements. Each carries the clauses of its trade and the
// periods those clauses print that are NOT the contract's term or notice: a venturer's capital
// call, an outsourcer's transition period, a support desk's response times, an agent's commission
// statements, a carrier's claims window, a developer's milestones, an affiliate's cookie period,
// a restricted period after the closing.
import { englishNumber, period, type NumberForm } from "./contract-words";
import type { Rng } from "./random";

export const SERVICE_KINDS = [
  "outsourcing",
  "joint-venture",
  "maintenance",
  "consulting",
  "agency",
  "transportation",
  "development",
  "affiliate",
  "ip-assignment",
  "non-compete",
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export interface ServiceDrafting {
  titles: readonly string[];
  roles: ReadonlyArray<[string, string]>;
  /** The event a term may run from besides the Effective Date ("the date of delivery of the Software"). */
  startEvent?: string;
  /** What the kind's term is called when it is not the Agreement's ("the Joint Venture", "the Restricted Period"). */
  subject?: string;
  /** The kind has no fixed term of its own (an assignment is perpetual, a covenant runs for its restricted period). */
  termless?: boolean;
}

export const SERVICE_KINDS_DRAFTING: Record<ServiceKind, ServiceDrafting> = {
  outsourcing: {
    titles: ["Outsourcing Agreement", "Outsourcing Services Agreement", "Business Process Outsourcing Agreement"],
    roles: [
      ["Company", "Contractor"],
      ["Client", "Service Provider"],
      ["Customer", "Vendor"],
    ],
    startEvent: "the Service Commencement Date",
  },
  "joint-venture": {
    titles: ["Joint Venture Agreement", "Joint Venture and Operating Agreement", "Agreement of Joint Venture"],
    roles: [
      ["Company", "Venturer"],
      ["Party A", "Party B"],
    ],
    subject: "the Joint Venture",
  },
  maintenance: {
    titles: ["Maintenance Agreement", "Support and Maintenance Agreement", "Software Maintenance and Support Agreement", "Equipment Maintenance Agreement"],
    roles: [
      ["Licensor", "Licensee"],
      ["Provider", "Customer"],
      ["Contractor", "Owner"],
    ],
    startEvent: "the date of delivery of the Software to Licensee",
  },
  consulting: {
    titles: ["Consulting Agreement", "Consulting Services Agreement", "Advisory Agreement"],
    roles: [
      ["Company", "Consultant"],
      ["Client", "Advisor"],
    ],
  },
  agency: {
    titles: ["Sales Agency Agreement", "Sales Representative Agreement", "Manufacturer's Representative Agreement", "Agency Agreement"],
    roles: [
      ["Principal", "Agent"],
      ["Company", "Representative"],
    ],
  },
  transportation: {
    titles: ["Transportation Services Agreement", "Motor Carrier Transportation Agreement", "Logistics Services Agreement"],
    roles: [
      ["Shipper", "Carrier"],
      ["Customer", "Provider"],
    ],
    startEvent: "the date of the first shipment tendered under this Agreement",
  },
  development: {
    titles: ["Development Agreement", "Research and Development Agreement", "Joint Development Agreement", "Collaboration and Development Agreement"],
    roles: [
      ["Company", "Developer"],
      ["Sponsor", "Collaborator"],
    ],
  },
  affiliate: {
    titles: ["Affiliate Marketing Agreement", "Marketing Affiliate Agreement", "Affiliate Agreement"],
    roles: [
      ["Company", "Affiliate"],
      ["Merchant", "Marketer"],
    ],
  },
  "ip-assignment": {
    titles: ["Intellectual Property Assignment Agreement", "Patent Assignment Agreement", "Technology Assignment Agreement"],
    roles: [
      ["Assignor", "Assignee"],
      ["Seller", "Purchaser"],
    ],
    termless: true,
  },
  "non-compete": {
    titles: ["Non-Competition Agreement", "Non-Competition and Non-Solicitation Agreement", "Restrictive Covenant Agreement"],
    roles: [
      ["Company", "Seller"],
      ["Purchaser", "Shareholder"],
    ],
    subject: "the Restricted Period",
    termless: true,
  },
};

/** "ten (10)", "10", "ten": a bare count in the document's number form. */
const count = (n: number, form: NumberForm) => (form === "digits" ? String(n) : form === "words" ? englishNumber(n) : `${englishNumber(n)} (${n})`);

/** Clauses of the kind's trade: [heading, sentences]. Every period in them is a decoy. */
export function serviceClauses(rng: Rng, kind: ServiceKind, form: NumberForm, [r1, r2]: [string, string]): Array<[string, string[]]> {
  const days = (n: number, possessive = false) => period({ n, unit: "day" }, "en", form, { possessive });
  const months = (n: number, possessive = false) => period({ n, unit: "month" }, "en", form, { possessive });
  const years = (n: number) => period({ n, unit: "year" }, "en", form);
  switch (kind) {
    case "outsourcing":
      return [
        [
          "Services",
          [
            `${r1} hereby appoints ${r2} as its exclusive provider of the Outsourced Services, and ${r2} shall perform the Outsourced Services in accordance with the Service Levels set forth in Schedule 1.`,
            `${r2} shall deliver a monthly performance report within ${days(rng.pick([10, 15]))} after the end of each calendar month.`,
          ],
        ],
        [
          "Transition",
          [
            `Upon expiration or termination of this Agreement for any reason, ${r2} shall, for a period of up to ${months(rng.pick([6, 9, 12]))}, continue to provide the Outsourced Services and cooperate in the orderly transfer of the Outsourced Services to ${r1} or its designee.`,
          ],
        ],
        [
          "Compensation",
          [
            `${r1} shall pay each monthly invoice within ${days(rng.pick([30, 45]))} after receipt, and amounts not paid when due shall bear interest at one percent (1%) per month.`,
          ],
        ],
      ];
    case "joint-venture":
      return [
        [
          "Capital Contributions",
          [
            `Each Venturer shall contribute its share of any capital call within ${days(rng.pick([10, 20, 30]))} after written request of the Management Committee.`,
            `Except as agreed upon by mutual consent, no Venturer shall be required to make any additional capital contribution to the Joint Venture.`,
          ],
        ],
        [
          "Management",
          [
            `The affairs of the Joint Venture shall be managed by a Management Committee of ${count(rng.pick([4, 6]), form)} members, which shall meet at least once every ${months(3)}.`,
          ],
        ],
        [
          "Transfer of Interests",
          [
            `No Venturer shall sell its interest in the Joint Venture without first offering it to the other Venturer, which shall have ${days(rng.pick([30, 45, 60]))} to accept such offer.`,
          ],
        ],
      ];
    case "maintenance":
      return [
        [
          "Support Services",
          [
            `${r1} shall respond to each Priority 1 incident within ${count(rng.pick([2, 4]), form)} hours and to each Priority 2 incident within ${rng.chance(0.5) ? `${count(1, form)} business day` : `${count(2, form)} business days`}.`,
            `${r1} shall provide Updates and Upgrades to the Software as they become generally available, and shall support each prior release for ${months(rng.pick([12, 18]))} after the release of its successor.`,
          ],
        ],
        [
          "Fees",
          [
            `The annual maintenance fee shall be invoiced in advance and is payable within ${days(rng.pick([30, 45]))} of the invoice date; ${r1} may adjust the fee for any renewal term upon ${days(rng.pick([60, 90]), true)} prior written notice.`,
          ],
        ],
      ];
    case "consulting":
      return [
        [
          "Services and Compensation",
          [
            `${r2} shall devote up to ${count(rng.pick([20, 40, 60]), form)} hours per month to the Services, and ${r1} shall pay ${r2} a monthly retainer of $${rng.pick(["7,500", "12,000", "15,000"])}.`,
            `${r2} shall submit monthly statements of expenses, which ${r1} shall reimburse within ${days(rng.pick([15, 30]))} of receipt.`,
          ],
        ],
        [
          "Non-Solicitation",
          [
            `During the term of this Agreement and for ${months(rng.pick([6, 12, 24]))} thereafter, ${r2} shall not solicit any employee of ${r1} to leave its employ.`,
          ],
        ],
      ];
    case "agency":
      return [
        [
          "Appointment and Territory",
          [
            `${r1} appoints ${r2} as its ${rng.pick(["exclusive", "non-exclusive"])} sales representative for the Products in the Territory described in Exhibit A.`,
          ],
        ],
        [
          "Commissions",
          [
            `${r1} shall pay ${r2} a commission of ${rng.pick(["five percent (5%)", "eight percent (8%)", "ten percent (10%)"])} of Net Sales, together with a commission statement, within ${days(rng.pick([15, 30]))} after the end of each calendar month.`,
            `${r2} shall be entitled to commissions on orders accepted within ${days(rng.pick([60, 90]))} after the effective date of termination.`,
          ],
        ],
      ];
    case "transportation":
      return [
        [
          "Shipments and Rates",
          [
            `${r2} shall pick up each shipment within ${count(rng.pick([24, 48]), form)} hours after tender, and the rates set forth in Schedule A may be changed by ${r2} upon ${days(rng.pick([30, 60]), true)} written notice.`,
            `${r1} shall pay freight charges within ${days(rng.pick([15, 30]))} of receipt of a correct invoice.`,
          ],
        ],
        [
          "Cargo Claims",
          [
            `Claims for loss or damage to cargo shall be filed within ${months(rng.pick([6, 9]))} after delivery, and ${r2} shall acknowledge each claim within ${days(30)} and pay or decline it within ${days(120)}.`,
          ],
        ],
      ];
    case "development":
      return [
        [
          "Development Program",
          [
            `${r2} shall use commercially reasonable efforts to complete each Milestone in the Development Plan, and shall deliver a written progress report within ${days(rng.pick([30, 45]))} after the end of each calendar quarter.`,
            `${r1} shall accept or reject each Deliverable within ${days(rng.pick([10, 15, 30]))} after delivery.`,
          ],
        ],
        [
          "Research Funding",
          [`${r1} shall fund the Development Program in quarterly installments, each payable within ${days(30)} after receipt of an invoice therefor.`],
        ],
        [
          "Exclusivity",
          [
            `For a period of ${years(rng.pick([1, 2]))} after completion of the Development Program, neither party shall develop a competing product with any third party.`,
          ],
        ],
      ];
    case "affiliate":
      return [
        [
          "Referral Fees",
          [
            `${r1} shall pay ${r2} a referral fee for each Qualified Customer who purchases within ${days(rng.pick([30, 45, 90]))} after clicking a Link on the Affiliate Site.`,
            `Referral fees shall be paid within ${days(rng.pick([30, 45]))} after the end of each calendar month in which they are earned.`,
          ],
        ],
        ["Links", [`${r2} shall remove any Link within ${count(rng.pick([2, 5]), form)} business days after written request of ${r1}.`]],
      ];
    case "ip-assignment":
      return [
        [
          "Assignment",
          [
            `${r1} hereby irrevocably assigns, transfers and conveys to ${r2} all right, title and interest in and to the Assigned Patents and the Assigned Know-How, throughout the world and in perpetuity.`,
            `${r1} shall execute any further instruments reasonably requested by ${r2} within ${days(rng.pick([10, 15, 30]))} after such request.`,
          ],
        ],
        [
          "Consideration",
          [
            `${r2} shall pay ${r1} the Purchase Price in ${count(rng.pick([2, 3, 4]), form)} installments, the last of which shall be due ${months(rng.pick([12, 18]))} after the Effective Date.`,
          ],
        ],
      ];
    case "non-compete":
      return [
        [
          "Covenant Not to Compete",
          [
            `During the Restricted Period, ${r2} shall not, directly or indirectly, engage in any Competing Business within ${count(rng.pick([25, 50, 100]), form)} miles of any facility of ${r1}.`,
            `During the Restricted Period and for ${months(rng.pick([6, 12]))} thereafter, ${r2} shall not solicit any customer or employee of ${r1}.`,
          ],
        ],
        [
          "Consideration",
          [
            `In consideration of the covenants herein, ${r1} shall pay ${r2} the sum of $${rng.pick(["250,000", "400,000", "1,000,000"])} within ${days(rng.pick([5, 10, 30]))} after the Closing Date.`,
          ],
        ],
      ];
  }
}
