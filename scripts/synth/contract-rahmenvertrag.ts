// German framework and service agreements as a Mittelstand legal department drafts them: parties
// "zwischen der … GmbH, vertreten durch …, eingetragen im Handelsregister … – nachstehend „Auftraggeber"
// genannt – und …", a Präambel, "Der Vertrag tritt am … in Kraft", a fixed term that "verlängert sich
// jeweils um ein weiteres Jahr" unless terminated "mit einer Frist von drei Monaten zum Ende der
// Laufzeit", or an open-ended contract with a "Kündigungsfrist von sechs Wochen zum Ende eines
// Kalenderquartals", or a fixed term without renewal; payment terms with Skonto, a Gewährleistungsfrist,
// a Nachfrist before termination for cause, confidentiality after termination, the Recht der
// Bundesrepublik Deutschland (or "deutsches Recht", which names no jurisdiction) and a Gerichtsstand.
import { escapeHtml as e, formatDate, isoOf } from "./formats";
import { personName } from "./names";
import { germanNumber, termAlternatives, type Period } from "./contract-words";
import { para, type DraftContext, type Drafted } from "./contract-model";

type Notice = { n: number; unit: "month" | "week" };
const noticeText = (p: Notice) =>
  `${p.n === 1 ? "einem" : germanNumber(p.n)} ${p.unit === "month" ? (p.n === 1 ? "Monat" : "Monaten") : p.n === 1 ? "Woche" : "Wochen"}`;
/** "drei Monate", "einen Monat", "sechs Wochen": the notice as the object of "beträgt". */
const noticeNominative = (p: Notice) =>
  p.n === 1 ? (p.unit === "month" ? "einen Monat" : "eine Woche") : `${germanNumber(p.n)} ${p.unit === "month" ? "Monate" : "Wochen"}`;
/** Notice as the truth counts it: a month 30 days, a week 7. */
const noticeDays = (p: Notice) => p.n * (p.unit === "month" ? 30 : 7);

/** "Amtsgericht Köln, HRB 4711" → "eingetragen im Handelsregister des Amtsgerichts Köln unter HRB 4711". */
const register = (line: string) =>
  line.startsWith("Amtsgericht ")
    ? `eingetragen im Handelsregister des ${line.replace("Amtsgericht ", "Amtsgerichts ").replace(", HRB", " unter HRB")}`
    : `eingetragen unter ${line}`;

/** "zwei (2) Jahren" as the subject of a sentence: "zwei (2) Jahre". */
const termNominative = (dative: string) =>
  dative
    .replace(/Jahren$/, "Jahre")
    .replace(/Monaten$/, "Monate")
    .replace(/^einem /, "ein ");

const SUBJECTS = ["Wartung und Pflege von Softwaresystemen", "Gebäudereinigung", "Logistikdienstleistungen", "IT-Betriebsleistungen", "Übersetzungsleistungen"];

export function rahmenvertrag(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const subject = rng.pick(SUBJECTS);
  const title = rng.pick([`Rahmenvertrag über ${subject}`, "Dienstleistungsvertrag", `Dienstleistungsvertrag über ${subject}`]);
  const [role1, role2] = rng.pick([
    ["Auftraggeber", "Auftragnehmer"],
    ["Kunde", "Dienstleister"],
    ["Besteller", "Lieferant"],
  ] as const);
  const lead = (x: string) => (rng.chance(0.3) ? `der Firma ${x}` : `der ${x}`);
  const party = (name: string, p: DraftContext["p1"], role: string) =>
    [
      para(`${lead(name)}, ${p.street}, ${p.cityLine},`),
      para(`vertreten durch ${rng.pick(["den Geschäftsführer", "die Geschäftsführerin", "den Vorstand"])} ${personName(rng)}, ${register(p.registration)},`),
      para(`– nachstehend „${role}" genannt –`),
    ].join("");
  // Inline parties ("zwischen der X GmbH, Anschrift (im Folgenden „Auftraggeber") und …") or blocks set apart by dashes.
  const inline = rng.chance(0.35);
  const inlineParty = (name: string, p: DraftContext["p1"], role: string) => `${lead(name)}, ${p.street}, ${p.cityLine} (im Folgenden „${role}")`;
  // Some agreements open with a Vertragsdaten table that the clauses then refer to.
  const table = rng.chance(0.3);
  const austrian = c.p1.country === "AT" || rng.chance(0.15);
  const shape = rng.weighted<"renew" | "open" | "fixed">([
    ["renew", 4],
    ["open", 3],
    ["fixed", 2],
  ]);
  const notice: Notice = rng.chance(0.7) ? { n: rng.pick([1, 3, 6]), unit: "month" } : { n: rng.pick([4, 6, 8]), unit: "week" };
  const quarter = rng.chance(0.5);
  const firstTerm = c.termText;
  const starts = rng.chance(0.8);
  const separate = rng.chance(0.35);
  const minimum = rng.pick([12, 24]);
  // A Vertragsdatenblatt may carry the notice, which the clause then only refers to.
  const tabled = table && shape !== "fixed" && rng.chance(0.5);
  const term = tabled
    ? shape === "renew"
      ? `(2) Der Vertrag wird zunächst für die im Vertragsdatenblatt genannte Laufzeit geschlossen und verlängert sich jeweils um ein weiteres Jahr, wenn er nicht mit der im Vertragsdatenblatt genannten Kündigungsfrist zum Ende der jeweiligen Laufzeit gekündigt wird.`
      : `(2) Der Vertrag wird auf unbestimmte Zeit geschlossen und kann von jeder Partei mit der im Vertragsdatenblatt genannten Kündigungsfrist ordentlich gekündigt werden, erstmals zum Ablauf der Mindestlaufzeit.`
    : shape === "renew" && separate
      ? `(2) Die Vertragslaufzeit beträgt ${termNominative(firstTerm)}. Der Vertrag verlängert sich automatisch um jeweils zwölf Monate, sofern er nicht fristgerecht gekündigt wird. Die Kündigungsfrist beträgt ${noticeNominative(notice)} zum Ende der jeweiligen Vertragslaufzeit.`
      : shape === "renew"
        ? `(2) Der Vertrag wird zunächst für eine Laufzeit von ${firstTerm} geschlossen. Er verlängert sich jeweils um ein weiteres Jahr, wenn er nicht von einer der Parteien mit einer Frist von ${noticeText(notice)} zum Ende der jeweiligen Laufzeit gekündigt wird.`
        : shape === "open"
          ? `(2) Der Vertrag wird auf unbestimmte Zeit geschlossen. Er kann von jeder Partei mit einer Kündigungsfrist von ${noticeText(notice)} zum ${quarter ? "Ende eines Kalenderquartals" : "Monatsende"} ordentlich gekündigt werden, erstmals jedoch zum Ablauf einer Mindestvertragslaufzeit von ${minimum} Monaten.`
          : `(2) Der Vertrag wird für eine feste Laufzeit von ${firstTerm} geschlossen und endet mit deren Ablauf, ohne dass es einer Kündigung bedarf. Eine stillschweigende Verlängerung ist ausgeschlossen; das Recht zur ordentlichen Kündigung ist während der Laufzeit ausgeschlossen.`;
  const lawShape = rng.weighted<"brd" | "unterliegt" | "deutsch">([
    ["brd", 3],
    ["unterliegt", 2],
    ["deutsch", 1],
  ]);
  const lawSentence = austrian
    ? lawShape === "deutsch"
      ? "(1) Es gilt österreichisches Recht unter Ausschluss der Verweisungsnormen und des UN-Kaufrechts."
      : "(1) Auf diesen Vertrag ist das Recht der Republik Österreich anzuwenden."
    : lawShape === "brd"
      ? "(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG)."
      : lawShape === "unterliegt"
        ? "(1) Dieser Vertrag unterliegt dem Recht der Bundesrepublik Deutschland unter Ausschluss der Kollisionsnormen des internationalen Privatrechts."
        : "(1) Auf diesen Vertrag findet ausschließlich deutsches Recht Anwendung.";
  const venue = rng.pick(["München", "Frankfurt am Main", "Hamburg", "Köln", c.p1.city]);
  const payment: Period = terms.payment;
  const signDate = formatDate(c.signDay, "dmy-dot", "de");
  const blocks = [
    `<h1>${e(title)}</h1>`,
    ...(table
      ? [
          `<h3>Vertragsdatenblatt</h3><table class="kt"><tr><td><b>Vertragsbeginn</b></td><td>${e(starts ? c.effText : "mit Unterzeichnung")}</td></tr><tr><td><b>${shape === "open" ? "Mindestlaufzeit" : "Laufzeit"}</b></td><td>${e(shape === "open" ? `${minimum} Monate` : termNominative(firstTerm))}</td></tr>${tabled ? `<tr><td><b>Kündigungsfrist</b></td><td>${e(noticeNominative(notice))} zum ${shape === "open" && quarter ? "Quartalsende" : "Laufzeitende"}</td></tr>` : ""}<tr><td><b>Zahlungsziel</b></td><td>${payment.n} Tage netto</td></tr></table>`,
        ]
      : []),
    ...(inline
      ? [para(`zwischen ${inlineParty(c.name1, c.p1, role1)} und ${inlineParty(c.name2, c.p2, role2)} wird folgender Vertrag geschlossen:`)]
      : [
          para("zwischen"),
          party(c.name1, c.p1, role1),
          para("und"),
          party(c.name2, c.p2, role2),
          para(`– ${role1} und ${role2} im Folgenden gemeinsam die „Parteien" –`),
        ]),
    `<h3>Präambel</h3>`,
    para(
      `Die Parteien arbeiten seit dem ${formatDate(c.priorDay, "dmy-dot", "de")} auf der Grundlage von Einzelaufträgen zusammen. Mit diesem Vertrag legen sie die Bedingungen fest, zu denen der ${role2} künftig Leistungen im Bereich ${subject} erbringt.`,
    ),
    `<h3>§ 1 Vertragsgegenstand</h3>`,
    para(`(1) Gegenstand dieses Vertrages sind Leistungen im Bereich ${subject} nach Maßgabe der Leistungsbeschreibung in Anlage 1.`),
    para(`(2) Einzelaufträge werden in Textform erteilt; der ${role2} bestätigt sie innerhalb von ${germanNumber(rng.pick([3, 5, 10]))} Werktagen.`),
    `<h3>§ 2 Vergütung und Zahlungsbedingungen</h3>`,
    para(
      `(1) Rechnungen sind innerhalb von ${payment.n} Tagen nach Rechnungsdatum ohne Abzug zur Zahlung fällig. Bei Zahlung innerhalb von ${rng.pick([8, 10, 14])} Tagen gewährt der ${role2} ${rng.pick([2, 3])} % Skonto.`,
    ),
    para(`(2) Die Vergütung kann einmal jährlich mit einer Ankündigungsfrist von ${rng.pick(["sechs Wochen", "zwei Monaten"])} angepasst werden.`),
    `<h3>§ 3 Gewährleistung</h3>`,
    para(`Die Gewährleistungsfrist beträgt ${rng.pick(["zwölf Monate", "24 Monate", "ein Jahr"])} ab Abnahme der jeweiligen Leistung.`),
    `<h3>§ 4 Vertragsbeginn, Laufzeit und Kündigung</h3>`,
    para(
      starts
        ? rng.chance(0.7)
          ? `(1) Der Vertrag tritt am ${c.effText} in Kraft.`
          : `(1) Der Vertrag beginnt am ${c.effText}.`
        : `(1) Der Vertrag tritt mit Unterzeichnung durch beide Parteien in Kraft.`,
    ),
    para(term),
    para(
      `(3) Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Ein wichtiger Grund liegt insbesondere vor, wenn eine Partei trotz schriftlicher Abmahnung und Setzung einer Nachfrist von ${rng.pick(["14 Tagen", "zwei Wochen", "30 Tagen"])} wesentliche Vertragspflichten verletzt.`,
    ),
    para("(4) Jede Kündigung bedarf der Schriftform."),
    `<h3>§ 5 Vertraulichkeit</h3>`,
    para(
      `Die Verpflichtung zur Vertraulichkeit besteht für einen Zeitraum von ${germanNumber(terms.survival.n)} Jahren nach Beendigung dieses Vertrages fort.`,
    ),
    `<h3>§ 6 Schlussbestimmungen</h3>`,
    para(lawSentence),
    para(`(2) Ausschließlicher Gerichtsstand für alle Streitigkeiten aus und im Zusammenhang mit diesem Vertrag ist ${venue}.`),
    para(
      "(3) Sollten einzelne Bestimmungen dieses Vertrages unwirksam sein oder werden, so wird die Wirksamkeit der übrigen Bestimmungen hierdurch nicht berührt.",
    ),
    `<div class="sig"><div>${e(c.p1.city)}, den ${e(signDate)}<br><br>.............................<br>${e(role1)}</div><div>${e(c.p2.city)}, den ${e(signDate)}<br><br>.............................<br>${e(role2)}</div></div>`,
  ];
  // The term clause prints the term as its subject ("beträgt zwei (2) Jahre") or after "von" ("von zwei (2) Jahren").
  const termPrinted = shape === "renew" && (separate || tabled) ? termNominative(firstTerm) : firstTerm;
  const unscored = [
    ...(starts ? [] : ["effective_date"]),
    // An open-ended contract has a minimum term, not an initial one, and does not renew: neither is scored.
    ...(shape === "open" ? ["initial_term", "auto_renews"] : []),
    ...(lawShape === "deutsch" ? ["governing_law"] : []),
  ];
  return {
    html: blocks.join(""),
    truth: {
      effective_date: isoOf(terms.effective),
      initial_term: termPrinted,
      auto_renews: shape === "renew" ? true : false,
      termination_notice_days: shape === "fixed" ? null : noticeDays(notice),
      governing_law: austrian ? "Republik Österreich" : "Bundesrepublik Deutschland",
    },
    alternatives: {
      initial_term: [...new Set([...termAlternatives(terms.term, termPrinted), firstTerm, termNominative(firstTerm)])].filter((x) => x !== termPrinted),
      governing_law: austrian ? ["Österreich", "Austria"] : ["Deutschland", "Germany"],
    },
    unscored,
    mustPrint: [...(starts ? [c.effText] : []), ...(shape === "open" ? [] : [termPrinted])],
  };
}
