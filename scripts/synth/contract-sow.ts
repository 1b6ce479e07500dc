// US short-form agreements that are a master services agreement and a statement of work in one: a
// one-paragraph preamble, delivery in weeks, acceptance and invoices counted in business days, a term
// of months that renews unless notice of non-renewal is given in days, weeks or business days, a
// termination-for-convenience clause that names another number than the renewal clause, a cure period,
// a warranty and a survival period, a notices clause with both parties' addresses and its own
// "deemed given" days, and governing law beside a venue clause that may name another state's courts.
import { escapeHtml as e } from "./formats";
import { englishDate, englishNumber, period, termAlternatives, type Period } from "./contract-words";
import { para, runIn, type DraftContext, type Drafted } from "./contract-model";

type Notice = { n: number; unit: "day" | "calendar day" | "week" | "business day" };
const STATES = ["New York", "Delaware", "California", "Texas", "Illinois", "Washington", "Colorado", "Georgia"] as const;

/** "sixty (60) days", "four (4) weeks", "thirty (30) business days". */
const counted = (n: number, unit: string) => `${englishNumber(n)} (${n}) ${unit}${n === 1 ? "" : "s"}`;

export function sowAgreement(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const [client, vendor] = rng.pick([
    ["Client", "Vendor"],
    ["Customer", "Contractor"],
    ["Company", "Service Provider"],
  ] as const);
  const lawState = rng.pick(STATES);
  const venueState = rng.chance(0.35) ? rng.pick(STATES.filter((s) => s !== lawState)) : lawState;
  const sowNo = rng.int(1, 9);
  const withMsa = rng.chance(0.4);
  const shape = rng.weighted<"renew" | "expire" | "silent">([
    ["renew", 5],
    ["expire", 2],
    ["silent", 1],
  ]);
  const notice: Notice = rng.weighted<Notice>([
    [{ n: rng.pick([30, 45, 60, 90]), unit: "day" }, 4],
    [{ n: rng.pick([30, 60, 90]), unit: "calendar day" }, 1],
    [{ n: rng.pick([2, 4, 6, 8]), unit: "week" }, 2],
    [{ n: rng.pick([10, 20, 30]), unit: "business day" }, 2],
  ]);
  let convenience: Notice | null = rng.chance(0.7)
    ? rng.weighted<Notice>([
        [{ n: rng.pick([15, 30, 60]), unit: "day" }, 3],
        [{ n: rng.pick([2, 4]), unit: "week" }, 1],
        [{ n: rng.pick([5, 10]), unit: "business day" }, 1],
      ])
    : null;
  if (convenience && convenience.unit === notice.unit && convenience.n === notice.n) convenience = null;
  const term = c.termText;
  // Renewal terms of days put a second number of days into the renewal sentence.
  const renewal: Period = rng.chance(0.25) ? { n: rng.pick([90, 180]), unit: "day" } : { n: 1, unit: "year" };
  // The parties are incorporated elsewhere than the governing law: "a corporation organized under the laws of the State of …".
  const organised = (i: number) =>
    rng.pick([
      `a corporation organized under the laws of the State of ${rng.pick(STATES.filter((x) => x !== lawState))}`,
      `a ${rng.pick(STATES)} limited liability company`,
      `a company existing under the laws of the State of ${rng.pick(STATES.filter((x) => x !== lawState))}${i === 0 ? " with its principal office in " + c.p1.city : ""}`,
    ]);
  // Notice of non-renewal by a calendar date settles no number of days.
  const byDate = shape === "renew" && rng.chance(0.15);
  const cure = counted(terms.cure.n, "day");
  const deemed = rng.pick([2, 3, 5]);
  const address = (p: DraftContext["p1"]) =>
    `${p.street}, ${p.cityLine}, Attention: ${rng.pick(["General Counsel", "Legal Department", "Chief Financial Officer"])}`;
  // Some short forms open with an order summary that the clauses below restate.
  const withSummary = rng.chance(0.35);
  // The summary may carry the non-renewal notice, which the renewal clause then only refers to.
  const summaryNotice = withSummary && shape === "renew" && !byDate && rng.chance(0.5);
  const summary: Array<[string, string]> = [
    ["Effective Date", c.effText],
    ["Initial Term", term],
    ["Renewal", shape === "renew" ? "Automatic, for successive one-year terms" : shape === "expire" ? "None" : "By written amendment"],
    ...(summaryNotice ? [["Non-Renewal Notice", counted(notice.n, notice.unit)] as [string, string]] : []),
    ["Payment Terms", `Net ${terms.payment.n}`],
    [`${vendor} Contact`, `${c.p2.email}`],
    ["Governing Law", lawState],
  ];
  const blocks = [
    ...(withSummary
      ? [`<h3>ORDER SUMMARY</h3><table class="kt">${summary.map(([k, v]) => `<tr><td><b>${e(k)}</b></td><td>${e(v)}</td></tr>`).join("")}</table>`]
      : []),
    `<h1>${e(withMsa ? `Master Services Agreement and Statement of Work No. ${sowNo}` : `Statement of Work No. ${sowNo}`)}</h1>`,
    para(
      withMsa
        ? `This Master Services Agreement and Statement of Work (this "Agreement") is entered into as of ${c.effText} (the "Effective Date") by and between ${c.name1}, ${organised(0)} ("${client}"), and ${c.name2}${c.individual2 ? ", an individual" : `, ${organised(1)}`} ("${vendor}").`
        : `This Statement of Work No. ${sowNo} (this "SOW") is effective as of ${c.effText} (the "Effective Date") and is entered into by ${c.name1} ("${client}") and ${c.name2} ("${vendor}"). This SOW is self-contained and incorporates the standard terms below; it supersedes the parties' letter of intent dated ${englishDate(c.priorDay, "month-d-y")}.`,
    ),
    runIn(
      "1. Services and Deliverables.",
      `${vendor} will perform the services and provide the deliverables described in Attachment 1 (the "Services"). ${vendor} will deliver the first release within ${counted(rng.pick([4, 6, 8]), "week")} after the kickoff meeting.`,
    ),
    runIn(
      "2. Acceptance.",
      `${client} will have ${counted(rng.pick([5, 10, 15]), "business day")} after delivery to accept or reject each deliverable in writing; a deliverable not rejected within that period is deemed accepted.`,
    ),
    runIn(
      "3. Fees and Payment.",
      `${vendor} will invoice monthly in arrears. ${client} will pay each undisputed invoice within ${counted(terms.payment.n, "day")} after receipt (net ${terms.payment.n}). Late amounts bear interest at 1.5% per month. ${vendor} may adjust its rates once per year upon ${counted(rng.pick([30, 45, 60, 90]), "day")}' prior written notice, and may suspend the Services upon ${counted(rng.pick([5, 10, 15]), "day")}' written notice if an undisputed invoice is more than ${counted(rng.pick([30, 45, 60]), "day")} past due.`,
    ),
    runIn(
      "4. Term and Renewal.",
      `This Agreement begins on the Effective Date and continues for an initial term of ${term} (the "Initial Term").${
        shape === "renew"
          ? byDate
            ? ` Thereafter, this Agreement will renew automatically for successive renewal terms of ${period(renewal, "en", "words-digits")} each unless either party notifies the other in writing no later than October 1 of the final year of the then-current term that it does not wish to renew.`
            : ` Thereafter, this Agreement will renew automatically for successive renewal terms of ${period(renewal, "en", "words-digits")} each unless either party notifies the other in writing at least ${summaryNotice ? "the Non-Renewal Notice period stated in the Order Summary" : counted(notice.n, notice.unit)} before the end of the then-current term that it does not wish to renew.`
          : shape === "expire"
            ? ` This Agreement will expire at the end of the Initial Term and will not renew automatically; any extension requires a written amendment signed by both parties.`
            : ""
      }`,
    ),
    runIn(
      "5. Termination.",
      `${convenience ? `Either party may terminate this Agreement for convenience upon ${counted(convenience.n, convenience.unit)}' prior written notice to the other party. ` : ""}Either party may terminate this Agreement if the other party materially breaches it and does not cure the breach within ${cure} after receiving written notice of it. ${client} will pay for Services performed through the effective date of termination.`,
    ),
    runIn(
      "6. Warranty.",
      `${vendor} warrants that the Services will be performed in a professional and workmanlike manner. ${client} must notify ${vendor} of any breach of this warranty within ${counted(rng.pick([30, 60, 90]), "day")} after acceptance of the affected deliverable.`,
    ),
    runIn(
      "7. Confidentiality.",
      `Each party will protect the other's Confidential Information with reasonable care. These obligations survive for ${period(terms.survival, "en", "words-digits")} after this Agreement ends.`,
    ),
    runIn(
      "8. Notices.",
      `Notices must be in writing and sent to the addresses below (or another address a party designates by notice). A notice sent by certified mail is deemed given ${counted(deemed, "business day")} after mailing.`,
    ),
    para(`If to ${client}: ${c.name1}, ${address(c.p1)}.`),
    para(`If to ${vendor}: ${c.name2}, ${address(c.p2)}.`),
    runIn(
      "9. Governing Law; Venue.",
      `This Agreement is governed by the laws of the State of ${lawState}, without regard to its conflict of laws rules. Each party consents to the exclusive jurisdiction of the state and federal courts located in the State of ${venueState} for any action arising out of this Agreement.`,
    ),
    runIn(
      "10. Entire Agreement.",
      "This Agreement is the parties' entire agreement on its subject and may be amended only in a writing signed by both parties.",
    ),
    `<div class="sig"><div>${e(c.name1)}<br><br>By: ____________________<br>Date: ____________</div><div>${e(c.name2)}<br><br>By: ____________________<br>Date: ____________</div></div>`,
  ];
  // Notice in calendar days: days as printed, weeks of seven; business days settle no number of calendar days.
  const days = (x: Notice) => (x.unit === "day" || x.unit === "calendar day" ? x.n : x.unit === "week" ? x.n * 7 : undefined);
  const governing = shape === "renew" ? (byDate ? null : notice) : convenience;
  const noticeTruth = governing ? days(governing) : null;
  return {
    html: blocks.join(""),
    truth: {
      initial_term: term,
      auto_renews: shape === "renew" ? true : shape === "expire" ? false : null,
      termination_notice_days: noticeTruth ?? null,
      governing_law: `State of ${lawState}`,
    },
    alternatives: { initial_term: termAlternatives(terms.term, term), governing_law: [lawState] },
    unscored: noticeTruth === undefined || byDate ? ["termination_notice_days"] : [],
    mustPrint: [c.effText, term, `State of ${lawState}`],
  };
}
