// SEC exhibits as EDGAR holds them: plain-text filings printed to PDF in a monospaced font, with
// hard line breaks at about 72 characters, titles centred with spaces, "<PAGE>" marks and "-3-"
// page numbers, an "Exhibit 10.12" line and a confidential-treatment legend on top, and "[***]"
// where the filer redacted a figure (a royalty, a fee, and sometimes the notice period or the
// date itself: then the term is printed nowhere and its truth is null). Three families:
// - articles: a table of contents with dot leaders ("Term and Termination ........ 12", decoys for
//   the term), an Article 1 of definitions where "Effective Date", "Initial Term" and "Term" are
//   defined and the operative clauses only refer to them, then the term, renewal and a crowd of
//   notice periods that are not the termination notice (cure, payment, audit, claims, insurance);
// - signed: a cover page that names no party; the preamble says "by the parties signing below",
//   and the parties are named only in the signature blocks;
// - letter: a letter agreement that never says "between": the writer in the letterhead, the
//   addressee's company in the address block, "you" and "we" in the body.
// Kinds CUAD has and contract-commercial.ts drafts otherwise: franchise, hosting, co-branding,
// endorsement, marketing, strategic alliance, supply.
import { escapeHtml as e, isoOf } from "./formats";
import { personName } from "./names";
import { daysOf, period, type Period } from "./contract-words";
import type { DraftContext, Drafted } from "./contract-model";

export const EDGAR_KINDS = ["articles", "signed", "letter"] as const;
export type EdgarKind = (typeof EDGAR_KINDS)[number];

export const WIDTH = 72;
/** Lines of 10 pt monospace that fit a Letter page inside the theme's margins, with the page number. */
const LINES_PER_PAGE = 46;

const TRADES = [
  { title: "Franchise Agreement", roles: ["Franchisor", "Franchisee"], grant: "operate one Franchised Business under the Marks at the Approved Location" },
  { title: "Web Hosting Agreement", roles: ["Host", "Customer"], grant: "receive the Hosting Services described in Exhibit A for the Customer Web Site" },
  { title: "Co-Branding Agreement", roles: ["Company", "Partner"], grant: "offer the Co-Branded Pages to Users under both parties' Marks" },
  { title: "Endorsement Agreement", roles: ["Company", "Endorser"], grant: "use the Endorser's name and likeness to promote the Products" },
  { title: "Marketing and Promotion Agreement", roles: ["Company", "Marketer"], grant: "promote the Products to its subscribers in the Territory" },
  { title: "Strategic Alliance Agreement", roles: ["Company", "Ally"], grant: "jointly market the Integrated Offering to Customers" },
  { title: "Supply Agreement", roles: ["Supplier", "Purchaser"], grant: "purchase its requirements of the Products from Supplier" },
] as const;
/** An agreement's kind: its title, the two parties' roles and what the second is granted. */
export interface Trade {
  readonly title: string;
  readonly roles: readonly [string, string];
  readonly grant: string;
}

const en = (c: DraftContext, p: Period, possessive = false) => period(p, "en", c.form, { possessive });

/** Words filled to lines of at most `width` characters, each line led by `indent`. */
export function hardWrap(text: string, indent = "", width = WIDTH): string[] {
  const lines: string[] = [];
  let line = indent;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.trim() && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent;
    }
    line += line.trim() ? ` ${word}` : word;
  }
  if (line.trim()) lines.push(line);
  return lines;
}

/** A line centred with leading spaces, as a typist centred it. */
export const centred = (text: string) => `${" ".repeat(Math.max(0, Math.floor((WIDTH - text.length) / 2)))}${text}`;

/** A table-of-contents line: the heading, dot leaders, and its page number flush right. */
const tocLine = (heading: string, page: number) => `${heading} ${".".repeat(Math.max(3, WIDTH - heading.length - String(page).length - 2))} ${page}`;

/** How one typist set the numbered paragraphs: two spaces after the number or one, the body flush left or indented. */
export interface Typing {
  gap: string;
  indent: string;
}
export const typing = (c: DraftContext): Typing => ({ gap: c.rng.chance(0.5) ? "  " : " ", indent: c.rng.chance(0.3) ? "     " : "" });

/** A numbered paragraph: "12.2  Renewal. …", then a blank line. */
export const clause = (t: Typing, number: string, heading: string, text: string) => [...hardWrap(`${number}${t.gap}${heading}. ${text}`, t.indent), ""];

/**
 * The filing's pages: "Exhibit 10.n" and the legend over the first, a "<PAGE>" mark over the others
 * (as EDGAR's text keeps them), and a page number centred at the foot ("-3-" or "3").
 */
export function pages(c: DraftContext, lines: string[]): string {
  const { rng } = c;
  const exhibit = `${rng.pick(["EXHIBIT", "Exhibit"])} 10.${rng.int(1, 48)}`;
  const legend = rng.chance(0.6)
    ? [
        "[CONFIDENTIAL TREATMENT REQUESTED]",
        "CERTAIN PORTIONS OF THIS EXHIBIT HAVE BEEN OMITTED AND FILED",
        "SEPARATELY WITH THE COMMISSION. OMISSIONS ARE MARKED [***].",
      ]
    : [];
  const pageMarks = rng.chance(0.6);
  const dashed = rng.chance(0.6);
  const first = [" ".repeat(WIDTH - exhibit.length) + exhibit, ...legend.map(centred), ""];
  const out: string[][] = [];
  let page = [...first];
  for (const line of lines) {
    if (page.length >= LINES_PER_PAGE) {
      out.push(page);
      page = pageMarks ? ["<PAGE>", ""] : [];
    }
    if (line === "" && page.length <= 2 && page.every((l) => l === "" || l === "<PAGE>")) continue;
    page.push(line);
  }
  out.push(page);
  const css = "font-family: 'Liberation Mono', 'DejaVu Sans Mono', 'Courier New', monospace; font-size: 10pt; line-height: 1.2; margin: 0; white-space: pre;";
  return out
    .map((p, i) => {
      const number = centred(dashed ? `-${i + 1}-` : String(i + 1));
      const body = [...p, "", number].map(e).join("\n");
      return `<div class="${i < out.length - 1 ? "pg" : ""}"><pre style="${css}">${body}</pre></div>`;
    })
    .join("");
}

/** How the agreement's term ends or continues, and the notice the truth counts (null where redacted or absent). */
interface Renewing {
  sentences: string[];
  autoRenews: boolean | null | "unscored";
  notice: number | null;
  /** The definition of a "Notice Period" the renewal sentence refers to, for the definitions article. */
  definition: string | null;
}

export function renewing(c: DraftContext, r1: string, r2: string, term: string, { definitions = false } = {}): Renewing {
  const { rng, terms } = c;
  const redacted = terms.nonRenewalNotice !== null && rng.chance(0.2);
  // A definitions article may set the notice apart as a defined term that the renewal clause only names.
  const defined = definitions && terms.renewal === "auto" && !redacted && rng.chance(0.35);
  // A franchise's renewal at the franchisee's option: its notice of election is no notice of non-renewal.
  const option: Period | null =
    (terms.renewal === "silent" || terms.renewal === "mutual") && rng.chance(0.5)
      ? rng.pick<Period>([
          { n: 6, unit: "month" },
          { n: 90, unit: "day" },
          { n: 180, unit: "day" },
        ])
      : null;
  const notice = redacted ? "[***] days'" : terms.nonRenewalNotice ? en(c, terms.nonRenewalNotice, true) : "";
  const renewal = terms.renewal;
  const sentences: string[] = [];
  if (renewal === "auto")
    sentences.push(
      `Thereafter, the ${term} shall automatically renew for successive renewal periods of ${en(c, terms.renewalTerm)} each (each, a "Renewal Term"), unless either party gives the other party written notice of non-renewal at least ${defined ? "the Notice Period" : notice} prior to the expiration of the then-current ${term === "Initial Term" ? "Term" : term}.`,
    );
  else if (renewal === "evergreen")
    sentences.push(
      `Thereafter, this Agreement shall continue in effect from year to year unless either party gives ${rng.pick(["the other", "the other party"])} ${notice} prior written notice of its intention not to renew before the end of the then-current year.`,
    );
  else if (renewal === "indefinite")
    sentences.push(`Thereafter, this Agreement shall continue in effect until terminated by either ${r1} or ${r2} upon ${notice} written notice to the other.`);
  else if (renewal === "none")
    sentences.push(`This Agreement shall not renew automatically; any extension of the ${term} shall require a written amendment signed by both parties.`);
  else if (option)
    sentences.push(
      `${r2} may renew this Agreement for one additional term of ${en(c, terms.renewalTerm)} by giving ${r1} written notice of its election to renew not less than ${en(c, option)} nor more than ${en(c, { n: 12, unit: "month" })} prior to the expiration of the ${term}, provided that ${r2} is not then in default.`,
    );
  else if (renewal === "mutual") sentences.push(`The ${term} may be extended for additional periods upon the mutual written agreement of ${r1} and ${r2}.`);
  const renews = renewal === "auto" || renewal === "evergreen" || renewal === "indefinite";
  // A convenience notice the filer redacted, where it is the notice the truth asks for: then nothing is.
  const convenienceRedacted = !renews && rng.chance(0.2);
  if (terms.convenience)
    sentences.push(
      `Either party may terminate this Agreement ${rng.pick(["for convenience", "for any reason or no reason"])} upon ${convenienceRedacted ? "[***] days'" : en(c, terms.convenience, true)} prior written notice to the other party.`,
    );
  const nonRenewal = terms.nonRenewalNotice && !redacted ? daysOf(terms.nonRenewalNotice) : null;
  return {
    sentences,
    // An option to renew is renewal neither automatic nor excluded.
    autoRenews: option || renewal === "mutual" || renewal === "indefinite" ? "unscored" : renews ? true : renewal === "none" ? false : null,
    // A redacted non-renewal notice is still the notice the truth asks for: the convenience notice is not it.
    notice: renews ? nonRenewal : terms.convenience && !convenienceRedacted ? daysOf(terms.convenience) : null,
    definition: defined && terms.nonRenewalNotice ? `"Notice Period" means ${en(c, terms.nonRenewalNotice)}.` : null,
  };
}

/** Clauses with periods that are not the term or the termination notice. */
type Decoy = [heading: string, text: string];

function decoys(c: DraftContext, r1: string, r2: string): [payment: Decoy, audit: Decoy, claims: Decoy, insurance: Decoy] {
  const { rng, terms } = c;
  return [
    [
      "Payment",
      `${r2} shall pay each invoice within ${en(c, terms.payment)} after the date of invoice. The royalty shall equal [***] percent ([***]%) of Net Sales, payable quarterly within ${en(c, { n: rng.pick([30, 45]), unit: "day" })} after the end of each calendar quarter.`,
    ],
    [
      "Audit",
      `Upon at least ${en(c, { n: rng.pick([10, 15, 30]), unit: "day" }, true)} prior written notice, ${r1} may inspect and audit the books and records of ${r2} relating to this Agreement, not more than once in any ${en(c, { n: 12, unit: "month" })} period.`,
    ],
    [
      "Notice of Claims",
      `The Indemnified Party shall give the Indemnifying Party written notice of any claim promptly, and in any event within ${en(c, { n: rng.pick([20, 30, 45]), unit: "day" })} after it first learns of such claim.`,
    ],
    [
      "Insurance",
      `Each policy shall provide that it may not be cancelled or materially changed except upon ${en(c, { n: rng.pick([30, 60]), unit: "day" }, true)} prior written notice to ${r1}.`,
    ],
  ];
}

export const causeClause = (c: DraftContext) =>
  `Either party may terminate this Agreement upon written notice if the other party materially breaches this Agreement and fails to cure such breach within ${en(c, c.terms.cure)} after receipt of written notice thereof, or immediately if the other party becomes insolvent or makes an assignment for the benefit of creditors.`;

const lawClause = (c: DraftContext) => c.law.sentence;

/** A signature block: the party's name, then By/Name/Title lines. */
const signature = (c: DraftContext, name: string) => [
  name,
  "",
  "By: ______________________________",
  `Name: ${personName(c.rng)}`,
  `Title: ${c.rng.pick(["President", "Chief Executive Officer", "Vice President"])}`,
  "",
];

export interface Shared {
  trade: Trade;
  typing: Typing;
  r1: string;
  r2: string;
  /** The term, renewal and termination clauses' sentences and their truth. */
  renew: Renewing;
}

function shared(c: DraftContext, options: { definitions?: boolean } = {}): Shared {
  const trade: Trade = c.rng.pick(TRADES);
  const [r1, r2] = trade.roles;
  return { trade, typing: typing(c), r1, r2, renew: renewing(c, r1, r2, "Initial Term", options) };
}

export function truthOf(c: DraftContext, s: Shared, effective: string | null): Drafted["truth"] {
  return {
    effective_date: effective,
    ...(s.renew.autoRenews === "unscored" ? {} : { auto_renews: s.renew.autoRenews }),
    termination_notice_days: s.renew.notice,
  };
}

function articles(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const s = shared(c, { definitions: true });
  const { trade, r1, r2 } = s;
  // The date may be redacted in the filing, or left blank in the form as filed ("as of the ____ day of
  // ________, 2019"): then no effective date is printed at all.
  const dating = rng.weighted<"printed" | "redacted" | "blank">([
    ["printed", 8],
    ["redacted", 1],
    ["blank", 1],
  ]);
  const undated = dating !== "printed";
  const effText = dating === "redacted" ? `[***], ${terms.effective.y}` : dating === "blank" ? `the ____ day of __________, ${terms.effective.y}` : c.effText;
  const defined = rng.chance(0.6);
  // The definitions may only point to the term clause, which then states the period.
  const termByReference = rng.chance(0.4);
  const heads = [
    "Definitions",
    "Grant of Rights",
    "Obligations of the Parties",
    "Fees and Payment",
    "Records and Audit",
    "Indemnification",
    "Insurance",
    "Term and Termination",
    "General Provisions",
  ];
  const termArticle = heads.indexOf("Term and Termination") + 1;
  const toc = [
    centred("TABLE OF CONTENTS"),
    "",
    ...heads.map((h, i) => tocLine(`ARTICLE ${i + 1}  ${rng.chance(0.5) ? h.toUpperCase() : h}`, 1 + i + Math.floor(i / 2))),
    "",
  ];
  const preamble = hardWrap(
    `THIS ${trade.title.toUpperCase()} (this "Agreement") is made and entered into ${defined ? "as of the Effective Date (as defined below)" : `as of ${effText} (the "Effective Date")`} by and between ${c.name1}, a Delaware corporation ("${r1}"), and ${c.name2}${c.individual2 ? ", an individual" : `, a ${rng.pick(["California", "Nevada", "New York"])} corporation`} ("${r2}").`,
    "     ",
  );
  const definitions = [
    `"Affiliate" means any entity controlling, controlled by or under common control with a party.`,
    ...(defined ? [`"Effective Date" means ${effText}.`] : []),
    termByReference
      ? `"Initial Term" has the meaning set forth in Section ${termArticle}.1.`
      : `"Initial Term" means the period of ${c.termText} commencing on the Effective Date.`,
    `"Launch Date" means the date that is ${en(c, { n: rng.pick([60, 90, 120]), unit: "day" })} after the Effective Date.`,
    ...(s.renew.definition ? [s.renew.definition] : []),
    `"Term" means the Initial Term together with any Renewal Terms.`,
    `"Territory" means the United States of America and its territories and possessions.`,
  ];
  const [payment, audit, claims, insurance] = decoys(c, r1, r2);
  const body = [
    centred(trade.title.toUpperCase()),
    "",
    centred("between"),
    centred(c.name1),
    centred("and"),
    centred(c.name2),
    "",
    ...toc,
    ...preamble,
    "",
    ...hardWrap(
      `WHEREAS, ${r2} desires to ${trade.grant}, and ${r1} is willing to permit it on the terms and conditions set forth herein; NOW, THEREFORE, the parties agree as follows:`,
      "     ",
    ),
    "",
    centred("ARTICLE 1"),
    centred("DEFINITIONS"),
    "",
    ...definitions.flatMap((d, i) => [...hardWrap(`1.${i + 1}  ${d}`), ""]),
    centred("ARTICLE 2"),
    centred("GRANT OF RIGHTS"),
    "",
    ...clause(
      s.typing,
      "2.1",
      "Grant",
      `Subject to the terms of this Agreement, ${r1} grants to ${r2} a non-exclusive right during the Term to ${trade.grant} in the Territory.`,
    ),
    ...clause(s.typing, "4.1", payment[0], payment[1]),
    ...clause(s.typing, "5.1", audit[0], audit[1]),
    ...clause(s.typing, "6.2", claims[0], claims[1]),
    ...clause(s.typing, "7.1", insurance[0], insurance[1]),
    centred(`ARTICLE ${termArticle}`),
    centred("TERM AND TERMINATION"),
    "",
    ...clause(
      s.typing,
      `${termArticle}.1`,
      "Term",
      termByReference
        ? `This Agreement shall commence on the Effective Date and, unless earlier terminated as provided in this Article ${termArticle}, shall continue for a period of ${c.termText} (the "Initial Term").`
        : `This Agreement shall commence on the Effective Date and, unless earlier terminated as provided in this Article ${termArticle}, shall continue for the Initial Term.`,
    ),
    ...(s.renew.sentences.length ? clause(s.typing, `${termArticle}.2`, "Renewal", s.renew.sentences.join(" ")) : []),
    ...clause(s.typing, `${termArticle}.3`, "Termination for Cause", causeClause(c)),
    ...clause(
      s.typing,
      `${termArticle}.4`,
      "Survival",
      `Articles 5 and 6 shall survive any expiration or termination of this Agreement for a period of ${en(c, terms.survival)}.`,
    ),
    centred(`ARTICLE ${termArticle + 1}`),
    centred("GENERAL PROVISIONS"),
    "",
    ...clause(s.typing, `${termArticle + 1}.1`, "Governing Law", lawClause(c)),
    ...hardWrap("IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.", "     "),
    "",
    ...signature(c, c.name1),
    ...signature(c, c.name2),
  ];
  return {
    html: pages(c, body),
    truth: truthOf(c, s, undated ? null : isoOf(terms.effective)),
    mustPrint: [...(undated ? [] : [c.effText]), c.termText],
  };
}

function signed(c: DraftContext): Drafted {
  const s = shared(c);
  const { trade, r1, r2 } = s;
  const cover = [
    centred(trade.title.toUpperCase()),
    "",
    centred(`Dated as of ${c.effText}`),
    "",
    ...hardWrap(
      `This ${trade.title} (this "Agreement") is entered into as of ${c.effText} (the "Effective Date") by and among the parties whose names appear on the signature page hereto, the first of which is referred to herein as "${r1}" and the second as "${r2}".`,
      "     ",
    ),
    "",
  ];
  const [payment, audit, claims] = decoys(c, r1, r2);
  const termSentence = `The initial term of this Agreement shall commence on the Effective Date and continue for ${c.termText} (the "Initial Term").`;
  const body = [
    ...cover,
    ...clause(s.typing, "1.", "Purpose", `${r2} wishes to ${trade.grant}, and ${r1} agrees to make this possible on the terms set out below.`),
    ...clause(s.typing, "2.", payment[0], payment[1]),
    ...clause(s.typing, "3.", audit[0], audit[1]),
    ...clause(s.typing, "4.", "Term", [termSentence, ...s.renew.sentences].join(" ")),
    ...clause(s.typing, "5.", "Termination for Cause", causeClause(c)),
    ...clause(s.typing, "6.", claims[0], claims[1]),
    ...clause(s.typing, "7.", "Governing Law", lawClause(c)),
    ...hardWrap(
      `IN WITNESS WHEREOF, the parties have caused this Agreement to be executed by their duly authorized representatives as of the Effective Date.`,
      "     ",
    ),
    "",
    ...signature(c, c.name1),
    ...signature(c, c.name2),
  ];
  return {
    html: pages(c, body),
    truth: truthOf(c, s, isoOf(c.terms.effective)),
    mustPrint: [c.effText, c.termText],
  };
}

/** A letter's head: the writer's letterhead, the date, the recipient's address, "Re:" and the salutation. */
export const letterOpening = (c: DraftContext, recipient: string[], title: string, addressee: string) => [
  centred(c.name1),
  centred(c.p1.street),
  centred(c.p1.cityLine),
  "",
  " ".repeat(44) + c.effText,
  "",
  ...recipient,
  c.p2.street,
  c.p2.cityLine,
  "",
  `Re:  ${title}`,
  "",
  `Dear ${c.rng.pick(["Mr.", "Ms."])} ${addressee.split(" ").slice(1).join(" ")}:`,
  "",
];

function letter(c: DraftContext): Drafted {
  const { rng } = c;
  const s = shared(c);
  const { trade } = s;
  // A person is written to directly; a company through one of its officers.
  const addressee = c.individual2 ? c.name2 : personName(rng);
  const body = [
    ...letterOpening(c, [addressee, ...(c.individual2 ? [] : [c.name2])], trade.title, addressee),
    ...hardWrap(
      `This letter agreement (this "Agreement") confirms the terms on which you will ${trade.grant} with our cooperation, effective as of the date of this letter (the "Effective Date").`,
      "     ",
    ),
    "",
    ...clause(
      s.typing,
      "1.",
      "Term",
      [`The initial term of this Agreement (the "Initial Term") shall be ${c.termText} from the Effective Date.`, ...s.renew.sentences]
        .join(" ")
        .replace(/\bEither party\b/g, "Either of us")
        .replace(/\beither party\b/g, "either of us"),
    ),
    ...clause(s.typing, "2.", "Fees", `We will pay you [***] per month, within ${en(c, c.terms.payment)} after receipt of your invoice.`),
    ...clause(s.typing, "3.", "Termination for Cause", causeClause(c)),
    ...clause(s.typing, "4.", "Governing Law", lawClause(c)),
    ...hardWrap("If the foregoing correctly sets forth our understanding, please sign and return a copy of this letter.", "     "),
    "",
    "Very truly yours,",
    "",
    ...signature(c, c.name1),
    "ACCEPTED AND AGREED:",
    "",
    ...signature(c, c.name2),
  ];
  return {
    html: pages(c, body),
    truth: truthOf(c, s, isoOf(c.terms.effective)),
    mustPrint: [c.effText, c.termText],
  };
}

export function edgarContract(c: DraftContext, kind: EdgarKind): Drafted {
  return kind === "articles" ? articles(c) : kind === "signed" ? signed(c) : letter(c);
}
