// German contracts with a "Vertragsdaten" cover sheet (a family of the key-terms stream, beside
// contract-key-terms.ts): the parties, Vertragsbeginn, Mindestlaufzeit or feste Laufzeit, Verlängerung
// and Kündigungsfrist set among the sheet's other periods — Zahlungsziel, Skonto, Gewährleistungsfrist,
// Reaktionszeit, Ankündigungsfrist einer Preisanpassung, Nachfrist, Abnahmefrist — and "Allgemeine
// Vertragsbedingungen" whose §§ only say "die in den Vertragsdaten genannte Kündigungsfrist". The sheet
// is a two-column table or two label–value pairs side by side; a Vertragsbeginn "mit Unterzeichnung"
// dates nothing (null), an unbefristeter Vertrag has no term (null) but a notice.
import { escapeHtml as e, formatDate, isoOf } from "./formats";
import { para, type DraftContext, type Drafted } from "./contract-model";
import { daysOf, period, termAlternatives, type Period } from "./contract-words";
import { interleave, termsTable, type TermRow } from "./contract-key-terms";
import { personName } from "./names";

/** "3 Monate", "drei (3) Monate", "90 Tage": a period as a table cell prints it (nominative). */
const cellPeriod = (p: Period, form: DraftContext["form"]) => period(p, "de", form);

export function vertragsdaten(c: DraftContext): Drafted {
  const { rng, terms, form } = c;
  const [r1, r2] = rng.pick([
    ["Auftragnehmer", "Auftraggeber"],
    ["Anbieter", "Kunde"],
    ["Dienstleister", "Kunde"],
  ] as const);
  const sheet = rng.pick(["Vertragsdaten", "Vertragsübersicht", "Deckblatt – Vertragsdaten"]);
  const onSigning = rng.chance(0.2);
  const renewal = terms.renewal;
  const notice = terms.nonRenewalNotice;
  const convenience = renewal === "indefinite" ? null : terms.convenience;
  const termPrinted = cellPeriod(terms.term, form);
  const startText = formatDate(terms.effective, rng.pick(["dmy-dot", "d-month-y"] as const), "de");
  const zum = rng.pick(["zum Ende der Laufzeit", "zum Laufzeitende", "zum Ablauf der jeweiligen Laufzeit"]);

  const core: TermRow[] = [
    { key: "start", label: "Vertragsbeginn", value: onSigning ? "mit Unterzeichnung durch beide Vertragsparteien" : startText },
    {
      key: "term",
      label: renewal === "indefinite" ? "Laufzeit" : rng.pick(["Mindestvertragslaufzeit", "Feste Laufzeit", "Grundlaufzeit"]),
      value: renewal === "indefinite" ? "unbefristet" : rng.pick([termPrinted, `${termPrinted} ab Vertragsbeginn`]),
    },
  ];
  if (renewal === "auto" && notice) {
    core.push(
      { key: "renewal", label: "Verlängerung", value: `jeweils um ${cellPeriod(terms.renewalTerm, form)}, sofern nicht fristgerecht gekündigt` },
      { key: "notice", label: "Kündigungsfrist", value: `${cellPeriod(notice, form)} ${zum}` },
    );
  } else if (renewal === "indefinite" && notice) {
    core.push({ key: "notice", label: "Kündigungsfrist", value: `${cellPeriod(notice, form)} ${rng.pick(["zum Monatsende", "zum Quartalsende", ""])}`.trim() });
  } else if (renewal === "none") {
    core.push({ key: "renewal", label: "Verlängerung", value: "keine; der Vertrag endet mit Ablauf der Laufzeit, ohne dass es einer Kündigung bedarf" });
  } else if (renewal === "mutual") {
    core.push({ key: "renewal", label: "Verlängerung", value: "nur durch schriftliche Vereinbarung der Parteien" });
  }
  if (convenience) core.push({ key: "convenience", label: "Ordentliche Kündigung", value: `jederzeit mit einer Frist von ${cellPeriod(convenience, form)}` });

  const taken = [notice, convenience].filter((p): p is Period => p !== null).map(daysOf);
  const decoyPool: TermRow[] = [
    { key: "payment", label: "Zahlungsziel", value: `${cellPeriod(terms.payment, form)} netto nach Rechnungseingang` },
    { key: "skonto", label: "Skonto", value: `${rng.pick(["2 %", "3 %"])} bei Zahlung innerhalb von ${rng.pick(["10", "14", "8"])} Tagen` },
    { key: "warranty", label: "Gewährleistungsfrist", value: `${cellPeriod(terms.warranty, form)} ab Abnahme` },
    { key: "response", label: "Reaktionszeit", value: `${rng.pick(["4", "8", "24"])} Stunden während der Servicezeiten` },
    {
      key: "price",
      label: "Preisanpassung",
      value: `einmal jährlich mit einer Ankündigungsfrist von ${cellPeriod({ n: rng.pick([30, 60, 45, 90].filter((n) => !taken.includes(n))), unit: "day" }, form)}`,
    },
    { key: "grace", label: "Nachfrist", value: `${cellPeriod({ n: rng.pick([14, 10, 21]), unit: "day" }, form)}` },
    { key: "acceptance", label: "Abnahmefrist", value: `${rng.pick(["10", "zehn", "15"])} Werktage nach Bereitstellung` },
    { key: "confidential", label: "Vertraulichkeit", value: `${cellPeriod(terms.survival, form)} über das Vertragsende hinaus` },
  ];
  const decoys = rng.shuffle(decoyPool).slice(0, rng.int(3, 6));
  const address = (p: DraftContext["p1"]) => `${p.street}, ${p.cityLine}`;
  const parties: TermRow[] = [
    { key: "p1", label: r1, value: `${c.name1}, ${address(c.p1)}` },
    { key: "p2", label: r2, value: `${c.name2}, ${address(c.p2)}` },
  ];
  const city = rng.pick(["München", "Hamburg", "Frankfurt am Main", "Köln", "Stuttgart"]);
  const tail: TermRow[] = [
    ...(c.law.truth && rng.chance(0.6) ? [{ key: "law", label: "Anwendbares Recht", value: `Recht der ${c.law.truth}` }] : []),
    { key: "venue", label: "Gerichtsstand", value: city },
  ];
  const rows = [...parties, ...interleave(rng, core, decoys), ...tail];
  const has = (key: string) => rows.some((r) => r.key === key);
  const layout = rng.weighted([
    ["item-label", 1],
    ["item-heading-detail", 2],
    ["side-by-side", 3],
    ["boxed", 1],
  ] as const);
  const table = termsTable(rng, rows, layout, ["Nr.", "Regelung", "Vereinbarung"]);
  const ref = rng.pick(["in den Vertragsdaten", `im ${sheet === "Vertragsübersicht" ? "Abschnitt Vertragsübersicht" : "Deckblatt"}`]);

  const laufzeit =
    renewal === "indefinite"
      ? [
          `Der Vertrag beginnt mit dem ${ref} genannten Vertragsbeginn und läuft auf unbestimmte Zeit.`,
          `Er kann von jeder Partei mit der ${ref} genannten Kündigungsfrist ordentlich gekündigt werden.`,
        ]
      : [
          `Der Vertrag beginnt mit dem ${ref} genannten Vertragsbeginn und hat die dort genannte Laufzeit.`,
          ...(renewal === "auto" && notice
            ? [`Er verlängert sich jeweils um den ${ref} genannten Zeitraum, wenn er nicht mit der ${ref} genannten Kündigungsfrist gekündigt wird.`]
            : renewal === "none"
              ? ["Eine stillschweigende Verlängerung ist ausgeschlossen."]
              : []),
          ...(has("convenience") ? [`Daneben ist eine ordentliche Kündigung mit der ${ref} genannten Frist zulässig.`] : []),
        ];
  const paragraphs: Array<[string, string[]]> = [
    ["Vertragsgegenstand", [`Der ${r1} erbringt für den ${r2} die in Anlage 1 beschriebenen Leistungen.`]],
    [
      "Vergütung und Zahlung",
      [
        has("payment")
          ? `Rechnungen sind innerhalb des ${ref} genannten Zahlungsziels zu begleichen.`
          : `Rechnungen sind innerhalb von ${period(terms.payment, "de", form, { dative: true })} zu begleichen.`,
        ...(has("price") ? [`Der ${r1} ist berechtigt, die Preise mit der ${ref} genannten Ankündigungsfrist anzupassen.`] : []),
      ],
    ],
    [
      "Laufzeit und Kündigung",
      [...laufzeit, `Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Eine Kündigung bedarf der Schriftform.`],
    ],
    [
      "Gewährleistung",
      [
        has("warranty")
          ? `Die Gewährleistungsfrist ergibt sich aus den Vertragsdaten.`
          : `Die Gewährleistungsfrist beträgt ${cellPeriod(terms.warranty, form)} ab Abnahme.`,
      ],
    ],
    ["Vertraulichkeit", [`Die Parteien behandeln alle vertraulichen Informationen auch nach Vertragsende vertraulich.`]],
    ["Schlussbestimmungen", [has("law") ? `Es gilt das ${ref} genannte Recht.` : c.law.sentence, `Gerichtsstand ist ${city}.`]],
  ];
  const body = paragraphs.map(([t, ss], i) => `<h3>§ ${i + 1} ${e(t)}</h3>${ss.map((s, k) => para(ss.length > 1 ? `(${k + 1}) ${s}` : s)).join("")}`).join("");
  const signCity = (p: DraftContext["p1"]) => p.city;
  const signature = (name: string, p: DraftContext["p1"]) =>
    `<div><p>${e(signCity(p))}, den ${e(formatDate(c.signDay, "dmy-dot", "de"))}</p><p>______________________</p><p>${e(personName(rng))}</p><p>für ${e(name)}</p></div>`;
  const html = [
    `<h1>${e(c.title)}</h1>`,
    `<h3>${e(sheet)}</h3>`,
    table,
    `<h3 style="break-before:page">Allgemeine Vertragsbedingungen</h3>`,
    rng.chance(0.4) ? `<div style="column-count:2;column-gap:22px">${body}</div>` : body,
    `<div class="sig">${signature(c.name1, c.p1)}${signature(c.name2, c.p2)}</div>`,
  ].join("");
  const initialTerm = renewal === "indefinite" ? null : termPrinted;
  const noticeTruth = renewal === "auto" || renewal === "indefinite" ? notice : convenience;
  return {
    html,
    truth: {
      effective_date: onSigning ? null : isoOf(terms.effective),
      initial_term: initialTerm,
      auto_renews: renewal === "auto" ? true : renewal === "none" ? false : null,
      termination_notice_days: noticeTruth ? daysOf(noticeTruth) : null,
    },
    unscored: renewal === "mutual" || renewal === "indefinite" ? ["auto_renews"] : [],
    alternatives: { initial_term: initialTerm ? [...termAlternatives(terms.term, termPrinted), c.termText] : [] },
    mustPrint: [...(onSigning ? [] : [startText]), ...(initialTerm ? [termPrinted] : [])],
  };
}
