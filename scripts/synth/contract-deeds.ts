// Two European draftings the other generators do not produce. A UK deed in the City style: "THIS
// DEED is dated …", "PARTIES (1) … (2) …" with company numbers and registered offices "in England and
// Wales", "AGREED TERMS", a definitions clause that sets the Initial Term (or leaves it to a
// schedule), the standard "shall automatically extend for 12 months … not later than three months
// before the end of the Initial Term" clause, force majeure in weeks, and execution as a deed. And a
// German contract in §§ with numbered Absätze: "Laufzeit und Kündigung", indefinite terms ended
// "mit einer Frist von drei Monaten zum Quartalsende", minimum terms, notice in weeks, a special
// right to terminate after a price change, and the date of entry into force or only the signatures.
import { escapeHtml as e, formatDate, isoOf, type Day } from "./formats";
import { personName, type Company } from "./names";
import { daysOf, englishDate, germanNumber, period, termAlternatives, type Period } from "./contract-words";
import { para, type DraftContext, type Drafted } from "./contract-model";

const address = (x: Company) => `${x.street}, ${x.cityLine}`;

function ukParty(c: DraftContext, name: string, x: Company, role: string): string {
  const number = String(c.rng.int(1000000, 13999999)).padStart(8, "0");
  return x.country === "UK"
    ? `${name} incorporated and registered in England and Wales with company number ${number} whose registered office is at ${address(x)} (${role})`
    : `${name}, a company incorporated in ${x.country === "US" ? "the State of Delaware" : "Germany"} whose principal office is at ${address(x)} (${role})`;
}

export function ukDeed(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const [r1, r2] = rng.pick<[string, string]>([
    ["Supplier", "Customer"],
    ["Licensor", "Licensee"],
    ["Provider", "Client"],
  ]);
  const en = (p: Period, possessive = false) => period(p, "en", c.form, { possessive });
  const inSchedule = rng.chance(0.35);
  // The Commencement Date is mostly the date of the deed; a later one leaves the effective date unsettled.
  const ownDate = rng.chance(0.75);
  const commencement: Day = { y: terms.effective.y, m: terms.effective.m === 12 ? 12 : terms.effective.m + 1, d: 1 };
  const renewal = terms.renewal;
  const notice: Period = terms.nonRenewalNotice ?? { n: rng.pick([1, 3, 6]), unit: "month" };
  const defs = [
    `<b>Business Day:</b> a day other than a Saturday, Sunday or public holiday in England when banks in London are open for business.`,
    `<b>Commencement Date:</b> ${ownDate ? "the date of this deed" : e(englishDate(commencement, "d-month-y"))}.`,
    `<b>Initial Term:</b> ${inSchedule ? "the period set out in Schedule 1" : `the period of ${e(c.termText)} beginning on the Commencement Date`}.`,
    `<b>Charges:</b> the charges payable by the ${r2} as set out in Schedule 2.`,
  ];
  let duration: string;
  let truth: Record<string, unknown>;
  if (renewal === "auto" || renewal === "evergreen") {
    duration = `This agreement shall commence on the Commencement Date and shall continue, unless terminated earlier in accordance with clause 9, for the Initial Term and shall automatically extend for ${rng.pick(["12 months", "a further period of one year"])} (Extended Term) at the end of the Initial Term and at the end of each Extended Term. Either party may give written notice to the other party, not later than ${en(notice)} before the end of the Initial Term or the relevant Extended Term, to terminate this agreement at the end of the Initial Term or the relevant Extended Term, as the case may be.`;
    truth = { auto_renews: true, termination_notice_days: daysOf(notice) };
  } else if (renewal === "none" || renewal === "mutual") {
    duration = `This agreement shall commence on the Commencement Date and shall continue for the Initial Term, when it shall expire automatically without the need for notice and shall not be renewed.`;
    truth = { auto_renews: false, termination_notice_days: terms.convenience ? daysOf(terms.convenience) : null };
  } else {
    duration = `This agreement shall commence on the Commencement Date and shall continue for the Initial Term and thereafter until terminated by either party giving not less than ${en(notice, true)} written notice to the other, such notice to expire no earlier than the end of the Initial Term.`;
    truth = { termination_notice_days: daysOf(notice) };
  }
  const conv =
    terms.convenience && (renewal === "none" || renewal === "mutual")
      ? ` Either party may terminate this agreement at any time on giving not less than ${en(terms.convenience, true)} written notice to the other party.`
      : "";
  const fm = rng.pick([4, 6, 8]);
  const clauses: Array<[string, string[]]> = [
    ["INTERPRETATION", ["The following definitions apply in this agreement:", ...defs]],
    ["COMMENCEMENT AND DURATION", [duration]],
    [
      "CHARGES AND PAYMENT",
      [
        `The ${r2} shall pay each invoice submitted by the ${r1} within ${en(terms.payment)} of receipt, to a bank account nominated in writing by the ${r1}.`,
        `If the ${r2} fails to make a payment due by the due date, the ${r2} shall pay interest on the overdue sum at 4% a year above the Bank of England's base rate.`,
      ],
    ],
    [
      "TERMINATION",
      [
        `Without affecting any other right or remedy available to it, either party may terminate this agreement with immediate effect by giving written notice to the other party if the other party commits a material breach of any term of this agreement which is irremediable or (if such breach is remediable) fails to remedy that breach within ${en(terms.cure)} after being notified in writing to do so.${conv}`,
      ],
    ],
    [
      "FORCE MAJEURE",
      [
        `If the period of delay or non-performance continues for ${fm} weeks, the party not affected may terminate this agreement by giving ${fm} weeks' written notice to the affected party.`,
      ],
    ],
    ["CONFIDENTIALITY", [`Each party's obligations under this clause shall survive for ${en(terms.survival)} after termination or expiry of this agreement.`]],
    [
      "GOVERNING LAW AND JURISDICTION",
      [
        c.law.sentence,
        `Each party irrevocably agrees that the courts of ${c.law.truth === "Scotland" ? "Scotland" : "England and Wales"} shall have exclusive jurisdiction to settle any dispute or claim arising out of or in connection with this deed.`,
      ],
    ],
  ];
  const body = clauses
    .map(([head, items], i) => `<h3>${i + 1}. ${head}</h3>${items.map((t, j) => `<p>${i + 1}.${j + 1} ${t.startsWith("<b>") ? t : e(t)}</p>`).join("")}`)
    .join("");
  const dated = rng.pick(["THIS DEED is dated", "This Deed is dated", "THIS DEED is made on"]);
  const head = `<h1>${e(rng.pick(["DEED OF AGREEMENT", "SERVICES DEED", "LICENCE DEED"]))}</h1>${para(`${dated} ${c.effText}`)}<p><b>PARTIES</b></p>${para(`(1) ${ukParty(c, c.name1, c.p1, r1)}.`)}${para(`(2) ${ukParty(c, c.name2, c.p2, r2)}.`)}<p><b>BACKGROUND</b></p>${para(`(A) The ${r1} carries on the business of providing the Services and the ${r2} wishes to obtain them on the terms of this deed.`)}<p><b>AGREED TERMS</b></p>`;
  const schedule = inSchedule ? `<h3>SCHEDULE 1 INITIAL TERM</h3>${para(`The Initial Term is ${c.termText} beginning on the Commencement Date.`)}` : "";
  const execution = (name: string) =>
    `<div><p>Executed as a deed by <b>${e(name)}</b> acting by ${e(personName(rng))}, a director, in the presence of:</p><p>Witness: ______________________</p></div>`;
  return {
    html: `${head}${body}${para("This deed has been entered into on the date stated at the beginning of it.")}<div class="sig">${execution(c.name1)}${execution(c.name2)}</div>${schedule}`,
    truth: { ...truth, initial_term: c.termText, effective_date: isoOf(terms.effective) },
    unscored: [...(ownDate ? [] : ["effective_date"]), ...(renewal === "indefinite" || renewal === "silent" ? ["auto_renews"] : [])],
    mustPrint: [c.effText, c.termText],
  };
}

/** "drei Monaten zum Quartalsende", "sechs Wochen zum Monatsende". */
function germanNotice(c: DraftContext): { text: string; days: number } {
  const { rng } = c;
  const end = rng.pick([
    "zum Quartalsende",
    "zum Ende eines Kalendervierteljahres",
    "zum Monatsende",
    "zum Ende eines Kalenderjahres",
    "zum Ende der Laufzeit",
  ]);
  if (rng.chance(0.25)) {
    const w = rng.pick([4, 6, 8]);
    return { text: `${c.form === "digits" ? w : germanNumber(w)} Wochen ${end}`, days: w * 7 };
  }
  const p: Period = { n: rng.pick([1, 3, 3, 6]), unit: "month" };
  return { text: `${period(p, "de", c.form, { dative: true })} ${end}`, days: daysOf(p) };
}

export function germanParagraphs(c: DraftContext): Drafted {
  const { rng, terms, form } = c;
  const [r1, r2] = rng.pick<[string, string]>([
    ["Auftragnehmer", "Auftraggeber"],
    ["Anbieter", "Kunde"],
    ["Dienstleister", "Auftraggeber"],
  ]);
  const title = rng.pick(["Softwarepflegevertrag", "Dienstleistungsvertrag", "Rahmenvertrag", "Wartungsvertrag", "Vertrag über Cloud-Dienste"]);
  const days = (p: Period) => period(p, "de", form, { dative: true });
  const notice = germanNotice(c);
  const onSigning = rng.chance(0.25);
  const start = onSigning ? "Der Vertrag tritt mit Unterzeichnung durch beide Parteien in Kraft" : `Der Vertrag tritt am ${c.effText} in Kraft`;
  const shape = rng.pick(["indefinite", "minimum", "auto", "fixed"] as const);
  let laufzeit: string[];
  let truth: Record<string, unknown>;
  let unscored: string[] = [];
  switch (shape) {
    case "indefinite":
      laufzeit = [
        `${start} und wird auf unbestimmte Zeit geschlossen.`,
        `Er kann von jeder Partei mit einer Frist von ${notice.text} ordentlich gekündigt werden.`,
      ];
      truth = { initial_term: null, termination_notice_days: notice.days };
      unscored = ["auto_renews"];
      break;
    case "minimum":
      laufzeit = [
        `${start} und läuft auf unbestimmte Zeit.`,
        `Er kann von jeder Partei mit einer Frist von ${notice.text} gekündigt werden, erstmals zum Ablauf einer Mindestlaufzeit von ${c.termText}.`,
      ];
      truth = { initial_term: c.termText, termination_notice_days: notice.days };
      unscored = ["auto_renews"];
      break;
    case "auto":
      laufzeit = [
        `${start}. Die Vertragslaufzeit beträgt ${period(terms.term, "de", form)}.`,
        `Der Vertrag verlängert sich jeweils um ${period(terms.renewalTerm, "de", form)}, wenn er nicht mit einer Frist von ${notice.text} von einer Partei gekündigt wird.`,
      ];
      truth = { initial_term: period(terms.term, "de", form), auto_renews: true, termination_notice_days: notice.days };
      break;
    case "fixed":
      laufzeit = [
        `${start} und wird für eine feste Laufzeit von ${c.termText} geschlossen.`,
        `Eine ordentliche Kündigung während der Laufzeit ist ausgeschlossen; eine stillschweigende Verlängerung findet nicht statt.`,
      ];
      truth = { initial_term: c.termText, auto_renews: false, termination_notice_days: null };
      break;
  }
  const absatz = (items: string[]) => items.map((t, i) => para(`(${i + 1}) ${t}`)).join("");
  const price = rng.pick([4, 6]);
  const sections: Array<[string, string[]]> = [
    [
      "Vertragsgegenstand",
      [
        `Der ${r1} erbringt für den ${r2} die in Anlage 1 beschriebenen Leistungen.`,
        `Störungen der Priorität 1 beantwortet der ${r1} innerhalb von vier Stunden, alle übrigen Störungen innerhalb von ${days({ n: 2, unit: "day" })}.`,
      ],
    ],
    [
      "Vergütung",
      [
        `Die Vergütung ist quartalsweise im Voraus zu zahlen und innerhalb von ${days(terms.payment)} nach Zugang der Rechnung fällig.`,
        `Der ${r1} kann die Vergütung mit einer Ankündigungsfrist von ${price === 4 ? "vier" : "sechs"} Wochen zum Beginn eines Kalenderjahres anpassen. Übersteigt die Erhöhung fünf Prozent, kann der ${r2} den Vertrag innerhalb von ${days({ n: 14, unit: "day" })} nach Zugang der Ankündigung zum Zeitpunkt des Wirksamwerdens der Erhöhung kündigen.`,
      ],
    ],
    [
      rng.pick(["Laufzeit und Kündigung", "Vertragslaufzeit, Kündigung", "Vertragsdauer"]),
      [
        ...laufzeit,
        `Das Recht zur fristlosen Kündigung aus wichtigem Grund bleibt unberührt. Ein wichtiger Grund liegt insbesondere vor, wenn eine Partei trotz Abmahnung und Setzung einer Nachfrist von ${days(terms.cure)} eine wesentliche Vertragspflicht verletzt.`,
        "Jede Kündigung bedarf der Schriftform.",
      ],
    ],
    ["Gewährleistung und Verjährung", [`Ansprüche wegen Mängeln verjähren in ${days(terms.warranty)} ab Abnahme.`]],
    ["Vertraulichkeit", [`Die Pflicht zur Vertraulichkeit besteht für ${period(terms.survival, "de", form)} über das Vertragsende hinaus fort.`]],
    ["Schlussbestimmungen", [c.law.sentence, `Gerichtsstand ist ${c.p1.city}.`, "Änderungen dieses Vertrages bedürfen der Schriftform."]],
  ];
  const body = sections.map(([head, items], i) => `<h3>§ ${i + 1} ${e(head)}</h3>${absatz(items)}`).join("");
  const who = (name: string, x: Company) =>
    `der ${name}, ${address(x)}, vertreten durch ${rng.pick(["den Geschäftsführer", "die Geschäftsführerin", "den Vorstand"])} ${personName(rng)}`;
  const head = `<h1>${e(title)}</h1>${para("zwischen")}${para(`${who(c.name1, c.p1)}`)}${para(`– nachfolgend „${r1}“ genannt –`)}${para("und")}${para(`${who(c.name2, c.p2)}`)}${para(`– nachfolgend „${r2}“ genannt –`)}`;
  const signature = (name: string, x: Company) =>
    `<div><p>${e(`${x.city}, den ${formatDate(c.signDay, "dmy-dot", "de")}`)}</p><p>______________________</p><p>${e(name)}</p></div>`;
  return {
    html: `${head}${body}<div class="sig">${signature(c.name1, c.p1)}${signature(c.name2, c.p2)}</div>`,
    truth: { ...truth, effective_date: onSigning ? null : isoOf(terms.effective) },
    unscored,
    // The renewing shape prints the term in the nominative ("zwei (2) Jahre"), not the drawn dative.
    ...(shape === "auto" ? { alternatives: { initial_term: termAlternatives(terms.term, String(truth.initial_term)) } } : {}),
    mustPrint: [...(onSigning ? [] : [c.effText]), ...(typeof truth.initial_term === "string" ? [truth.initial_term] : [])],
  };
}
