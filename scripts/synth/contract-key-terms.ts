// Agreements whose commercial terms live in a table the clauses only refer to (a thirteenth stream):
// - US "Basic Terms" / "Key Terms" / "Cover Sheet": numbered Items (the parties, the Effective Date,
//   the Initial Term, renewal and non-renewal notice) set among items that print other periods — the
//   payment terms, a warranty period, a cure period, a price-increase notice, an acceptance period,
//   transition assistance — and General Terms and Conditions that say "for the Initial Term stated in
//   Item 4" or "on the notice set forth in Section 6 of the Key Terms";
// - UK "Schedule 1 – Key Details" after the clauses, or "Particulars" in front: the Commencement
//   Date, Initial Period, Renewal Period and Notice Period beside the Payment Period, Remedy Period,
//   Warranty Period, a charges review and an exit period, with the definitions pointing at the items
//   ("Initial Period: the period specified in item 4 of the Key Details") and a dating line that is
//   the signing date, the Commencement Date, or left blank.
// The tables come as Item | Heading | Detail rows, "Item 4. Initial Term" label cells, boxed lines, or
// two label–value pairs side by side; the clauses in one or two columns, on Letter, A4 or Legal paper.
import { escapeHtml as e, isoOf, laterDay, type Day } from "./formats";
import { para, type DraftContext, type Drafted, type Renewal } from "./contract-model";
import { daysOf, englishDate, period, termAlternatives, type Period } from "./contract-words";
import { personName } from "./names";
import type { Rng } from "./random";

/** One row of a terms table: a key the clauses refer to it by, its heading and its value. */
export interface TermRow {
  key: string;
  label: string;
  value: string;
}

type Layout = "item-heading-detail" | "item-label" | "boxed" | "side-by-side";

/** Merges `decoys` into `core` at random places, keeping each list's own order. */
export function interleave<T>(rng: Rng, core: readonly T[], decoys: readonly T[]): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < core.length || j < decoys.length) {
    const takeCore = j >= decoys.length || (i < core.length && rng.chance(core.length / (core.length + decoys.length - j + 1)));
    out.push(takeCore ? core[i++]! : decoys[j++]!);
  }
  return out;
}

/** The table as printed; each row's number is its position (1-based). */
export function termsTable(rng: Rng, rows: readonly TermRow[], layout: Layout, heads: [string, string, string]): string {
  const cell = (html: string, style = "") => `<td style="border:1px solid #444;padding:4px 6px;vertical-align:top${style}">${html}</td>`;
  const table = (body: string) => `<table style="border-collapse:collapse;width:100%;margin:0.6em 0">${body}</table>`;
  switch (layout) {
    case "item-heading-detail":
      return table(
        `<tr>${heads.map((h) => cell(`<b>${e(h)}</b>`)).join("")}</tr>` +
          rows.map((r, i) => `<tr>${cell(`${i + 1}.`, ";width:8%")}${cell(`<b>${e(r.label)}</b>`, ";width:28%")}${cell(e(r.value))}</tr>`).join(""),
      );
    case "item-label":
      return table(rows.map((r, i) => `<tr>${cell(`<b>Item ${i + 1}. ${e(r.label)}</b>`, ";width:34%")}${cell(e(r.value))}</tr>`).join(""));
    case "boxed":
      return rows
        .map((r, i) => `<div style="border:1px solid #444;padding:4px 8px;margin:-1px 0 0 0"><b>${i + 1}. ${e(r.label)}:</b> ${e(r.value)}</div>`)
        .join("");
    case "side-by-side": {
      const pairs: string[] = [];
      for (let i = 0; i < rows.length; i += 2) {
        const a = rows[i]!;
        const b = rows[i + 1];
        pairs.push(
          `<tr>${cell(`<b>${i + 1}. ${e(a.label)}</b>`, ";width:18%")}${cell(e(a.value), ";width:32%")}${
            b ? `${cell(`<b>${i + 2}. ${e(b.label)}</b>`, ";width:18%")}${cell(e(b.value), ";width:32%")}` : cell("") + cell("")
          }</tr>`,
        );
      }
      return table(pairs.join(""));
    }
  }
}

/** Paper other than the stream's default: US drafting also prints on Legal. */
/**
 * The renewal truths of an agreement whose table holds its terms: whether it renews by itself (not
 * scored where renewal takes both parties or the term is indefinite), and the notice that ends it —
 * the non-renewal notice where it renews, the convenience notice otherwise.
 */
function renewalTruth(renewal: Renewal, notice: Period | null, convenience: Period | null) {
  const renews = renewal === "auto" || renewal === "evergreen";
  const noticeTruth = renews || renewal === "indefinite" ? notice : convenience;
  return {
    auto_renews: renews ? true : renewal === "none" ? false : null,
    termination_notice_days: noticeTruth ? daysOf(noticeTruth) : null,
    unscored: renewal === "mutual" || renewal === "indefinite" ? ["auto_renews"] : [],
  };
}

export const legalPaper = { width: "8.5in", height: "14in", margin: "0.9in" };

const usIntro = (rng: Rng) => rng.pick(["a Delaware corporation", "a California corporation", "a Nevada limited liability company", "a New York corporation"]);
/** How a Basic Terms cell introduces a party: its state or country of organisation, or that it is a person. */
const intro = (rng: Rng, p: DraftContext["p1"], person: boolean) =>
  person
    ? "an individual"
    : p.country === "US"
      ? usIntro(rng)
      : p.country === "UK"
        ? "a company registered in England and Wales"
        : "a company organized under the laws of Germany";

/** US Basic Terms / Key Terms in front of General Terms and Conditions that refer to their Items. */
export function usBasicTerms(c: DraftContext): Drafted {
  const { rng, terms, form } = c;
  const [r1, r2] = c.roles;
  const en = (p: Period, possessive = false) => period(p, "en", form, { possessive });
  const tableName = rng.pick(["Basic Terms", "Key Terms", "Cover Sheet", "Summary of Key Terms"]);
  const refWord = rng.pick(["Item", "Section"] as const);
  const printed = rng.weighted([
    ["printed", 6],
    ["last-signature", 1],
  ] as const);
  const effective = printed === "printed" ? isoOf(terms.effective) : null;
  const renewal = terms.renewal;
  const endOnly = renewal !== "indefinite" && rng.chance(0.1);
  const endDay: Day = { ...terms.effective, y: terms.effective.y + rng.int(2, 4) };
  const renewalTerm = en(terms.renewalTerm);
  const notice = terms.nonRenewalNotice;
  const convenience = renewal === "indefinite" ? null : terms.convenience;

  const core: TermRow[] = [
    {
      key: "effective",
      label: "Effective Date",
      value: printed === "printed" ? c.effText.replace(/^the /, "") : "The date of the last signature on the signature page below",
    },
    {
      key: "term",
      label: rng.pick(["Initial Term", "Term", "Initial Subscription Term"]),
      value:
        renewal === "indefinite"
          ? "Begins on the Effective Date and continues until terminated as provided in the General Terms"
          : endOnly
            ? `From the Effective Date through ${englishDate(endDay, "month-d-y")}`
            : rng.pick([
                `${c.termText} from the Effective Date`,
                `${c.termText} commencing on the Effective Date`,
                c.termText,
                `${c.termText} after the Effective Date`,
              ]),
    },
  ];
  const split = rng.chance(0.5);
  if ((renewal === "auto" || renewal === "evergreen") && notice) {
    if (split) {
      core.push(
        {
          key: "renewal",
          label: "Renewal Term",
          value: renewal === "auto" ? `Successive periods of ${renewalTerm} each, automatically` : "Year to year after the Initial Term, automatically",
        },
        { key: "notice", label: rng.pick(["Non-Renewal Notice", "Notice Period"]), value: `${en(notice)} before the end of the then-current term` },
      );
    } else {
      core.push({
        key: "renewal",
        label: rng.pick(["Renewal", "Automatic Renewal"]),
        value: `Automatically for successive ${renewal === "auto" ? `renewal terms of ${renewalTerm}` : "one-year periods"} unless either party gives written notice of non-renewal at least ${en(notice)} before the end of the then-current term`,
      });
    }
  } else if (renewal === "indefinite" && notice) {
    core.push({ key: "notice", label: rng.pick(["Termination Notice", "Notice Period"]), value: `${en(notice, true)} written notice by either party` });
  } else if (renewal === "none") {
    core.push({ key: "renewal", label: "Renewal", value: "None. This Agreement expires at the end of the Initial Term and does not renew automatically" });
  } else if (renewal === "mutual") {
    core.push({ key: "renewal", label: "Renewal", value: "Only by a written amendment signed by both parties" });
  }
  if (convenience)
    core.push({
      key: "convenience",
      label: "Termination for Convenience",
      value: rng.pick([`Either party, on ${en(convenience, true)} prior written notice`, `By either party at any time upon ${en(convenience)} written notice`]),
    });

  const otherDays = (avoid: number[]) => rng.pick([15, 30, 45, 60, 75, 90].filter((n) => !avoid.includes(n)));
  const taken = [notice, convenience].filter((p): p is Period => p !== null).map(daysOf);
  const decoyPool: TermRow[] = [
    {
      key: "payment",
      label: "Payment Terms",
      value: rng.pick([`Net ${terms.payment.n} days from the invoice date`, `${en(terms.payment)} after receipt of invoice`]),
    },
    { key: "warranty", label: "Warranty Period", value: `${en(terms.warranty)} from Acceptance` },
    { key: "cure", label: rng.pick(["Cure Period", "Breach Cure Period"]), value: `${en(terms.cure)} after written notice of breach` },
    {
      key: "price",
      label: rng.pick(["Price Increase Notice", "Fee Adjustment"]),
      value: `${en({ n: otherDays(taken), unit: "day" }, true)} prior written notice, not more than once per contract year`,
    },
    { key: "acceptance", label: "Acceptance Period", value: `${rng.pick(["ten (10)", "five (5)", "15"])} business days after delivery` },
    {
      key: "transition",
      label: "Transition Assistance",
      value: `Up to ${rng.pick(["three (3) months", "six (6) months", "90 days", "four months"])} after expiration or termination`,
    },
    { key: "confidentiality", label: "Confidentiality Period", value: `${en(terms.survival)} after expiration or termination` },
    { key: "suspension", label: "Suspension", value: `On ${en({ n: rng.pick([10, 15]), unit: "day" }, true)} notice if any invoice is overdue` },
  ];
  const decoys = rng.shuffle(decoyPool).slice(0, rng.int(3, 6));
  const lawValue = rng.pick([c.law.truth!, `The laws of the ${c.law.truth}`, `${c.law.truth}, without regard to conflict of laws principles`]);
  const venueState = rng.pick(["Delaware", "New York", "Illinois", "Texas", "California"].filter((s) => !c.law.truth!.includes(s)));
  const lawInTable = rng.chance(0.75);
  const parties: TermRow[] = [
    { key: "p1", label: r1, value: `${c.name1}, ${intro(rng, c.p1, false)}, ${c.p1.street}, ${c.p1.cityLine}` },
    { key: "p2", label: r2, value: `${c.name2}, ${intro(rng, c.p2, c.individual2)}, ${c.p2.street}, ${c.p2.cityLine}` },
  ];
  const tail: TermRow[] = [
    ...(lawInTable ? [{ key: "law", label: "Governing Law", value: lawValue }] : []),
    ...(rng.chance(0.5) ? [{ key: "venue", label: "Venue", value: `State and federal courts located in ${venueState}` }] : []),
  ];
  const rows = [...parties, ...interleave(rng, core, decoys), ...tail];
  const at = (key: string) => rows.findIndex((r) => r.key === key) + 1;
  const ref = (key: string) => (refWord === "Item" ? `Item ${at(key)}` : `Section ${at(key)} of the ${tableName}`);
  const has = (key: string) => at(key) > 0;
  const layout = rng.weighted<Layout>([
    ["item-heading-detail", 3],
    ["item-label", 3],
    ["boxed", 2],
    ["side-by-side", 2],
  ]);
  const table = termsTable(rng, rows, layout, ["Item", "Description", "Details"]);

  const termClause =
    renewal === "indefinite"
      ? `This Agreement begins on the Effective Date and continues until terminated by either party on the notice stated in ${ref("notice")}.`
      : `This Agreement begins on the Effective Date and continues for the ${core[1]!.label} stated in ${ref("term")}${has("renewal") ? `, and thereafter as provided in ${ref("renewal")}` : ""}.${
          has("notice") ? ` Notice of non-renewal must be given within the period stated in ${ref("notice")}.` : ""
        }`;
  const clauses: Array<[string, string[]]> = [
    ["Services", [`${r1} shall provide the services described in each Order or Statement of Work (the "Services") in a professional and workmanlike manner.`]],
    [
      "Fees and Payment",
      [
        has("payment")
          ? `${r2} shall pay each undisputed invoice within the period stated in ${ref("payment")}.`
          : `${r2} shall pay each undisputed invoice within ${en(terms.payment)} of receipt.`,
        `Late amounts bear interest at one and one-half percent (1.5%) per month.${has("price") ? ` ${r1} may adjust its fees on the notice stated in ${ref("price")}.` : ""}`,
      ],
    ],
    ["Term", [termClause]],
    [
      "Termination",
      [
        `Either party may terminate this Agreement if the other party materially breaches it and does not cure the breach ${has("cure") ? `within the period stated in ${ref("cure")}` : `within ${en(terms.cure)} after written notice`}.`,
        ...(has("convenience") ? [`Either party may terminate this Agreement for convenience on the notice stated in ${ref("convenience")}.`] : []),
        ...(has("suspension") ? [`${r1} may suspend the Services as provided in ${ref("suspension")}.`] : []),
        has("transition")
          ? `On expiration or termination ${r1} shall provide transition assistance for the period stated in ${ref("transition")}.`
          : `Sections 5 through 9 survive any expiration or termination.`,
      ],
    ],
    [
      "Warranty",
      [
        has("warranty")
          ? `${r1} warrants that the Services will conform to their specifications during the Warranty Period stated in ${ref("warranty")}.`
          : `${r1} warrants that the Services will conform to their specifications for ${en(terms.warranty)} after Acceptance.`,
      ],
    ],
    [
      "Confidentiality",
      [
        `Each party shall protect the other party's Confidential Information ${has("confidentiality") ? `for the period stated in ${ref("confidentiality")}` : `during the term and for ${en(terms.survival)} thereafter`}.`,
      ],
    ],
    [
      "Notices",
      [
        `Notices must be in writing and sent to the addresses in ${refWord === "Item" ? "Items 1 and 2" : `the ${tableName}`}; a notice sent by certified mail is deemed given three (3) business days after mailing.`,
      ],
    ],
    [
      "Governing Law",
      [
        has("law")
          ? `This Agreement is governed by the law stated in ${ref("law")}.${has("venue") ? ` Each party submits to the courts stated in ${ref("venue")}.` : ""}`
          : `${c.law.sentence}${has("venue") ? ` Each party submits to the courts stated in ${ref("venue")}.` : ""}`,
      ],
    ],
  ];
  const numbering = rng.pick(["n.", "Section n", "n.1"] as const);
  const body = clauses
    .map(([heading, sentences], i) =>
      sentences
        .map((s, k) => {
          const n =
            numbering === "n."
              ? `${i + 1}.${k ? String.fromCharCode(96 + k) : ""}`
              : numbering === "Section n"
                ? `Section ${i + 1}.${k + 1}`
                : `${i + 1}.${k + 1}`;
          return k === 0 ? `<p><b>${n} ${e(heading)}.</b> ${e(s)}</p>` : para(`${n} ${s}`);
        })
        .join(""),
    )
    .join("");
  const columns = rng.chance(0.35);
  const preamble = rng.pick([
    `This ${c.title} (the "Agreement") is entered into as of the Effective Date stated in the ${tableName} by and between the ${r1} and the ${r2} identified in the ${tableName}.`,
    `This Agreement consists of these ${tableName} and the attached General Terms and Conditions. By signing below, the parties identified above agree to be bound by this Agreement.`,
    `The ${r1} and the ${r2} named in the ${tableName} agree as follows.`,
  ]);
  const signDay = laterDay(rng, terms.effective, printed === "printed" ? -20 : -5, printed === "printed" ? -1 : 5, "iso");
  const signature = (role: string, name: string) =>
    `<div><p><b>${e(role.toUpperCase())}: ${e(name)}</b></p><p>By: ______________________</p><p>Name: ${e(personName(rng))}</p><p>Title: ${e(rng.pick(["Chief Executive Officer", "President", "General Counsel", "VP Finance"]))}</p><p>Date: ${e(englishDate(signDay, "month-d-y"))}</p></div>`;
  const html = [
    `<h1>${e(c.title.toUpperCase())}</h1>`,
    `<h3>${e(tableName.toUpperCase())}</h3>`,
    table,
    para(preamble),
    `<div class="sig">${signature(r1, c.name1)}${signature(r2, c.name2)}</div>`,
    `<h3 style="break-before:page">GENERAL TERMS AND CONDITIONS</h3>`,
    columns ? `<div style="column-count:2;column-gap:24px">${body}</div>` : body,
  ].join("");

  const initialTerm = renewal === "indefinite" || endOnly ? null : c.termText;
  const { unscored, ...renewalTruths } = renewalTruth(renewal, notice, convenience);
  return {
    html,
    truth: { effective_date: effective, initial_term: initialTerm, ...renewalTruths },
    unscored,
    alternatives: { initial_term: initialTerm ? termAlternatives(terms.term, c.termText) : [] },
    mustPrint: [...(effective ? [c.effText.replace(/^the /, "")] : []), ...(initialTerm ? [initialTerm] : [])],
    paper: rng.chance(0.3) ? legalPaper : undefined,
  };
}

const ukRegistered = (rng: Rng, p: DraftContext["p1"], person: boolean) =>
  person
    ? `of ${p.street}, ${p.cityLine}`
    : p.country === "UK"
      ? `incorporated and registered in England and Wales with company number ${p.registration.replace(/\D/g, "")} whose registered office is at ${p.street}, ${p.cityLine}`
      : p.country === "US"
        ? `${usIntro(rng)} whose principal place of business is at ${p.street}, ${p.cityLine}`
        : `a company incorporated in ${p.country === "DE" ? "Germany" : "the Netherlands"} whose registered office is at ${p.street}, ${p.cityLine}`;

/** A UK agreement whose terms sit in a Key Details schedule (or Particulars in front) that the definitions point to. */
export function ukKeyDetails(c: DraftContext): Drafted {
  const { rng, terms, form } = c;
  const [r1, r2] = c.roles;
  const en = (p: Period, possessive = false) => period(p, "en", form, { possessive });
  const schedule = rng.pick(["Key Details", "Particulars", "Contract Details"]);
  const front = schedule === "Particulars" || rng.chance(0.3);
  const where = front ? `the ${schedule}` : `the ${schedule} in Schedule 1`;
  // The dating line: the signing date (the Commencement Date is in the table), the Commencement Date itself, or left blank.
  const dating = rng.weighted([
    ["signed", 3],
    ["same", 2],
    ["blank", 1],
  ] as const);
  const dated: Day = dating === "signed" ? c.signDay : terms.effective;
  const datedText = dating === "blank" ? `____________ ${terms.effective.y}` : englishDate(dated, rng.pick(["d-month-y", "ordinal-month"] as const));
  const effective = dating === "blank" ? null : isoOf(terms.effective);
  const renewal = terms.renewal;
  const notice = terms.nonRenewalNotice;
  const convenience = renewal === "indefinite" ? null : terms.convenience;
  const renewalPeriod = en(terms.renewalTerm);

  const core: TermRow[] = [
    {
      key: "commencement",
      label: "Commencement Date",
      value: dating === "signed" ? c.effText : "The date of this agreement",
    },
    {
      key: "term",
      label: rng.pick(["Initial Period", "Initial Term", "Minimum Term"]),
      value:
        renewal === "indefinite"
          ? "Not applicable: this agreement continues until terminated in accordance with clause 3"
          : rng.pick([c.termText, `${c.termText} from the Commencement Date`, `${c.termText}, starting on the Commencement Date`]),
    },
  ];
  if ((renewal === "auto" || renewal === "evergreen") && notice) {
    core.push(
      { key: "renewal", label: "Renewal Period", value: renewal === "auto" ? `Successive periods of ${renewalPeriod}` : "Successive periods of twelve months" },
      {
        key: "notice",
        label: rng.pick(["Notice Period", "Non-renewal Notice"]),
        value: `${en(notice, true)} written notice before the end of the Initial Period or any Renewal Period`,
      },
    );
  } else if (renewal === "indefinite" && notice) {
    core.push({ key: "notice", label: "Notice Period", value: `${en(notice, true)} written notice` });
  } else if (renewal === "none") {
    core.push({ key: "renewal", label: "Renewal Period", value: "None" });
  }
  if (convenience) core.push({ key: "convenience", label: "Termination for convenience", value: `Either party, on ${en(convenience, true)} written notice` });

  const decoyPool: TermRow[] = [
    { key: "payment", label: "Payment Period", value: `${en(terms.payment)} from the date of a valid invoice` },
    {
      key: "remedy",
      label: "Remedy Period",
      value: rng.pick([`${en(terms.cure)} after notice of the breach`, `${rng.pick(["20", "ten", "15"])} Business Days`]),
    },
    { key: "warranty", label: "Warranty Period", value: `${en(terms.warranty)} from delivery` },
    {
      key: "review",
      label: "Charges review",
      value: `Annually, on not less than ${en({ n: rng.pick([30, 60, 45]), unit: "day" }, true)} notice`,
    },
    { key: "exit", label: "Exit Period", value: `${rng.pick(["six", "three", "nine"])} months after termination or expiry` },
    {
      key: "cap",
      label: "Liability cap",
      value: `${rng.pick(["100%", "125%", "150%"])} of the Charges paid in the ${rng.pick(["12", "twelve"])} months before the claim`,
    },
    {
      key: "response",
      label: "Service Levels",
      value: `Response within ${rng.pick(["four", "two", "eight"])} hours; resolution within ${rng.pick(["two", "three", "five"])} Business Days`,
    },
  ];
  const decoys = rng.shuffle(decoyPool).slice(0, rng.int(3, 6));
  const lawRow: TermRow[] = rng.chance(0.5) ? [{ key: "law", label: "Governing law", value: c.law.truth ?? "English law" }] : [];
  const rows = [...interleave(rng, core, decoys), ...lawRow];
  const at = (key: string) => rows.findIndex((r) => r.key === key) + 1;
  const has = (key: string) => at(key) > 0;
  const itemOf = (key: string) => `the period specified in item ${at(key)} of ${where}`;
  const layout = rng.weighted<Layout>([
    ["item-heading-detail", 3],
    ["item-label", 1],
    ["boxed", 2],
    ["side-by-side", 2],
  ]);
  const table = termsTable(rng, rows, layout, ["Item", "Heading", "Detail"]);

  const definitions = [
    `${schedule}: the details set out in ${front ? `the ${schedule} at the front of this agreement` : "Schedule 1"}.`,
    `Business Day: a day other than a Saturday, Sunday or public holiday in England when banks in London are open for business.`,
    `Commencement Date: the date specified in item ${at("commencement")} of ${where}.`,
    ...(has("term") && renewal !== "indefinite" ? [`${core[1]!.label}: ${itemOf("term")}.`] : []),
    ...(has("notice") ? [`Notice Period: ${itemOf("notice")}.`] : []),
    ...(has("remedy") ? [`Remedy Period: ${itemOf("remedy")}.`] : []),
    ...(has("renewal") && renewal !== "none" ? [`Renewal Period: ${itemOf("renewal")}.`] : []),
  ];
  const duration =
    renewal === "indefinite"
      ? `This agreement shall commence on the Commencement Date and shall continue until either party gives the other the Notice Period's written notice to terminate it.`
      : (renewal === "auto" || renewal === "evergreen") && notice
        ? `This agreement shall commence on the Commencement Date and shall continue for the ${core[1]!.label} and, thereafter, shall automatically extend for a Renewal Period at the end of the ${core[1]!.label} and at the end of each Renewal Period, unless a party gives written notice to the other party, not later than the Notice Period before the end of the ${core[1]!.label} or the relevant Renewal Period, to terminate this agreement.`
        : `This agreement shall commence on the Commencement Date and shall continue for the ${core[1]!.label}${renewal === "none" ? ", when it shall expire automatically without notice" : ""}.`;
  const clauses: Array<[string, string[]]> = [
    ["Interpretation", definitions],
    ["Supply of services", [`The ${r1} shall supply the Services to the ${r2} from the Commencement Date in accordance with this agreement.`]],
    [
      "Commencement and duration",
      [
        duration,
        ...(has("convenience")
          ? [`Either party may terminate this agreement for convenience on ${itemOf("convenience").replace(/^the period/, "the notice")}.`]
          : []),
      ],
    ],
    [
      "Charges and payment",
      [
        has("payment")
          ? `The ${r2} shall pay each invoice within ${itemOf("payment")}.`
          : `The ${r2} shall pay each invoice within ${en(terms.payment)} of receipt.`,
        ...(has("review") ? [`The ${r1} may review the Charges as set out in item ${at("review")} of ${where}.`] : []),
      ],
    ],
    [
      "Termination",
      [
        `Without affecting any other right or remedy, either party may terminate this agreement with immediate effect by written notice if the other party commits a material breach which is remediable and fails to remedy it within ${has("remedy") ? "the Remedy Period" : en(terms.cure)} after being notified in writing to do so.`,
        ...(has("exit") ? [`On termination the ${r1} shall provide exit assistance during ${itemOf("exit").replace(/^the period/, "the Exit Period")}.`] : []),
      ],
    ],
    [
      "Notices",
      [
        `A notice given under this agreement shall be in writing and is deemed received, if sent by pre-paid first-class post, at 9.00 am on the second Business Day after posting.`,
      ],
    ],
    ["Governing law", [has("law") ? `This agreement shall be governed by the law specified in item ${at("law")} of ${where}.` : c.law.sentence]],
    [
      "Jurisdiction",
      [
        `Each party irrevocably agrees that the courts of ${rng.pick(["England and Wales", "England"])} shall have exclusive jurisdiction to settle any dispute arising out of this agreement.`,
      ],
    ],
  ];
  const body = clauses
    .map(([heading, sentences], i) => `<h3>${i + 1}. ${e(heading.toUpperCase())}</h3>${sentences.map((s, k) => para(`${i + 1}.${k + 1} ${s}`)).join("")}`)
    .join("");
  const partiesBlock = `<p><b>PARTIES</b></p>${para(`(1) ${c.name1} ${ukRegistered(rng, c.p1, false)} (the "${r1}").`)}${para(`(2) ${c.name2} ${ukRegistered(rng, c.p2, c.individual2)} (the "${r2}").`)}`;
  const signature = (name: string) =>
    `<div><p>Signed by ${e(personName(rng))} for and on behalf of <b>${e(name)}</b></p><p>......................................</p><p>Director</p></div>`;
  const tableBlock = front
    ? `<h3>${e(schedule.toUpperCase())}</h3>${table}`
    : `<h3 style="break-before:page">SCHEDULE 1 ${e(schedule.toUpperCase())}</h3>${table}`;
  const html = [
    `<h1>${e(c.title.toUpperCase())}</h1>`,
    para(`This agreement is dated ${datedText}`),
    ...(front ? [tableBlock] : []),
    partiesBlock,
    `<p><b>BACKGROUND</b></p>`,
    para(`(A) The ${r1} provides services and the ${r2} wishes to obtain them on the terms of this agreement.`),
    `<p><b>AGREED TERMS</b></p>`,
    rng.chance(0.3) ? `<div style="column-count:2;column-gap:22px">${body}</div>` : body,
    para("This agreement has been entered into on the date stated at the beginning of it."),
    `<div class="sig">${signature(c.name1)}${signature(c.name2)}</div>`,
    ...(front ? [] : [tableBlock]),
  ].join("");
  const initialTerm = renewal === "indefinite" ? null : c.termText;
  const { unscored, ...renewalTruths } = renewalTruth(renewal, notice, convenience);
  return {
    html,
    truth: { effective_date: effective, initial_term: initialTerm, ...renewalTruths },
    unscored: [...unscored, ...(c.law.truth ? [] : ["governing_law"])],
    alternatives: { initial_term: initialTerm ? termAlternatives(terms.term, c.termText) : [] },
    mustPrint: [...(dating === "signed" ? [c.effText] : dating === "same" ? [datedText] : []), ...(initialTerm ? [c.termText] : [])],
  };
}
