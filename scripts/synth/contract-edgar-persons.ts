// EDGAR plain-text exhibits whose parties are named only where they sign, drafted as filers set them
// (an eighth stream, after contract-edgar.ts, so its seeds stay what they were):
// - person-signed: an endorsement, consulting or services agreement "by and among the parties whose
//   names appear on the signature page", one of them a natural person. The company's block is its name
//   over "By:"/"Name:"/"Title:"; the individual signs on a rule over his printed name, under a caption
//   of his role ("TALENT:", "CONSULTANT:"), and a witness may sign beside him (not a party);
// - person-letter: a letter to a person, signed by the company's officer and countersigned by the
//   addressee under "ACCEPTED AND AGREED:" on a rule over his printed name; a copy goes to counsel;
// - side-by-side: the same deferring preamble, the two blocks set on the same lines in two columns
//   ("NAME ONE, INC.          NAME TWO LLC" / "By: ____        By: ____"), one side sometimes a person.
import { personName } from "./names";
import { isoOf } from "./formats";
import { causeClause, centred, clause, hardWrap, letterOpening, pages, renewing, truthOf, typing, WIDTH, type Shared, type Trade } from "./contract-edgar";
import type { DraftContext, Drafted } from "./contract-model";

export const EDGAR_PERSON_KINDS = ["person-signed", "person-letter", "side-by-side"] as const;
export type EdgarPersonKind = (typeof EDGAR_PERSON_KINDS)[number];

/** Agreements made with a natural person, and the caption over his signature. */
const PERSON_TRADES: readonly Trade[] = [
  { title: "Endorsement Agreement", roles: ["Company", "Talent"], grant: "render the endorsement services and permit use of the Talent's name and likeness" },
  { title: "Consulting Agreement", roles: ["Company", "Consultant"], grant: "provide the consulting services described in Exhibit A" },
  { title: "Independent Contractor Agreement", roles: ["Company", "Contractor"], grant: "perform the Services described in the Statement of Work" },
  { title: "Personal Services Agreement", roles: ["Company", "Artist"], grant: "render personal services as a spokesperson for the Products" },
];

const RULE = "______________________________";
const officer = (c: DraftContext) => [`Name: ${personName(c.rng)}`, `Title: ${c.rng.pick(["President", "Chief Executive Officer", "Vice President"])}`];
/** A company's block: its name over By/Name/Title. */
const companyBlock = (c: DraftContext, name: string) => [name, "", `By: ${RULE}`, ...officer(c)];
/** An individual's block: a caption of his role, a rule, his printed name under it (no "By:"). */
const personBlock = (c: DraftContext, caption: string, name: string) => [
  `${caption}${c.rng.chance(0.5) ? ":" : ""}`,
  "",
  RULE,
  c.rng.chance(0.5) ? name : `Name: ${name}`,
];

function sharedOf(c: DraftContext): Shared {
  const trade = c.rng.pick(PERSON_TRADES);
  const [r1, r2] = trade.roles;
  return { trade, typing: typing(c), r1, r2, renew: renewing(c, r1, r2, "Initial Term") };
}

/** The clauses every kind carries: term, renewal, cause and the law. */
function clauses(c: DraftContext, s: Shared): string[] {
  const termSentence = `The initial term of this Agreement shall commence on the Effective Date and continue for ${c.termText} (the "Initial Term").`;
  return [
    ...clause(s.typing, "1.", "Services", `${s.r2} shall ${s.trade.grant}, and ${s.r1} shall pay the fees set out in Schedule 1.`),
    ...clause(s.typing, "2.", "Term", [termSentence, ...s.renew.sentences].join(" ")),
    ...clause(s.typing, "3.", "Termination for Cause", causeClause(c)),
    ...clause(s.typing, "4.", "Governing Law", c.law.sentence),
  ];
}

const deferring = (c: DraftContext, s: Shared) =>
  hardWrap(
    `This ${s.trade.title} (this "Agreement") is entered into as of ${c.effText} (the "Effective Date") by and among the parties whose names appear on the signature page hereto, the first of which is referred to herein as "${s.r1}" and the second as "${s.r2}".`,
    "     ",
  );

const witnessing = () => [...hardWrap("IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.", "     "), ""];

function personSigned(c: DraftContext, s: Shared): string[] {
  const witness = c.rng.chance(0.5) ? ["", "WITNESS:", "", RULE, `Name: ${personName(c.rng)}`] : [];
  return [
    centred(s.trade.title.toUpperCase()),
    "",
    ...deferring(c, s),
    "",
    ...clauses(c, s),
    ...witnessing(),
    ...companyBlock(c, c.name1),
    "",
    ...personBlock(c, s.r2.toUpperCase(), c.name2),
    ...witness,
  ];
}

function personLetter(c: DraftContext, s: Shared): string[] {
  const counsel = personName(c.rng);
  return [
    ...letterOpening(c, [c.name2], s.trade.title, c.name2),
    ...hardWrap(
      `This letter agreement (this "Agreement") confirms the terms on which you will ${s.trade.grant}, effective as of the date of this letter (the "Effective Date").`,
      "     ",
    ),
    "",
    ...clauses(c, s),
    ...hardWrap("If the foregoing correctly sets forth our understanding, please sign and return a copy of this letter.", "     "),
    "",
    "Very truly yours,",
    "",
    ...companyBlock(c, c.name1),
    "",
    ...personBlock(c, c.rng.pick(["ACCEPTED AND AGREED", "AGREED AND ACCEPTED"]), c.name2),
    "",
    `cc: ${counsel}, Esq.`,
  ];
}

/** The fewest spaces between two blocks side by side, where a long name runs past mid-page. */
const GUTTER = 6;
/** Two blocks set side by side: each pair of lines joined across a gutter at mid-page, or past the longest left line. */
function sideBySide(left: string[], right: string[]): string[] {
  const column = Math.max(WIDTH / 2, ...left.map((l) => l.length + GUTTER));
  return Array.from({ length: Math.max(left.length, right.length) }, (_, i) => {
    const l = left[i] ?? "";
    const r = right[i] ?? "";
    return r ? `${l.padEnd(column)}${r}` : l;
  });
}

function sideBySideBlocks(c: DraftContext, s: Shared): string[] {
  const short = (line: string) => line.replace(RULE, "_".repeat(24));
  const left = companyBlock(c, c.name1).map(short);
  const right = (c.individual2 ? personBlock(c, s.r2.toUpperCase(), c.name2) : companyBlock(c, c.name2)).map(short);
  return [centred(s.trade.title.toUpperCase()), "", ...deferring(c, s), "", ...clauses(c, s), ...witnessing(), ...sideBySide(left, right)];
}

export function edgarPersonContract(c: DraftContext, kind: EdgarPersonKind): Drafted {
  const s = sharedOf(c);
  const body = kind === "person-signed" ? personSigned(c, s) : kind === "person-letter" ? personLetter(c, s) : sideBySideBlocks(c, s);
  return { html: pages(c, body), truth: truthOf(c, s, isoOf(c.terms.effective)), mustPrint: [c.effText, c.termText] };
}
