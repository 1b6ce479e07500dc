// The CUAD kinds drafted by contract-exhibit.ts as a second hand drafts them (contract-services.ts is
// the first): affiliate, agency, consulting, development, IP assignment with a licence back, joint
// venture, maintenance and support, non-compete, outsourcing, promotion and transportation. Each
// kind brings its title, the parties' roles, its recitals and the clauses of its trade, and those
// clauses print the periods a reader must not take for the term or the termination notice: an
// affiliate's referral window, an agent's commission tail, a developer's acceptance period, a
// venturer's lock-up, a support desk's response times, an outsourcer's transition assistance, a
// promotion's run dates, a carrier's claims window and rate-change notice.
import { englishNumber, period, type NumberForm, type Period } from "./contract-words";
import type { Rng } from "./random";

export const EXHIBIT_KINDS = [
  "affiliate",
  "agency",
  "consulting",
  "development",
  "ip-license-back",
  "joint-venture",
  "maintenance",
  "non-compete",
  "outsourcing",
  "promotion",
  "transportation",
] as const;
export type ExhibitKind = (typeof EXHIBIT_KINDS)[number];

/**
 * How a kind's term is set: "period" the usual fixed term that may renew; "launch" a term that runs
 * from a launch or first-shipment date the contract defines but does not date (its length is not the
 * term from the effective date: not scored); "patent-life" until the last assigned patent expires and
 * "dissolution" until the venture is dissolved (no term printed: null); "restricted" a covenant that
 * binds for a restricted period after a closing (not a term of the agreement: not scored).
 */
export type TermMode = "period" | "launch" | "patent-life" | "dissolution" | "restricted";

export interface KindText {
  title: string;
  /** The two parties' defined roles, party 1 first. */
  roles: readonly [string, string];
  recitals: string[];
  /** The operative clauses of the trade, each [heading, text]; decoy periods among them. */
  clauses: Array<[string, string]>;
  /** An exhibit after the signature page: [caption, rows or paragraphs]. */
  exhibit: [string, string[]];
  /** What the kind's "Launch Date" is, when its term may run from one. */
  launch?: string;
  termModes: ReadonlyArray<readonly [TermMode, number]>;
}

interface KindInput {
  rng: Rng;
  form: NumberForm;
  /** Party 2 is a natural person. */
  individual: boolean;
  payment: Period;
  warranty: Period;
}

const n = (rng: Rng, values: readonly number[]) => rng.pick(values);

/** A kind's text as written, with the role pairs it may name its parties by: the first pair is the one the text uses. */
type KindDraft = Omit<KindText, "roles"> & { roles: ReadonlyArray<readonly [string, string]> };

/** A kind's text with one of its role pairs, the text's role words replaced by the pair's. */
export function kindText(kind: ExhibitKind, k: KindInput): KindText {
  const draft = kindDraft(kind, k);
  const [written, ...others] = draft.roles;
  const roles = k.rng.chance(0.5) && others.length ? k.rng.pick(others) : written!;
  const swap = new Map<string, string>([
    [written![0], roles[0]],
    [written![1], roles[1]],
  ]);
  const pattern = new RegExp(`\\b(${written!.join("|")})\\b`, "g");
  const named = (text: string) => text.replace(pattern, (word) => swap.get(word)!);
  return {
    ...draft,
    roles,
    recitals: draft.recitals.map(named),
    clauses: draft.clauses.map(([heading, text]) => [heading, named(text)]),
    exhibit: [draft.exhibit[0], draft.exhibit[1].map(named)],
  };
}

function kindDraft(kind: ExhibitKind, k: KindInput): KindDraft {
  const { rng, form } = k;
  const p = (x: Period, possessive = false) => period(x, "en", form, { possessive });
  const days = (values: readonly number[], possessive = false) => p({ n: n(rng, values), unit: "day" }, possessive);
  const months = (values: readonly number[]) => p({ n: n(rng, values), unit: "month" });
  const years = (values: readonly number[]) => p({ n: n(rng, values), unit: "year" });
  const pay = p(k.payment);
  const redacted = () => (rng.chance(0.5) ? "[***]" : "[*]");
  switch (kind) {
    case "affiliate":
      return {
        title: rng.pick(["Affiliate Agreement", "Web Affiliate Agreement", "Affiliate Marketing Agreement", "Associate Program Agreement"]),
        roles: [
          ["Merchant", "Affiliate"],
          ["Company", "Affiliate"],
        ],
        recitals: [
          "Merchant operates an online store through which it sells products and services to consumers",
          "Affiliate operates one or more web sites and desires to refer visitors to Merchant's site in exchange for commissions",
        ],
        clauses: [
          [
            "Referral Links",
            `A sale shall be credited to Affiliate if the customer completes the purchase within ${days([30, 45, 90])} after first following a Referral Link from the Affiliate Site (the "Referral Window").`,
          ],
          [
            "Commissions",
            `Merchant shall pay Affiliate a commission of ${redacted()} percent of Net Revenue from each Qualified Sale. Commissions shall be paid within ${pay} after the end of each calendar month, provided that no payment shall be made until accrued commissions exceed $${n(rng, [25, 50, 100])}.`,
          ],
          ["Returns", `Commissions on products returned within ${days([14, 30, 60])} of shipment shall be deducted from the next payment due.`],
        ],
        exhibit: [
          "Commission Schedule",
          [
            `Standard products: ${redacted()}% of Net Revenue`,
            `Featured products: ${redacted()}% of Net Revenue`,
            `Payment threshold: $${n(rng, [25, 50, 100])}`,
          ],
        ],
        launch: 'the date on which the Referral Links are first placed on the Affiliate Site (the "Launch Date")',
        termModes: [
          ["period", 4],
          ["launch", 1],
        ],
      };
    case "agency":
      return {
        title: rng.pick(["Sales Agency Agreement", "Exclusive Agency Agreement", "Manufacturer's Representative Agreement", "Agency Agreement"]),
        roles: [
          ["Company", "Agent"],
          ["Principal", "Agent"],
          ["Company", "Representative"],
          ["Manufacturer", "Agent"],
        ],
        recitals: [
          'the Company manufactures and sells the products described in Exhibit A (the "Products")',
          "the Agent has experience in soliciting orders for products of this type within the Territory and wishes to act as the Company's agent there",
        ],
        clauses: [
          [
            "Appointment",
            "The Company hereby appoints the Agent as its exclusive sales agent for the Products in the Territory, and the Agent accepts such appointment.",
          ],
          [
            "Commissions",
            `The Agent shall receive a commission of ${redacted()} on the net invoice price of all Products shipped to customers in the Territory. The Company shall furnish the Agent with a statement of commissions within ${days([10, 15, 20])} after the end of each month and shall pay the commissions shown within ${pay} thereafter.`,
          ],
          [
            "Post-Termination Commissions",
            `Upon expiration or termination, the Agent shall be entitled to commissions on orders accepted by the Company within ${months([3, 6])} after the date of termination from customers solicited by the Agent during the Term.`,
          ],
          [
            "Non-Competition",
            `During the Term and for a period of ${months([12, 18, 24])} thereafter, the Agent shall not represent or sell any products that compete with the Products within the Territory.`,
          ],
        ],
        exhibit: [
          "Products, Territory and Commission Rates",
          [
            "Products: all industrial pumps and valves listed in the Company's current catalog",
            "Territory: the States of the Pacific Northwest",
            `Commission: ${redacted()} of net invoice price`,
          ],
        ],
        termModes: [["period", 1]],
      };
    case "consulting":
      return {
        title: rng.pick(["Consulting Agreement", "Consulting Services Agreement", "Independent Contractor Agreement", "Advisory Services Agreement"]),
        roles: k.individual
          ? [["Company", "Consultant"]]
          : [
              ["Company", "Consultant"],
              ["Client", "Consultant"],
            ],
        recitals: [
          "the Company desires to obtain the services of the Consultant in connection with its business",
          "the Consultant is willing to provide such services on the terms and conditions set forth herein",
        ],
        clauses: [
          [
            "Services",
            `The Consultant shall devote up to ${n(rng, [10, 20, 40])} hours per month to the performance of the consulting services described in Exhibit A and shall report to the Company's Chief Executive Officer.`,
          ],
          [
            "Compensation",
            `The Company shall pay the Consultant a monthly retainer of $${n(rng, [5, 7, 10, 12])},${n(rng, [0, 5])}00. The Consultant shall submit monthly invoices, which the Company shall pay within ${pay} of receipt.`,
          ],
          [
            "Non-Solicitation",
            `During the Term and for ${months([6, 12, 24])} after its termination, the Consultant shall not solicit any employee of the Company to leave the Company's employ.`,
          ],
          ["Confidentiality", `The Consultant's obligations under this Section shall survive for ${years([2, 3, 5])} after the termination of this Agreement.`],
        ],
        exhibit: [
          "Description of Services",
          [
            "Strategic advice regarding product development and financing.",
            "Introductions to potential strategic partners.",
            "Such other services as the Company may reasonably request.",
          ],
        ],
        termModes: [["period", 1]],
      };
    case "development":
      return {
        title: rng.pick(["Development Agreement", "Software Development Agreement", "Product Development Agreement", "Development and License Agreement"]),
        roles: [
          ["Company", "Developer"],
          ["Customer", "Developer"],
        ],
        recitals: [
          "the Company wishes to have the Developer design and develop the product described in the Specifications attached as Exhibit A",
          "the Developer has the expertise to develop such product and is willing to do so on the terms set forth herein",
        ],
        clauses: [
          [
            "Development Schedule",
            `The Developer shall deliver a beta version of the Product within ${days([60, 90, 120, 150])} after the Effective Date and the final version within ${months([6, 9])} after the Effective Date.`,
          ],
          [
            "Acceptance",
            `The Company shall have ${days([15, 30])} after delivery of each Deliverable to test it. If a Deliverable fails to conform, the Developer shall correct it within ${days([10, 15, 20])} after notice of the nonconformity.`,
          ],
          ["Payment", `Each milestone payment is due within ${pay} after acceptance of the corresponding Deliverable.`],
          [
            "Warranty",
            `The Developer warrants that the Product will perform substantially in accordance with the Specifications for ${p(k.warranty)} after final acceptance.`,
          ],
        ],
        exhibit: [
          "Milestones and Payments",
          [
            `Milestone 1 - Functional specification: ${redacted()}`,
            `Milestone 2 - Beta version: ${redacted()}`,
            `Milestone 3 - Final acceptance: ${redacted()}`,
          ],
        ],
        launch: 'the date of the first commercial release of the Product (the "Launch Date")',
        termModes: [
          ["period", 3],
          ["launch", 1],
        ],
      };
    case "ip-license-back":
      return {
        title: rng.pick([
          "Patent Assignment and License-Back Agreement",
          "Intellectual Property Assignment and License Agreement",
          "Technology Assignment and License Back Agreement",
        ]),
        roles: [
          ["Assignor", "Assignee"],
          ["Seller", "Purchaser"],
        ],
        recitals: [
          'the Assignor owns the patents and patent applications listed in Schedule A (the "Assigned Patents")',
          "the Assignee wishes to acquire the Assigned Patents and to license them back to the Assignor on the terms set forth herein",
        ],
        clauses: [
          [
            "Assignment",
            "The Assignor hereby sells, assigns and transfers to the Assignee all right, title and interest in and to the Assigned Patents, including all claims for past infringement.",
          ],
          [
            "License Back",
            `The Assignee grants to the Assignor a non-exclusive, royalty-free license under the Assigned Patents to make, use and sell products in the Field. Royalties, if any, on sublicenses shall be reported within ${days([30, 45, 60])} after the end of each calendar quarter.`,
          ],
          [
            "Recordation",
            `The Assignor shall execute such further documents as the Assignee may reasonably request within ${days([10, 15, 30])} after such request in order to record the assignment.`,
          ],
        ],
        exhibit: [
          "Schedule A - Assigned Patents",
          [
            `U.S. Patent No. ${n(rng, [5, 6, 7])},${String(rng.int(100, 999))},${String(rng.int(100, 999))}`,
            `U.S. Patent No. ${n(rng, [5, 6, 7])},${String(rng.int(100, 999))},${String(rng.int(100, 999))}`,
            `U.S. Application Serial No. ${rng.int(10, 16)}/${rng.int(100, 999)},${rng.int(100, 999)}`,
          ],
        ],
        termModes: [
          ["patent-life", 2],
          ["period", 1],
        ],
      };
    case "joint-venture":
      return {
        title: rng.pick(["Joint Venture Agreement", "Joint Venture and Shareholders Agreement", "Limited Liability Company Joint Venture Agreement"]),
        roles: [
          ["Venturer A", "Venturer B"],
          ["First Member", "Second Member"],
        ],
        recitals: [
          'the parties wish to form a joint venture to develop, market and sell the products described herein (the "Venture")',
          "each party is willing to contribute capital and know-how to the Venture on the terms set forth in this Agreement",
        ],
        clauses: [
          [
            "Capital Contributions",
            `Each party shall contribute its share of any capital call within ${days([15, 30, 45])} after written notice from the Management Committee.`,
          ],
          [
            "Transfer Restrictions",
            `Neither party may transfer its interest in the Venture during the first ${years([2, 3, 5])} following the Effective Date without the prior written consent of the other party.`,
          ],
          [
            "Deadlock",
            `If the Management Committee is unable to agree on a Major Decision for ${days([30, 60])}, the matter shall be referred to the chief executive officers of the parties.`,
          ],
        ],
        exhibit: [
          "Initial Capital Contributions",
          [`Venturer A: cash of ${redacted()}`, "Venturer B: the Licensed Technology and cash of [***]", "Percentage Interests: fifty percent (50%) each"],
        ],
        termModes: [
          ["period", 3],
          ["dissolution", 2],
        ],
      };
    case "maintenance":
      return {
        title: rng.pick([
          "Maintenance and Support Agreement",
          "Software Maintenance Agreement",
          "Support Services Agreement",
          "Equipment Maintenance Agreement",
        ]),
        roles: [
          ["Vendor", "Customer"],
          ["Licensor", "Licensee"],
          ["Provider", "Customer"],
        ],
        recitals: [
          "the Customer has licensed or purchased the products listed in Exhibit A",
          "the Customer wishes to obtain maintenance and support services for such products",
        ],
        clauses: [
          [
            "Support Services",
            `The Vendor shall respond to Severity 1 problems within ${n(rng, [2, 4])} hours and to all other problems within ${n(rng, [1, 2, 3])} business days after notification.`,
          ],
          ["Updates", `The Vendor shall make available all updates and new releases within ${days([30, 60])} after their general release.`],
          [
            "Fees",
            `The annual support fee is payable in advance and is due within ${pay} after the date of the Vendor's invoice. The Vendor may increase the support fee for any renewal term upon ${days([60, 90])} prior written notice, provided that no increase exceeds five percent (5%).`,
          ],
        ],
        exhibit: [
          "Covered Products and Support Fees",
          [
            "Product: Enterprise Server Software, version 4.x",
            `Annual support fee: ${redacted()}`,
            "Support hours: 8:00 a.m. to 6:00 p.m., Monday through Friday",
          ],
        ],
        termModes: [["period", 1]],
      };
    case "non-compete":
      return {
        title: rng.pick(["Non-Competition Agreement", "Non-Competition and Non-Solicitation Agreement", "Noncompetition Agreement"]),
        roles: [
          ["Purchaser", "Seller"],
          ["Buyer", "Shareholder"],
        ],
        recitals: [
          'the Purchaser is acquiring substantially all of the assets of the Business pursuant to an Asset Purchase Agreement of even date herewith (the "Purchase Agreement")',
          "as a condition to its obligations under the Purchase Agreement, the Purchaser requires that the Seller enter into this Agreement",
        ],
        clauses: [
          [
            "Covenant Not to Compete",
            `For a period of ${years([2, 3, 5])} after the Closing Date (the "Restricted Period"), the Seller shall not, directly or indirectly, engage in the Business anywhere within ${n(rng, [50, 100, 250])} miles of any location at which the Business is conducted.`,
          ],
          [
            "Non-Solicitation",
            `During the Restricted Period and for ${months([6, 12])} thereafter, the Seller shall not solicit any customer or employee of the Business.`,
          ],
          [
            "Consideration",
            `In consideration of the covenants herein, the Purchaser shall pay the Seller ${redacted()} in ${n(rng, [4, 8, 12])} equal quarterly installments, each due within ${pay} after the end of the quarter.`,
          ],
        ],
        exhibit: [
          "Description of the Business",
          ["The design, manufacture and sale of commercial refrigeration equipment.", "The servicing of such equipment for third parties."],
        ],
        termModes: [["restricted", 1]],
      };
    case "outsourcing":
      return {
        title: rng.pick([
          "Outsourcing Agreement",
          "Master Outsourcing Services Agreement",
          "Business Process Outsourcing Agreement",
          "Information Technology Outsourcing Agreement",
        ]),
        roles: [
          ["Company", "Supplier"],
          ["Customer", "Service Provider"],
        ],
        recitals: [
          "the Company wishes to outsource certain of its information technology and back-office functions",
          "the Supplier has the expertise and resources to perform such functions in accordance with the Service Levels",
        ],
        clauses: [
          [
            "Transition",
            `The Supplier shall complete the transition of the Services in accordance with the Transition Plan within ${days([90, 120, 180])} after the Effective Date.`,
          ],
          [
            "Service Levels",
            `If the Supplier fails to meet a Service Level in any ${rng.pick(["month", "calendar quarter"])}, the Company shall be entitled to the service level credits set out in Schedule B.`,
          ],
          [
            "Termination Assistance",
            `Upon expiration or termination, the Supplier shall provide termination assistance services for up to ${months([6, 12, 18])} at the Company's request.`,
          ],
          ["Invoicing", `The Supplier shall invoice the Company monthly in arrears, and the Company shall pay undisputed amounts within ${pay} after receipt.`],
        ],
        exhibit: [
          "Schedule B - Service Levels",
          [
            "Availability of Production Systems: 99.5% per month",
            "Help desk calls answered within 60 seconds: 90%",
            `Service level credit: ${redacted()} of monthly charges`,
          ],
        ],
        termModes: [["period", 1]],
      };
    case "promotion":
      return {
        title: rng.pick(["Promotion Agreement", "Co-Promotion Agreement", "Promotional Services Agreement", "Marketing and Promotion Agreement"]),
        roles: [
          ["Company", "Promoter"],
          ["Sponsor", "Promoter"],
          ["Advertiser", "Publisher"],
        ],
        recitals: [
          "the Company wishes to promote its products to the Promoter's customers and subscribers",
          "the Promoter is willing to conduct the promotional programs described in Exhibit A on the terms set forth herein",
        ],
        clauses: [
          [
            "Promotional Programs",
            `The Promoter shall display the Company's banner advertisements on its home page and shall deliver not less than ${n(rng, [2, 5, 10])},000,000 impressions during each contract year.`,
          ],
          ["Sweepstakes", `Each sweepstakes shall run for ${days([30, 45, 60])}, and prizes shall be awarded within ${days([30, 60])} after the drawing.`],
          ["Fees", `The Company shall pay the Promoter a promotion fee of ${redacted()} per quarter, due within ${pay} after the Promoter's invoice.`],
        ],
        exhibit: [
          "Promotional Programs",
          [
            "Banner placement on the Promoter's home page and shopping channel.",
            `Quarterly sweepstakes of ${days([30, 45, 60])}.`,
            "Co-branded e-mail newsletter to opt-in subscribers.",
          ],
        ],
        launch: 'the date on which the first promotional program is made available to the public (the "Launch Date")',
        termModes: [
          ["period", 2],
          ["launch", 1],
        ],
      };
    case "transportation":
      return {
        title: rng.pick([
          "Transportation Services Agreement",
          "Motor Carrier Transportation Agreement",
          "Logistics Services Agreement",
          "Freight Transportation Agreement",
        ]),
        roles: [
          ["Shipper", "Carrier"],
          ["Customer", "Carrier"],
          ["Company", "Provider"],
        ],
        recitals: [
          "the Shipper wishes to engage the Carrier to transport its goods between the points set out in Schedule A",
          "the Carrier is a motor carrier authorized to transport such goods",
        ],
        clauses: [
          [
            "Rates",
            `The Carrier shall be paid in accordance with the rates set forth in Schedule A. The Carrier may adjust such rates upon ${days([30, 60], true)} prior written notice to the Shipper.`,
          ],
          [
            "Claims",
            `Claims for loss of or damage to goods must be filed in writing within ${months([6, 9])} after delivery, and the Carrier shall pay or decline each claim within ${days([30, 60, 120])} after its receipt.`,
          ],
          ["Payment", `The Shipper shall pay each freight bill within ${pay} after receipt.`],
        ],
        exhibit: [
          "Schedule A - Lanes and Rates",
          [
            `Chicago, IL to Memphis, TN: ${redacted()} per load`,
            `Dallas, TX to Atlanta, GA: ${redacted()} per load`,
            "Fuel surcharge: per the Carrier's published table",
          ],
        ],
        termModes: [["period", 1]],
      };
  }
}

/** "second" for 2: the anniversary a launch-tied term runs to. */
export const ordinalWord = (x: number) =>
  ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"][x - 1] ?? `${englishNumber(x)}th`;
